import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ContractPopup } from '../../contract';
import { PortfolioTable } from '../../portfolio';
import type { FormName } from '../form';
import { EXPLANATIONS, type ExplanationLine } from './explanations';
import { LastDigitStats } from './LastDigitStats';
import { localize } from '../../../lib/localize';

/** Highcharts is loaded only when the chart tab is opened. */
const TradeChart = lazy(() => import('./TradeChart'));

const TABS = [
  { id: 'tab_explanation', label: 'Explanation' },
  { id: 'tab_graph', label: 'Chart' },
  { id: 'tab_last_digit', label: 'Last Digit Stats' },
  { id: 'tab_portfolio', label: 'Portfolio' },
] as const;
export type AnalysisTabId = (typeof TABS)[number]['id'];
type TabId = AnalysisTabId;
const ALL_TABS: readonly TabId[] = TABS.map((t) => t.id);

interface Props {
  symbol: string;
  formname: FormName | '';
  /** The priced contract's length; undefined for tick contracts. */
  seconds: number | undefined;
  loggedIn: boolean;
  /** The tabs this page offers (all by default). */
  tabs?: readonly TabId[];
}

/** The analysis tabs under the form; the chosen tab is kept in the `analysis` query parameter. */
export function AnalysisTabs({ symbol, formname, seconds, loggedIn, tabs = ALL_TABS }: Props) {
  const [viewing, setViewing] = useState<number | undefined>();
  const [search, setSearch] = useSearchParams();
  const chosen = search.get('analysis');
  const offered = TABS.filter((t) => tabs.includes(t.id) && (loggedIn || t.id !== 'tab_portfolio'));
  const tab: TabId = offered.find((t) => t.id === chosen)?.id ?? 'tab_explanation';
  const choose = (id: TabId) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('analysis', id);
        return next;
      },
      { replace: true },
    );

  return (
    <section className="analysis" data-testid="analysis">
      <div className="analysis__tabs" role="tablist">
        {offered.map((t) => (
          <button
            key={t.id}
            id={t.id}
            type="button"
            role="tab"
            aria-selected={t.id === tab}
            className={`analysis__tab${t.id === tab ? ' analysis__tab--selected' : ''}`}
            onClick={() => choose(t.id)}
          >
            {localize(t.label)}
          </button>
        ))}
      </div>
      <div className="analysis__panel" role="tabpanel" aria-labelledby={tab}>
        {tab === 'tab_graph' && symbol ? (
          <Suspense fallback={<p className="chart__message">{localize('Loading…')}</p>}>
            <TradeChart symbol={symbol} seconds={seconds} />
          </Suspense>
        ) : null}
        {tab === 'tab_last_digit' && symbol ? <LastDigitStats symbol={symbol} /> : null}
        {tab === 'tab_portfolio' && loggedIn ? <PortfolioTable onView={setViewing} /> : null}
        {viewing === undefined ? null : <ContractPopup contractId={viewing} onClose={() => setViewing(undefined)} />}
        {tab === 'tab_explanation' && formname ? (
          <div className="explanation" data-testid="explanation">
            {explanationLines(formname).map((line) => (
              <p key={line}>{localize(line)}</p>
            ))}
          </div>
        ) : null}
      </div>
    </section>
  );
}

function explanationLines(formname: FormName): readonly ExplanationLine[] {
  return EXPLANATIONS[formname];
}
