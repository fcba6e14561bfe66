import { TOPUP_HIDE_FOREVER_MS, TOPUP_HIDE_ON_CANCEL_MS, TOPUP_OFFER_MAX_BALANCE } from '../../lib/constants';
import type { TopUp } from '../../api/endpoints/notices';
import { currencyDecimals } from '../../lib/currency';
import { localize } from '../../lib/localize';
import { formatDecimal, toMinorUnits } from '../../lib/money';

const HIDDEN_UNTIL_KEY = 'topup_virtual_hidden_until';

/** The offer stands at a balance of 1000 or less (compared in minor units, never in floating point). */
export function isBalanceLow(balance: number, currency: string): boolean {
  const decimals = currencyDecimals(currency);
  return toMinorUnits(balance, decimals) <= toMinorUnits(TOPUP_OFFER_MAX_BALANCE, decimals);
}

/** Epoch ms until which the user asked not to see the offer (0 when never asked). */
export function offerHiddenUntil(storage: Storage | undefined): number {
  const value = Number(storage?.getItem(HIDDEN_UNTIL_KEY) ?? 0);
  return Number.isFinite(value) ? value : 0;
}

/** Cancel hides the offer for a day; with "never show" checked, for ten years. */
export function hideOffer(storage: Storage | undefined, nowMs: number, neverShow: boolean): number {
  const until = nowMs + (neverShow ? TOPUP_HIDE_FOREVER_MS : TOPUP_HIDE_ON_CANCEL_MS);
  storage?.setItem(HIDDEN_UNTIL_KEY, String(until));
  return until;
}

/** What a top-up credited, as the popup and the top-up page say it. */
export function creditedText(done: TopUp, loginid: string): string {
  const credited = formatDecimal(done.amount, currencyDecimals(done.currency));
  return localize('[_1] [_2] has been credited into your virtual account: [_3].', done.currency, credited, loginid);
}
