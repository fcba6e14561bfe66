import type { OpenContractsById, PortfolioContract } from '../../api/endpoints/contracts';
import { currencyDecimals } from '../../lib/currency';
import { addMinorUnits, formatMinorUnits, toMinorUnits } from '../../lib/money';

/**
 * The portfolio's footer: what was paid and what the positions are worth now, summed in minor units.
 * A position without a price yet counts as 0 in the indicative total.
 */
export function portfolioTotals(
  contracts: readonly PortfolioContract[],
  open: OpenContractsById,
): { purchase: string; indicative: string } {
  const currency = contracts[0]?.currency ?? 'USD';
  const decimals = currencyDecimals(currency);
  const minor = (amount: number | undefined) => (amount === undefined ? 0 : toMinorUnits(amount, decimals));
  const purchase = addMinorUnits(...contracts.map((contract) => minor(contract.buy_price)));
  const indicative = addMinorUnits(...contracts.map((contract) => minor(open[contract.contract_id]?.bid_price)));
  return {
    purchase: `${formatMinorUnits(purchase, decimals)} ${currency}`,
    indicative: `${formatMinorUnits(indicative, decimals)} ${currency}`,
  };
}
