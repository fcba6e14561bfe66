import { lazy, Suspense, useState, type ReactNode } from 'react';
import { ContractPopup } from '../../contract';
import { PortfolioTable } from '../../portfolio';
import { EXPLANATIONS, type ExplanationLine, type ExplanationName } from './explanations';
import { LastDigitStats } from './LastDigitStats';
import { localize } from '../../../lib/localize';
import { Tabs } from '../../../ui/Tabs';

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
  /** The explanation tab's text (none when empty). */
  explanation: ExplanationName | '';
  /** The priced contract's length; undefined for tick contracts. */
  seconds: number | undefined;
  loggedIn: boolean;
  /** The tabs this page offers (all by default). */
  tabs?: readonly TabId[];
}

/** The analysis tabs under the form; the chosen tab is kept in the `analysis` query parameter. */
export function AnalysisTabs({ symbol, explanation, seconds, loggedIn, tabs = ALL_TABS }: Props) {
  const [viewing, setViewing] = useState<number | undefined>();
  const content: Record<TabId, () => ReactNode> = {
    tab_explanation: () =>
      explanation ? (
        <div className="explanation" data-testid="explanation">
          {explanationLines(explanation).map((line) => (
            <p key={line}>{localize(line)}</p>
          ))}
        </div>
      ) : null,
    tab_graph: () =>
      symbol ? (
        <Suspense fallback={<p className="chart__message">{localize('Loading…')}</p>}>
          <TradeChart symbol={symbol} seconds={seconds} />
        </Suspense>
      ) : null,
    tab_last_digit: () => (symbol ? <LastDigitStats symbol={symbol} /> : null),
    tab_portfolio: () => <PortfolioTable onView={setViewing} />,
  };
  const offered = TABS.filter((t) => tabs.includes(t.id) && (loggedIn || t.id !== 'tab_portfolio')).map((t) => ({
    id: t.id,
    label: localize(t.label),
    content: content[t.id],
  }));

  return (
    <section className="analysis" data-testid="analysis">
      <Tabs listId="analysis" tabs={offered} defaultTab="tab_explanation" />
      {viewing === undefined ? null : <ContractPopup contractId={viewing} onClose={() => setViewing(undefined)} />}
    </section>
  );
}

function explanationLines(explanation: ExplanationName): readonly ExplanationLine[] {
  return EXPLANATIONS[explanation];
}
