import { memo } from 'react';
import { useProposalArrayQuery, type ProposalArrayArg } from '../../api/endpoints/multi-barrier';
import type { PriceCell } from '../../api/endpoints/multi-barrier-prices';
import { moneyText } from '../trading';
import type { BarrierRow } from './periods';
import { buttonActive, type ButtonConditions } from './row-state';
import { localize } from '../../lib/localize';
import { PriceAnnouncement } from '../../ui/PriceAnnouncement';

interface Props {
  row: BarrierRow;
  stream: ProposalArrayArg;
  contractTypes: readonly { type: string; label: string }[];
  conditions: ButtonConditions;
  onBuy(row: BarrierRow, contractType: string, cell: PriceCell): void;
}

const MOVEMENT_SIGN = { up: '▲', down: '▼', none: '' } as const;

/**
 * One barrier's row: it selects only its own cells from the price table, so a price update
 * re-renders the rows whose prices changed and no other. Its last cell tells screen readers the
 * row's prices, at most once a second.
 */
export const PriceRow = memo(function PriceRow({ row, stream, contractTypes, conditions, onBuy }: Props) {
  const { cells } = useProposalArrayQuery(stream, {
    selectFromResult: (result) => ({ cells: result.currentData?.rows[row.key] }),
  });
  const currency = stream.request.currency;
  const barrier = row.barrier2 === undefined ? row.barrier : `${row.barrier2} – ${row.barrier}`;
  const prices = contractTypes.flatMap(({ type, label }) => {
    const askPrice = cells?.[type]?.askPrice;
    return askPrice === undefined ? [] : [`${label} ${moneyText(askPrice, currency)}`];
  });
  return (
    <tr className="mb-row" data-testid="price-row" data-barrier={row.key}>
      <th scope="row" className="mb-row__barrier">
        {barrier}
      </th>
      {contractTypes.map(({ type, label }, column) => {
        const cell = cells?.[type];
        const active = buttonActive(cell, conditions);
        const price = cell?.askPrice === undefined ? '—' : moneyText(cell.askPrice, currency);
        return (
          <td key={type} className="mb-row__cell">
            <button
              type="button"
              className={`mb-price mb-price--${cell?.movement ?? 'none'}`}
              disabled={!active}
              title={cell?.error ?? cell?.longcode}
              aria-label={localize('[_1] [_2], [_3]', label, row.key, price)}
              onClick={() => cell && onBuy(row, type, cell)}
              data-testid="price-button"
              data-contract-type={type}
              data-movement={cell?.movement ?? 'none'}
            >
              <span className="mb-price__value" data-testid="ask-price">
                {price}
              </span>
              <span className="mb-price__move" aria-hidden="true">
                {MOVEMENT_SIGN[cell?.movement ?? 'none']}
              </span>
            </button>
            {column === contractTypes.length - 1 ? (
              <PriceAnnouncement text={prices.length > 0 ? [barrier, ...prices].join('. ') : ''} />
            ) : null}
          </td>
        );
      })}
    </tr>
  );
});
