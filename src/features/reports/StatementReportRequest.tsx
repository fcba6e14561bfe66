import { useId, useState, type FormEvent } from 'react';
import { dayEnd, dayStart, useRequestStatementReportMutation } from '../../api/endpoints/reports';
import { localize } from '../../lib/localize';

type Outcome = { kind: 'idle' } | { kind: 'sent' } | { kind: 'refused'; message: string };

/**
 * The statement of a period by e-mail (request_report, for real clients of an EU country): the
 * platform's refusal shows as it words it, a sent report is confirmed.
 */
export function StatementReportRequest() {
  const id = useId();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const [request, { isLoading }] = useRequestStatementReportMutation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!from || !to) return;
    request({ date_from: dayStart(from), date_to: dayEnd(to) })
      .unwrap()
      .then(
        () => setOutcome({ kind: 'sent' }),
        (failure: { message?: string }) =>
          setOutcome({ kind: 'refused', message: failure.message ?? localize('Sorry, an error occurred while processing your request.') }),
      );
  };
  return (
    <form className="report-request" onSubmit={submit} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{localize('Statement by e-mail')}</h2>
      <p>{localize('Request a statement of a period and we will send it to your e-mail address.')}</p>
      <div className="report-request__dates">
        <span className="report-filter__field">
          <label htmlFor={`${id}-from`}>{localize('From')}</label>
          <input
            id={`${id}-from`}
            type="date"
            required
            value={from}
            onChange={(event) => setFrom(event.target.value)}
            data-testid="report-request-from"
          />
        </span>
        <span className="report-filter__field">
          <label htmlFor={`${id}-to`}>{localize('To')}</label>
          <input
            id={`${id}-to`}
            type="date"
            required
            value={to}
            onChange={(event) => setTo(event.target.value)}
            data-testid="report-request-to"
          />
        </span>
        <button type="submit" className="button button--primary" disabled={isLoading}>
          {localize('Request report')}
        </button>
      </div>
      {outcome.kind === 'sent' && (
        <p role="status" className="report-request__sent" data-testid="report-request-sent">
          {localize('Your statement has been sent to your e-mail address.')}
        </p>
      )}
      {outcome.kind === 'refused' && (
        <p role="alert" className="report-request__error" data-testid="report-request-error">
          {outcome.message}
        </p>
      )}
    </form>
  );
}
