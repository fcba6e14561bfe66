import Big from 'big.js';
import type { TransferAccount } from '../../api/endpoints/account-transfer';
import type { WebsiteStatus } from '../../api/endpoints/notices';
import { currencyDecimals, isCryptoCurrency } from '../../lib/currency';
import { minorUnitsToDecimalString } from '../../lib/money';
import { bounds, decimals, number, required, type FieldRules } from '../../lib/validators';

type CurrenciesConfig = WebsiteStatus['currencies_config'];

/** accounts-and-money §9: the currency's minimum withdrawal, where the platform does not give a transfer minimum. */
const SMALL_UNIT_CRYPTO = new Set(['BTC', 'BCH', 'ETH', 'ETC', 'LTC']);
const STABLECOINS = new Set(['UST', 'USB']);
const FIAT_MINIMUM = '1';

/** The least one transfer may move: the platform's minimum for the currency, else the spec's minimum withdrawal. */
export function minimumTransfer(currency: string, config: CurrenciesConfig | undefined): string {
  const advertised = config?.[currency]?.transfer_between_accounts?.limits?.min;
  if (advertised !== undefined) return new Big(advertised).toFixed(currencyDecimals(currency));
  if (SMALL_UNIT_CRYPTO.has(currency)) return '0.002';
  if (STABLECOINS.has(currency)) return '0.02';
  return FIAT_MINIMUM;
}

/** accounts-and-money §9: transfers between crypto and fiat cost 1% unless the platform says otherwise. */
const DEFAULT_FEE_PERCENT = 1;

/** The fee in percent of a transfer from `from` to `to`, as website_status advertises it. */
export function transferFeePercent(from: string, to: string, config: CurrenciesConfig | undefined): number {
  return config?.[from]?.transfer_between_accounts?.fees?.[to] ?? DEFAULT_FEE_PERCENT;
}

/** The least fee a transfer costs: one minor unit of the currency it leaves ("0.01" USD). */
export function minimumFee(currency: string): string {
  return minorUnitsToDecimalString(1, currencyDecimals(currency));
}

const EU_PAIR = new Set(['malta', 'maltainvest']);

function isReal(account: TransferAccount): boolean {
  return account.demo_account !== 1 && (account.account_type ?? 'binary') === 'binary';
}

/**
 * accounts-and-money §6: only between real accounts, one fiat and one crypto, or in the same currency
 * between the malta and maltainvest pair.
 */
export function mayTransferBetween(from: TransferAccount, to: TransferAccount): boolean {
  if (from.loginid === to.loginid || !isReal(from) || !isReal(to)) return false;
  const companies = [from.landing_company_short, to.landing_company_short];
  if (companies[0] !== companies[1] && companies.every((company) => company && EU_PAIR.has(company)))
    return from.currency === to.currency;
  return isCryptoCurrency(from.currency) !== isCryptoCurrency(to.currency);
}

/** A fee note is due when the accounts on offer mix crypto and fiat. */
export function mixesCryptoAndFiat(from: TransferAccount, targets: readonly TransferAccount[]): boolean {
  return targets.some((target) => isCryptoCurrency(target.currency) !== isCryptoCurrency(from.currency));
}

export type TransferView =
  | { kind: 'no_balance' }
  | { kind: 'below_minimum' }
  | { kind: 'no_account' }
  | { kind: 'limit_reached' }
  | { kind: 'form'; from: TransferAccount; targets: TransferAccount[]; max: string };

/**
 * What the page shows (accounts-and-money §4 "Account transfer"): a message when there is no balance,
 * less than the minimum, no other account to transfer to, or a withdrawal remainder below the minimum;
 * otherwise the form, whose maximum is the lesser of the balance and the remainder.
 */
export function transferView({
  loginid,
  balance,
  minimum,
  accounts,
  remainder,
}: {
  loginid: string;
  balance: number;
  minimum: string;
  accounts: readonly TransferAccount[];
  remainder: number;
}): TransferView {
  if (new Big(balance).lte(0)) return { kind: 'no_balance' };
  if (new Big(balance).lt(minimum)) return { kind: 'below_minimum' };
  const from = accounts.find((account) => account.loginid === loginid);
  const targets = from ? accounts.filter((account) => mayTransferBetween(from, account)) : [];
  if (!from || targets.length === 0) return { kind: 'no_account' };
  if (new Big(remainder).lt(minimum)) return { kind: 'limit_reached' };
  const lesser = new Big(balance).lt(remainder) ? balance : remainder;
  return { kind: 'form', from, targets, max: new Big(lesser).toString() };
}

export type TransferValues = { to: string; amount: string };

/** accounts-and-money §5: required, a number with the currency's decimals, from the minimum to the maximum. */
export function amountRules(currency: string, minimum: string, max: string): FieldRules<TransferValues> {
  const places = currencyDecimals(currency);
  return { amount: [required, number, decimals(places), bounds({ min: minimum, max, decimals: places })] };
}
