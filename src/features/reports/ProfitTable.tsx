import { memo, useCallback, useRef } from 'react';
import { useLazyProfitTablePageQuery, type ProfitTableRow, type ReportPage } from '../../api/endpoints/reports';
import { localize } from '../../lib/localize';
import { addMinorUnits, formatMinorUnits, toMinorUnits } from '../../lib/money';
import { currencyDecimals } from '../../lib/currency';
import { PROFIT_TABLE_PAGING } from './paging';
import { ReportEmpty, ReportReference, windowedChunks } from './ReportParts';
import { CHUNK_ATTRIBUTE, useChunkWindow } from './useChunkWindow';
import { amountText, outcomeOf, reportTime } from './report-values';
import { usePagedReport, type DateRange } from './usePagedReport';

interface Props {
  range: DateRange;
  currency: string;
  onView(contractId: number): void;
}

/** A closed contract's profit or loss in minor units. */
function profitOf(row: ProfitTableRow, decimals: number): number {
  return toMinorUnits(row.sell_price, decimals) - toMinorUnits(row.buy_price, decimals);
}

const COLUMNS = 7;

/**
 * The profit table of one date range: 50 contracts asked for at a time, 25 shown at a time, more as
 * the client scrolls past half the table; the footer totals the rows shown.
 * Only the chunks around the viewport are in the DOM (useChunkWindow).
 */
export function ProfitTable({ range, currency, onView }: Props) {
  const [trigger] = useLazyProfitTablePageQuery();
  const loadPage = useCallback((page: ReportPage) => trigger(page).unwrap(), [trigger]);
  const table = useRef<HTMLTableElement>(null);
  const report = usePagedReport(loadPage, PROFIT_TABLE_PAGING, range, table);
  const { rows, shown } = report;
  const rendered = useChunkWindow(table, Math.ceil(shown / PROFIT_TABLE_PAGING.chunk));
  if (report.error !== undefined) return <p role="alert">{report.error}</p>;
  if (report.loading) return <p role="status">{localize('Loading…')}</p>;
  if (rows.length === 0) return <ReportEmpty />;
  const decimals = currencyDecimals(currency);
  const total = addMinorUnits(...rows.slice(0, shown).map((row) => profitOf(row, decimals)));
  const chunks = windowedChunks(shown, PROFIT_TABLE_PAGING.chunk, rendered, COLUMNS, (start, end, index) => (
    <ProfitChunk rows={rows} index={index} start={start} end={end} currency={currency} onView={onView} />
  ));
  return (
    <div className="report__scroll">
      <table className="report" data-testid="profit-table" ref={table} aria-rowcount={shown + 2}>
        <caption className="report__caption">{localize('Profit table')}</caption>
        <thead>
          <tr aria-rowindex={1}>
            <th scope="col">{localize('Ref.')}</th>
            <th scope="col">{localize('Contract')}</th>
            <th scope="col">{localize('Purchase Date')}</th>
            <th scope="col" className="report__money">
              {localize('Purchase Price')}
            </th>
            <th scope="col">{localize('Sale Date')}</th>
            <th scope="col" className="report__money">
              {localize('Sale Price')}
            </th>
            <th scope="col" className="report__money">
              {localize('Profit/Loss')}
            </th>
          </tr>
        </thead>
        {chunks}
        <tfoot>
          <tr aria-rowindex={shown + 2}>
            <th scope="row" colSpan={6}>
              {localize('Total Profit/Loss')}
            </th>
            <td className={`report__money report--${outcomeOf(total)}`} data-testid="profit-total">
              {formatMinorUnits(total, decimals)}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

interface ChunkProps {
  rows: readonly ProfitTableRow[];
  index: number;
  start: number;
  end: number;
  currency: string;
  onView(contractId: number): void;
}

/** Rows are only ever added at the end, so a chunk whose first row and length are the same is the same. */
const sameChunk = (before: ChunkProps, after: ChunkProps) =>
  before.start === after.start &&
  before.end === after.end &&
  before.rows[before.start] === after.rows[after.start] &&
  before.currency === after.currency &&
  before.onView === after.onView;

const ProfitChunk = memo(function ProfitChunk({ rows, index, start, end, currency, onView }: ChunkProps) {
  const decimals = currencyDecimals(currency);
  const label = {
    reference: localize('Ref.'),
    contract: localize('Contract'),
    purchaseDate: localize('Purchase Date'),
    purchasePrice: localize('Purchase Price'),
    saleDate: localize('Sale Date'),
    salePrice: localize('Sale Price'),
    profit: localize('Profit/Loss'),
  };
  return (
    <tbody {...{ [CHUNK_ATTRIBUTE]: index }}>
      {rows.slice(start, end).map((row, offset) => {
        const profit = profitOf(row, decimals);
        return (
          <tr
            key={row.transaction_id}
            aria-rowindex={start + offset + 2}
            data-testid="profit-row" data-contract-id={row.contract_id ?? undefined}>
            <td data-label={label.reference}>
              <ReportReference id={row.transaction_id} contractId={row.contract_id} onView={onView} />
            </td>
            <td className="report__description" data-label={label.contract}>
              {row.longcode}
            </td>
            <td className="report__time" data-label={label.purchaseDate}>
              {reportTime(row.purchase_time)}
            </td>
            <td className="report__money" data-label={label.purchasePrice}>
              {amountText(row.buy_price, currency)}
            </td>
            <td className="report__time" data-label={label.saleDate}>
              {reportTime(row.sell_time)}
            </td>
            <td className="report__money" data-label={label.salePrice}>
              {amountText(row.sell_price, currency)}
            </td>
            <td
              className={`report__money report--${outcomeOf(profit)}`}
              data-label={label.profit}
              data-testid="profit-loss"
            >
              {formatMinorUnits(profit, decimals)}
            </td>
          </tr>
        );
      })}
    </tbody>
  );
}, sameChunk);
