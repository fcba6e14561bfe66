/** The currencies the platform offers, with what website_status advertises for each. */
export interface Currency {
  code: string;
  name: string;
  type: 'fiat' | 'crypto';
  /** Decimals of amounts: 2 for fiat, 8 for crypto by default (trading-core §9). */
  fractionalDigits: number;
  stakeDefault: number;
  /** Price of one unit in USD, for limits and conversions. */
  usdRate: number;
}

export const CURRENCIES: readonly Currency[] = [
  { code: 'USD', name: 'US Dollar', type: 'fiat', fractionalDigits: 2, stakeDefault: 10, usdRate: 1 },
  { code: 'EUR', name: 'Euro', type: 'fiat', fractionalDigits: 2, stakeDefault: 10, usdRate: 1.08 },
  { code: 'GBP', name: 'Pound Sterling', type: 'fiat', fractionalDigits: 2, stakeDefault: 10, usdRate: 1.27 },
  { code: 'AUD', name: 'Australian Dollar', type: 'fiat', fractionalDigits: 2, stakeDefault: 10, usdRate: 0.66 },
  { code: 'BTC', name: 'Bitcoin', type: 'crypto', fractionalDigits: 8, stakeDefault: 0.0002, usdRate: 90_000 },
  { code: 'BCH', name: 'Bitcoin Cash', type: 'crypto', fractionalDigits: 8, stakeDefault: 0.02, usdRate: 450 },
  { code: 'ETH', name: 'Ether', type: 'crypto', fractionalDigits: 8, stakeDefault: 0.005, usdRate: 3_000 },
  { code: 'LTC', name: 'Litecoin', type: 'crypto', fractionalDigits: 8, stakeDefault: 0.1, usdRate: 90 },
  { code: 'UST', name: 'Tether Omni', type: 'crypto', fractionalDigits: 2, stakeDefault: 10, usdRate: 1 },
];

/** Transfers between accounts cost 1% when a crypto currency is involved, nothing between fiat ones. */
export const TRANSFER_FEE_PERCENT = 1;

export function transferFeePercent(from: Currency, to: Currency): number {
  return from.type === 'fiat' && to.type === 'fiat' ? 0 : TRANSFER_FEE_PERCENT;
}

/**
 * Transfers between accounts: at most 2,500 USD, in the source currency; the least is the currency's
 * minimum withdrawal (accounts-and-money §5, §9), see `minimumWithdrawal`.
 */
export const TRANSFER_MAX_USD = 2_500;

export function inCurrency(usd: number, currency: Currency): number {
  const factor = 10 ** currency.fractionalDigits;
  return Math.round((usd / currency.usdRate) * factor) / factor;
}
