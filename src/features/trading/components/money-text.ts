import Big from 'big.js';
import { currencyDecimals, currencyDisplayCode } from '../../../lib/currency';
import { formatMinorUnits, subtractMinorUnits, toMinorUnits } from '../../../lib/money';
import { localizedPercent } from '../../../lib/number-format';

export { moneyText } from '../../../lib/money-text';

/** Net profit (payout minus stake), computed exactly, and its return in percent to one decimal. */
export function netProfit(payout: number, stake: number, currency: string): { profit: string; returnPercent: string } {
  const decimals = currencyDecimals(currency);
  const stakeUnits = toMinorUnits(stake, decimals);
  const profitUnits = subtractMinorUnits(toMinorUnits(payout, decimals), stakeUnits);
  const percent = stakeUnits === 0 ? new Big(0) : new Big(profitUnits).times(100).div(stakeUnits);
  return {
    profit: `${formatMinorUnits(profitUnits, decimals)} ${currencyDisplayCode(currency)}`,
    returnPercent: localizedPercent(percent.toFixed(1, Big.roundHalfUp) as `${number}`),
  };
}
