import type { Mt5NewAccountRequest } from '../../../schemas/generated/types';
import { localize } from '../../lib/localize';

/** Whether a new MT5 account holds play money or real money (step 1 of the new-account flow). */
export type Mt5Money = 'demo' | 'real';

/** The kinds of MT5 account: synthetic indices, standard (financial) and advanced (financial_stp). */
export type Mt5Kind = 'volatility' | 'standard' | 'advanced';

export const MT5_KINDS: readonly Mt5Kind[] = ['volatility', 'standard', 'advanced'];

/** Real kinds each landing company offers; demo accounts of every kind are open to all. */
const REAL_KINDS: Readonly<Record<string, readonly Mt5Kind[]>> = {
  svg: MT5_KINDS,
  costarica: MT5_KINDS,
  malta: ['volatility'],
  maltainvest: ['standard', 'advanced'],
};

/** Companies whose clients trade financial MT5 accounts under EU rules (leverage 30 on standard). */
const EU_FINANCIAL_COMPANIES: readonly string[] = ['maltainvest'];

/** accounts-and-money §9: standard 1000, advanced 100, volatility 500; EU financial standard 30. */
export function mt5Leverage(kind: Mt5Kind, landingCompany: string): number {
  if (kind === 'volatility') return 500;
  if (kind === 'advanced') return 100;
  return EU_FINANCIAL_COMPANIES.includes(landingCompany) ? 30 : 1000;
}

export function kindsOffered(money: Mt5Money, landingCompany: string): readonly Mt5Kind[] {
  return money === 'demo' ? MT5_KINDS : (REAL_KINDS[landingCompany] ?? []);
}

export function kindTitle(kind: Mt5Kind): string {
  if (kind === 'volatility') return localize('Volatility Indices');
  return kind === 'standard' ? localize('Standard') : localize('Advanced');
}

/** What mt5_new_account is told of the account's kind. */
export function kindRequest(
  money: Mt5Money,
  kind: Mt5Kind,
): Pick<Mt5NewAccountRequest, 'account_type' | 'mt5_account_type'> {
  if (kind === 'volatility') return { account_type: money === 'demo' ? 'demo' : 'gaming' };
  const mt5_account_type = kind === 'standard' ? 'financial' : 'financial_stp';
  return { account_type: money === 'demo' ? 'demo' : 'financial', mt5_account_type };
}

/** Spain's regulator (CNMV) wants its warning shown before a demo financial account is opened. */
export function needsCnmvWarning(money: Mt5Money, kind: Mt5Kind, residence: string): boolean {
  return residence === 'es' && money === 'demo' && kind !== 'volatility';
}
