import type { OpenContract } from '../../api/endpoints/contracts';
import { moneyText } from '../../lib/money-text';
import { localizedPercent } from '../../lib/number-format';
import './profit-loss.css';

/** "0.50 USD (9.80%)" in the profit colour, "-0.50 USD (-9.80%)" in the loss colour, or "-" before a price. */
export function ProfitLoss({ contract }: { contract: OpenContract }) {
  const { profit, profit_percentage: percentage } = contract;
  if (profit == null) return <span data-testid="profit-loss">-</span>;
  const outcome = profit > 0 ? 'profit' : profit < 0 ? 'loss' : 'even';
  const percent = percentage == null ? '' : ` (${localizedPercent(percentage.toFixed(2) as `${number}`)})`;
  return (
    <span className={`profit-loss profit-loss--${outcome}`} data-testid="profit-loss" data-outcome={outcome}>
      {moneyText(profit, contract.currency ?? 'USD')}
      {percent}
    </span>
  );
}
