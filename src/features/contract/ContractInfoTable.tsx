import type { OpenContract } from '../../api/endpoints/contracts';
import { localize } from '../../lib/localize';
import { moneyText } from '../../lib/money-text';
import { formatGmt } from '../../lib/time';
import { isSettled, resetTime } from './contract-status';

const time = (epoch: number | null | undefined) => (epoch == null ? '-' : formatGmt(epoch * 1000));

/** The popup's facts about the contract: reference, times, spots, barriers, prices and status. */
export function ContractInfoTable({ contract }: { contract: OpenContract }) {
  const currency = contract.currency ?? 'USD';
  const money = (amount: number | null | undefined) => (amount == null ? '-' : moneyText(amount, currency));
  const settled = isSettled(contract);
  const reset = resetTime(contract);
  const barrier = contract.barrier ?? null;
  const rows: [string, string, string?][] = [
    [localize('Reference'), String(contract.transaction_ids?.buy ?? '-')],
    [localize('Asset'), contract.display_name ?? contract.underlying ?? '-'],
    [localize('Start time'), time(contract.date_start)],
    [localize('Expiry time'), time(contract.date_expiry)],
    ...(reset === undefined ? [] : [[localize('Reset time'), time(reset), 'reset-time'] as [string, string, string]]),
    ...(contract.reset_barrier == null
      ? []
      : [[localize('Reset barrier'), contract.reset_barrier, 'reset-barrier'] as [string, string, string]]),
    ...(barrier === null ? [] : [[localize('Barrier'), String(barrier)] as [string, string]]),
    ...(contract.high_barrier == null
      ? []
      : [[localize('High barrier'), String(contract.high_barrier)] as [string, string]]),
    ...(contract.low_barrier == null
      ? []
      : [[localize('Low barrier'), String(contract.low_barrier)] as [string, string]]),
    [localize('Entry spot'), contract.entry_tick_display_value ?? contract.entry_spot_display_value ?? '-'],
    settled
      ? [localize('Exit spot'), contract.exit_tick_display_value ?? '-']
      : [localize('Current spot'), contract.current_spot_display_value ?? '-', 'current-spot'],
    [localize('Purchase price'), money(contract.buy_price)],
    [
      settled ? localize('Final price') : localize('Indicative price'),
      money(contract.sell_price ?? contract.bid_price),
      'indicative-price',
    ],
    [localize('Payout'), money(contract.payout)],
    [localize('Profit/Loss'), money(contract.profit)],
    [localize('Status'), contract.status ?? '-', 'contract-status'],
  ];
  return (
    <dl className="contract-popup__table">
      {rows.map(([label, value, testId]) => (
        <div key={label} className="contract-popup__fact">
          <dt>{label}</dt>
          <dd data-testid={testId}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
