import type { AccountLimits } from '../../api/endpoints/limits';
import { localize } from '../../lib/localize';
import { moneyText } from '../../lib/money-text';

/** What get_limits reports for a limit that authentication has lifted. */
export const LIFTED_LIMIT = 99_999_999;

/**
 * The withdrawal-limit sentences of the limits page, worded per landing company as the platform's
 * clients know them: the Isle of Man counts withdrawals over a window of days, Malta and Malta Invest
 * say "the equivalent of" (their limits are in EUR), the rest state the amounts plainly. Once both
 * limits are lifted (an authenticated account) one sentence says so instead.
 */
export function withdrawalLines(limits: AccountLimits, landingCompany: string, currency: string): string[] {
  if (limits.lifetime_limit === LIFTED_LIMIT && limits.num_of_days_limit === LIFTED_LIMIT) {
    return [localize('Your account is fully authenticated and your withdrawal limits have been lifted.')];
  }
  const money = (amount: number) => moneyText(amount, currency);
  const limit = money(limits.num_of_days_limit);
  const remainder = money(limits.remainder);
  if (landingCompany === 'iom') {
    return [
      localize(
        'Your [_1] day withdrawal limit is currently [_2] (or equivalent in other currency).',
        limits.num_of_days,
        limit,
      ),
      localize(
        'You have already withdrawn the equivalent of [_1] in aggregate over the last [_2] days.',
        money(limits.withdrawal_for_x_days_monetary),
        limits.num_of_days,
      ),
      localize(
        'Therefore your current immediate maximum withdrawal (subject to your account having sufficient funds) is [_1] (or equivalent in other currency).',
        remainder,
      ),
    ];
  }
  const withdrawn = money(limits.withdrawal_since_inception_monetary);
  if (landingCompany === 'malta' || landingCompany === 'maltainvest') {
    return [
      localize('Your withdrawal limit is [_1] (or equivalent in other currency).', limit),
      localize('You have already withdrawn the equivalent of [_1].', withdrawn),
      localize(
        'Therefore your current immediate maximum withdrawal (subject to your account having sufficient funds) is [_1] (or equivalent in other currency).',
        remainder,
      ),
    ];
  }
  return [
    localize('Your withdrawal limit is [_1].', limit),
    localize('You have already withdrawn [_1].', withdrawn),
    localize(
      'Therefore your current immediate maximum withdrawal (subject to your account having sufficient funds) is [_1].',
      remainder,
    ),
  ];
}
