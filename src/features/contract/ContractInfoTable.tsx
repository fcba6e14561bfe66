import type { ReactNode } from 'react';
import type { OpenContract } from '../../api/endpoints/contracts';
import { localize } from '../../lib/localize';
import { moneyText } from '../../lib/money-text';
import { formatGmt } from '../../lib/time';
import { ContractRemainingTime } from './ContractRemainingTime';
import { isSettled, resetTime } from './contract-status';
import { contractTypeName } from './contract-type';
import { ProfitLoss } from './ProfitLoss';

const time = (epoch: number | null | undefined) => (epoch == null ? '-' : formatGmt(epoch * 1000));

/** A digit contract's barrier is the digit it is about: "Equals 5" for Matches, "Not 5" for Differs. */
export function barrierText(contract: OpenContract): string | undefined {
  const barrier = contract.barrier;
  if (barrier == null) return undefined;
  if (contract.contract_type === 'DIGITMATCH') return localize('Equals [_1]', barrier);
  if (contract.contract_type === 'DIGITDIFF') return localize('Not [_1]', barrier);
  return String(barrier);
}

type Row = [label: string, value: ReactNode, testId?: string];

/**
 * The popup's facts about the contract: its type, reference, times, spots, barriers, prices and status;
 * the remaining time while it runs, the exit spot once it is settled or sold.
 */
export function ContractInfoTable({ contract, now }: { contract: OpenContract; now: () => number }) {
  const currency = contract.currency ?? 'USD';
  const money = (amount: number | null | undefined) => (amount == null ? '-' : moneyText(amount, currency));
  const settled = isSettled(contract);
  const reset = resetTime(contract);
  const barrier = barrierText(contract);
  const name = contractTypeName(contract);
  const optional = (shown: boolean, row: Row): Row[] => (shown ? [row] : []);
  const rows: Row[] = [
    ...optional(name !== undefined, [
      localize('Contract type'),
      name === undefined ? '' : localize(name),
      'contract-type',
    ]),
    [localize('Reference'), String(contract.transaction_ids?.buy ?? '-')],
    [localize('Asset'), contract.display_name ?? contract.underlying ?? '-'],
    [localize('Start time'), time(contract.date_start)],
    [localize('Expiry time'), time(contract.date_expiry)],
    ...optional(!settled && contract.date_expiry != null, [
      localize('Remaining time'),
      contract.date_expiry == null ? '' : <ContractRemainingTime expiry={contract.date_expiry} now={now} />,
    ]),
    ...optional(reset !== undefined, [localize('Reset time'), time(reset), 'reset-time']),
    ...optional(contract.reset_barrier != null, [localize('Reset barrier'), contract.reset_barrier, 'reset-barrier']),
    ...optional(barrier !== undefined, [localize('Barrier'), barrier, 'barrier']),
    ...optional(contract.high_barrier != null, [localize('High barrier'), String(contract.high_barrier)]),
    ...optional(contract.low_barrier != null, [localize('Low barrier'), String(contract.low_barrier)]),
    [localize('Entry spot'), contract.entry_tick_display_value ?? contract.entry_spot_display_value ?? '-'],
    settled
      ? [
          localize('Exit spot'),
          contract.exit_tick_display_value ?? contract.sell_spot_display_value ?? '-',
          'exit-spot',
        ]
      : [localize('Current spot'), contract.current_spot_display_value ?? '-', 'current-spot'],
    [localize('Purchase price'), money(contract.buy_price)],
    [
      settled ? localize('Final price') : localize('Indicative price'),
      money(contract.sell_price ?? contract.bid_price),
      'indicative-price',
    ],
    [localize('Payout'), money(contract.payout)],
    [localize('Profit/Loss'), <ProfitLoss contract={contract} />],
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
