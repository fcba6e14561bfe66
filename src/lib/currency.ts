/**
 * The part of website_status `currencies_config[code]` the app reads: how many decimals a currency has,
 * its kind and its default stake. The generated website_status type is assignable to it.
 */
export interface CurrencyConfig {
  readonly fractional_digits?: number;
  readonly type?: 'fiat' | 'crypto';
  readonly stake_default?: number;
}

export type CurrenciesConfig = Readonly<Record<string, CurrencyConfig | undefined>>;

let platformCurrencies: CurrenciesConfig = {};

/**
 * Keeps website_status `currencies_config` as the default of the helpers below, so an amount shown
 * anywhere has its currency's decimals (JPY 0, crypto 8) without each caller passing the config.
 */
export function rememberPlatformCurrencies(config: CurrenciesConfig | undefined): void {
  platformCurrencies = config ?? {};
}

/** Codes a currency is shown by where it differs from its code on the wire. */
const DISPLAY_CODES: Readonly<Record<string, string>> = { UST: 'USDT' };

/** The code a trader reads: USDT for the wire's UST; every other currency by its own code. */
export function currencyDisplayCode(currency: string): string {
  return DISPLAY_CODES[currency] ?? currency;
}

const FIAT_DECIMALS = 2;
const CRYPTO_DECIMALS = 8;

/** The crypto currencies the spec names (accounts-and-money §9), for before website_status arrives. */
const KNOWN_CRYPTO_CURRENCIES: ReadonlySet<string> = new Set(['BTC', 'BCH', 'ETH', 'ETC', 'LTC', 'UST', 'USB']);

export function isCryptoCurrency(currency: string, config: CurrenciesConfig = platformCurrencies): boolean {
  const type = config[currency]?.type;
  return type === undefined ? KNOWN_CRYPTO_CURRENCIES.has(currency.toUpperCase()) : type === 'crypto';
}

/**
 * Decimals of amounts in `currency`: website_status `fractional_digits` when it gives a usable
 * value, otherwise 8 for crypto and 2 for fiat (trading-core §9). The config defaults to the
 * platform's last website_status.
 */
export function currencyDecimals(currency: string, config: CurrenciesConfig = platformCurrencies): number {
  const fractionalDigits = config[currency]?.fractional_digits;
  if (fractionalDigits !== undefined && Number.isInteger(fractionalDigits) && fractionalDigits >= 0) {
    return fractionalDigits;
  }
  return isCryptoCurrency(currency, config) ? CRYPTO_DECIMALS : FIAT_DECIMALS;
}
