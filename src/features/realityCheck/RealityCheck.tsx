import { useEffect, useState, type FormEvent } from 'react';
import { useSelector } from 'react-redux';
import { useLocation } from 'react-router-dom';
import type { ApiError } from '../../../schemas/generated/types';
import {
  useLandingCompanyDetailsQuery,
  useRealityCheckMutation,
  type RealityCheckSummary,
} from '../../api/endpoints/notices';
import { localize } from '../../lib/localize';
import { readableStorage } from '../../lib/storage';
import { after } from '../../lib/timers';
import { focusFirstInvalid } from '../../ui/form';
import { usePageHref } from '../../ui/page-links';
import { Popup } from '../../ui/Popup';
import { useTimers } from '../../ui/timers-context';
import { IntervalField } from './IntervalField';
import { acknowledgeRealityCheck, keepSummary, parseIntervalMinutes, readRealityCheck } from './reality-check-store';
import { SummaryTable } from './SummaryTable';
import { summaryView } from './summary-view';
import { selectLoggedInAccount } from '../session';

const INTRODUCTION =
  'Options trading can become a real addiction, as can any other activity pushed to its limits. To avoid the danger of such an addiction, we provide a reality-check that gives you a summary of your trades and accounts on a regular basis.';

/** The hash of the statement the summary links to: that page opens without the reality check. */
const NO_REALITY_CHECK = '#no-reality-check';

type Shown = { kind: 'none' } | { kind: 'summary'; summary: RealityCheckSummary } | { kind: 'error'; message: string };

/**
 * Where the landing company has it: the frequency popup until acknowledged, then a trading summary
 * at every interval (trading-core §4), with a link to the statement in a new tab. A page opened with
 * #no-reality-check (that link) shows neither.
 */
export function RealityCheck() {
  const { hash } = useLocation();
  const statementHref = usePageHref('user/statementws');
  const account = useSelector(selectLoggedInAccount);
  const landingCompany = account?.is_virtual === 0 ? account.landing_company_name : undefined;
  const { data: company } = useLandingCompanyDetailsQuery(
    landingCompany as Parameters<typeof useLandingCompanyDetailsQuery>[0],
    { skip: !landingCompany },
  );
  const timers = useTimers();
  const [settings, setSettings] = useState(() => readRealityCheck(readableStorage()));
  const [minutes, setMinutes] = useState(() => String(settings.interval / 60_000));
  const [error, setError] = useState<string>();
  const [shown, setShown] = useState<Shown>({ kind: 'none' });
  // Counts the intervals that ended without a summary, so the timer starts again after each.
  const [emptyRounds, setEmptyRounds] = useState(0);
  const [fetchSummary] = useRealityCheckMutation();
  const applies = company?.has_reality_check === 1;
  const waiting = applies && settings.ack && shown.kind === 'none';

  useEffect(() => {
    if (!waiting) return undefined;
    return after(timers, settings.interval, () => {
      fetchSummary()
        .unwrap()
        .then(
          (summary) => {
            if (!summary) return setEmptyRounds((rounds) => rounds + 1);
            keepSummary(readableStorage(), summary);
            setShown({ kind: 'summary', summary });
          },
          (failure: ApiError) => setShown({ kind: 'error', message: failure.message }),
        );
    });
  }, [waiting, settings.interval, timers, fetchSummary, emptyRounds]);

  if (!applies || hash === NO_REALITY_CHECK || (settings.ack && shown.kind === 'none')) return null;

  const confirm = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = parseIntervalMinutes(minutes);
    if ('error' in parsed) {
      focusFirstInvalid(event.currentTarget, ['interval']);
      return setError(parsed.error);
    }
    setError(undefined);
    setSettings(acknowledgeRealityCheck(readableStorage(), parsed.interval));
    setShown({ kind: 'none' });
  };
  const title = localize('Reality check');
  return (
    <Popup title={title} testId={settings.ack ? 'reality-check-summary-popup' : 'reality-check-frequency-popup'}>
      {!settings.ack && <p>{localize(INTRODUCTION)}</p>}
      {shown.kind === 'summary' && (
        <>
          <p>{localize('Your trading statistics since [_1].', summaryView(shown.summary, timers.now()).login_time)}</p>
          <SummaryTable view={summaryView(shown.summary, timers.now())} />
          <p>
            <a href={`${statementHref}${NO_REALITY_CHECK}`} target="_blank" rel="noopener noreferrer">
              {localize('View statement')}
            </a>
          </p>
        </>
      )}
      {shown.kind === 'error' && (
        <p className="popup__error" role="alert">
          {shown.message}
        </p>
      )}
      <form onSubmit={confirm} noValidate>
        <IntervalField value={minutes} error={error} onChange={setMinutes} />
        <div className="popup__actions">
          <button className="button button--primary" type="submit">
            {localize(settings.ack ? 'Continue trading' : 'Confirm')}
          </button>
        </div>
      </form>
    </Popup>
  );
}
