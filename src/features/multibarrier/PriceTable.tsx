import type { ProposalArrayArg } from '../../api/endpoints/multi-barrier';
import type { PriceCell } from '../../api/endpoints/multi-barrier-prices';
import type { BarrierRow, PeriodOffer } from './periods';
import { PriceRow } from './PriceRow';
import type { ButtonConditions } from './row-state';
import { localize } from '../../lib/localize';

interface Props {
  offer: PeriodOffer;
  stream: ProposalArrayArg;
  conditions: ButtonConditions;
  onBuy(row: BarrierRow, contractType: string, cell: PriceCell): void;
}

/** The price table: one row per live barrier, one price button per contract type. */
export function PriceTable({ offer, stream, conditions, onBuy }: Props) {
  return (
    <table className="mb-table" data-testid="price-table">
      <thead>
        <tr>
          <th scope="col">{localize('Barrier')}</th>
          {offer.contractTypes.map(({ type, label }) => (
            <th scope="col" key={type}>
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {offer.rows.map((row) => (
          <PriceRow
            key={row.key}
            row={row}
            stream={stream}
            contractTypes={offer.contractTypes}
            conditions={conditions}
            onBuy={onBuy}
          />
        ))}
      </tbody>
    </table>
  );
}
