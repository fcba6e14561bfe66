import { isVirtual, type Account } from '../accounts/model';
import type { Currency } from '../currencies';
import { balanceOf, type LedgerState, type Posting } from './ledger';
import { toMinorUnits } from './money';

/** A virtual account may ask for more when its balance is at most this, and gets this credited (trading-core §9). */
const VIRTUAL_TOPUP = { offeredAtMost: 1_000, credit: 10_000 } as const;

/** Why a top-up is refused, in the platform's words. */
export const TOPUP_REFUSALS = {
  notVirtual: 'Sorry, this feature is available to virtual accounts only.',
  balanceTooHigh: 'Your balance is higher than the permitted amount.',
} as const;

type TopupOutcome = { posting: Posting } | { refused: keyof typeof TOPUP_REFUSALS };

/** The virtual_credit that tops `account` up at `nowEpoch`, or why it may not have one. */
export function virtualTopup(
  ledger: LedgerState,
  account: Account,
  currency: Currency,
  nowEpoch: number,
): TopupOutcome {
  if (!isVirtual(account)) return { refused: 'notVirtual' };
  if (balanceOf(ledger, account.loginid) > toMinorUnits(VIRTUAL_TOPUP.offeredAtMost, currency))
    return { refused: 'balanceTooHigh' };
  return {
    posting: {
      loginid: account.loginid,
      action: 'virtual_credit',
      amount: toMinorUnits(VIRTUAL_TOPUP.credit, currency),
      time: nowEpoch,
      description: `Virtual money credit to account ${account.loginid}`,
    },
  };
}
