import type { LandingCompanyCode } from '../accounts/landing-companies';
import type { Mt5FinancialType } from './model';

/** What MT5 offers a client: account kinds by landing company, their leverage and groups (accounts-and-money §9). */

/** Countries where MT5 is not offered (France is excluded from CFDs). */
const MT5_BARRED_COUNTRIES: readonly string[] = ['fr', 'my'];
/** Landing companies whose clients get no MT5 account. */
const NO_MT5: readonly LandingCompanyCode[] = ['iom'];

export type Mt5Kind = 'gaming' | Mt5FinancialType;

/** Kinds of real MT5 account each landing company's clients may open. */
const REAL_KINDS: Record<LandingCompanyCode, Mt5Kind[]> = {
  svg: ['gaming', 'financial', 'financial_stp'],
  malta: ['gaming'],
  maltainvest: ['financial', 'financial_stp'],
  iom: [],
  virtual: [],
};

/** Maximum leverage: volatility (gaming) 500, standard 1000, advanced 100; EU financial standard 30. */
export function maxLeverage(kind: Mt5Kind, company: LandingCompanyCode): number {
  if (kind === 'gaming') return 500;
  if (kind === 'financial_stp') return 100;
  return company === 'maltainvest' ? 30 : 1000;
}

export function mt5Offered(company: LandingCompanyCode, residence: string): boolean {
  return !NO_MT5.includes(company) && !MT5_BARRED_COUNTRIES.includes(residence);
}

/** Whether a real account of this kind may be opened by a client of `company`. */
export function realKindOffered(company: LandingCompanyCode, kind: Mt5Kind): boolean {
  return REAL_KINDS[company].includes(kind);
}

/** The landing company an account is grouped under: the client's, svg for a virtual client's demo. */
export function groupCompany(company: LandingCompanyCode): LandingCompanyCode {
  return company === 'virtual' ? 'svg' : company;
}

const KIND_SUFFIX: Record<Mt5Kind, string> = { gaming: '', financial: '_standard', financial_stp: '_advanced' };

/** The MT5 group, e.g. demo\svg_standard or real\malta. */
export function mt5Group(isDemo: boolean, company: LandingCompanyCode, kind: Mt5Kind): string {
  return `${isDemo ? 'demo' : 'real'}\\${groupCompany(company)}${KIND_SUFFIX[kind]}`;
}

/** The group of a MAM account (one run by a money manager), e.g. real\mamm\svg_standard. */
export function mammGroup(group: string): string {
  return group.replace('\\', '\\mamm\\');
}

/** MAM accounts are real financial ones: a money manager trades CFDs for the client. */
export function mammOffered(isDemo: boolean, kind: Mt5Kind): boolean {
  return !isDemo && kind !== 'gaming';
}

/** Currencies an MT5 account can hold. */
export const MT5_CURRENCIES: readonly string[] = ['USD', 'EUR', 'GBP'];

/** MT5 deposits and withdrawals: at most 20000 USD (converted by exchange rate), at least 1 USD. */
export const MT5_TRANSFER_LIMITS_USD = { min: 1, max: 20_000 } as const;

/** A demo account starts with, and is topped up by, 10000 of its currency while at 1000 or less. */
export const MT5_DEMO_TOP_UP = { amount: 10_000, threshold: 1_000 } as const;
