import { memo, useCallback, useRef } from 'react';
import { useLazyStatementPageQuery, type ReportPage, type StatementRow } from '../../api/endpoints/reports';
import { localize } from '../../lib/localize';
import { csvText } from './csv';
import { downloadText } from './download';
import { actionText, amountText, balanceHeading, outcomeOf, reportTime } from './report-values';
import { STATEMENT_PAGING } from './paging';
import { statementCsvRows, statementDescription } from './statement-rows';
import { usePagedReport, type DateRange } from './usePagedReport';
import { ReportEmpty, ReportReference, windowedChunks } from './ReportParts';
import { CHUNK_ATTRIBUTE, useChunkWindow } from './useChunkWindow';

interface Props {
  range: DateRange;
  loginid: string;
  currency: string;
  appNames: Readonly<Record<number, string>>;
  onView(contractId: number): void;
}

const COLUMNS = 7;

/**
 * The statement of one date range: 200 rows asked for at a time, 100 shown at a time, more as the
 * client scrolls past 70 % of the table, and the rows loaded so far as a CSV file. Rows render in
 * memoised chunks, so a new chunk leaves the earlier ones alone, and only the chunks around the
 * viewport are in the DOM (useChunkWindow). A new range is a new component.
 */
export function StatementTable({ range, loginid, currency, appNames, onView }: Props) {
  const [trigger] = useLazyStatementPageQuery();
  const loadPage = useCallback((page: ReportPage) => trigger(page).unwrap(), [trigger]);
  const table = useRef<HTMLTableElement>(null);
  const report = usePagedReport(loadPage, STATEMENT_PAGING, range, table);
  const { rows, shown } = report;
  const rendered = useChunkWindow(table, Math.ceil(shown / STATEMENT_PAGING.chunk));
  if (report.error !== undefined) return <p role="alert">{report.error}</p>;
  if (report.loading) return <p role="status">{localize('Loading…')}</p>;
  if (rows.length === 0) return <ReportEmpty />;
  const download = () =>
    downloadText(`Statement_${loginid}.csv`, csvText(statementCsvRows(rows, currency, appNames)), 'text/csv');
  const chunks = windowedChunks(shown, STATEMENT_PAGING.chunk, rendered, COLUMNS, (start, end, index) => (
    <StatementChunk
      rows={rows}
      index={index}
      start={start}
      end={end}
      currency={currency}
      appNames={appNames}
      onView={onView}
    />
  ));
  return (
    <>
      <button type="button" className="button button--secondary report__download" onClick={download}>
        {localize('Download CSV')}
      </button>
      <div className="report__scroll">
      <table className="report" data-testid="statement" ref={table} aria-rowcount={shown + 1}>
        <caption className="report__caption">{localize('Statement')}</caption>
        <thead>
          <tr aria-rowindex={1}>
            <th scope="col">{localize('Date')}</th>
            <th scope="col">{localize('Ref.')}</th>
            <th scope="col" className="report__money">
              {localize('Potential Payout')}
            </th>
            <th scope="col">{localize('Action')}</th>
            <th scope="col">{localize('Description')}</th>
            <th scope="col" className="report__money">
              {localize('Credit/Debit')}
            </th>
            <th scope="col" className="report__money">
              {balanceHeading(currency)}
            </th>
          </tr>
        </thead>
        {chunks}
      </table>
      </div>
    </>
  );
}

interface ChunkProps {
  rows: readonly StatementRow[];
  index: number;
  start: number;
  end: number;
  currency: string;
  appNames: Readonly<Record<number, string>>;
  onView(contractId: number): void;
}

/** Rows are only ever added at the end, so a chunk whose first row and length are the same is the same. */
const sameChunk = (before: ChunkProps, after: ChunkProps) =>
  before.start === after.start &&
  before.end === after.end &&
  before.rows[before.start] === after.rows[after.start] &&
  before.currency === after.currency &&
  before.appNames === after.appNames &&
  before.onView === after.onView;

const StatementChunk = memo(function StatementChunk({ rows, index, start, end, currency, appNames, onView }: ChunkProps) {
  const label = {
    date: localize('Date'),
    reference: localize('Ref.'),
    payout: localize('Potential Payout'),
    action: localize('Action'),
    description: localize('Description'),
    amount: localize('Credit/Debit'),
    balance: balanceHeading(currency),
  };
  return (
    <tbody {...{ [CHUNK_ATTRIBUTE]: index }}>
      {rows.slice(start, end).map((row, offset) => (
        <tr
          key={row.transaction_id}
          aria-rowindex={start + offset + 2}
          data-testid="statement-row"
          data-transaction-id={row.transaction_id}
        >
          <td className="report__time" data-label={label.date}>
            {reportTime(row.transaction_time)}
          </td>
          <td data-label={label.reference}>
            <ReportReference id={row.transaction_id} contractId={row.contract_id} onView={onView} />
          </td>
          <td className="report__money" data-label={label.payout}>
            {row.payout == null ? '-' : amountText(row.payout, currency)}</td>
          <td data-label={label.action}>{actionText(row.action_type)}</td>
          <td className="report__description" data-label={label.description}>
            {statementDescription(row, appNames)}</td>
          <td
            className={`report__money report--${outcomeOf(row.amount)}`}
            data-label={label.amount}
            data-testid="statement-amount"
          >
            {amountText(row.amount, currency)}
          </td>
          <td className="report__money" data-label={label.balance} data-testid="statement-balance">
            {amountText(row.balance_after, currency)}
          </td>
        </tr>
      ))}
    </tbody>
  );
}, sameChunk);
