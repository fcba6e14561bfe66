import { useOpenContractQuery } from '../../api/endpoints/contracts';
import { localize } from '../../lib/localize';
import { DigitTickTable } from './DigitTickTable';
import { ProfitLoss } from './ProfitLoss';
import './tick-table.css';

/**
 * A tick trade followed from its confirmation, as binary.com's trading page did: each tick as it comes,
 * then once the contract is settled whether it won or lost and by how much.
 */
export function TickTradeProgress({ contractId }: { contractId: number }) {
  const { data: contract } = useOpenContractQuery(contractId);
  if (!contract) return null;
  const ended = contract.is_sold === 1;
  const won = (contract.profit ?? 0) > 0;
  return (
    <div className="tick-trade" data-testid="tick-trade">
      <DigitTickTable contract={contract} />
      {ended ? (
        <p className="tick-trade__result" data-testid="tick-trade-result" data-won={won}>
          <strong>{won ? localize('This contract won') : localize('This contract lost')}</strong>{' '}
          <ProfitLoss contract={contract} />
        </p>
      ) : null}
    </div>
  );
}
