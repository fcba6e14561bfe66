import type { AuthorizeResponse } from '../../schemas/generated/types';
import { localize } from './localize';

type Authorized = AuthorizeResponse['authorize'];

/** Companies a client upgrades to, in the order tried; svg is today's name of costarica. */
const UPGRADE_ORDER = ['costarica', 'svg', 'iom', 'malta', 'maltainvest'] as const;
/** Residents of these countries are not offered an upgrade. */
const NO_UPGRADE_COUNTRIES = ['py', 'ae'];

/**
 * The kind of account an upgrade opens, the landing company it is opened with, and the path (under
 * /{lang}/, without .html) of its form.
 */
export type UpgradeTarget = { kind: 'real' | 'financial'; company: string; page: string };

/**
 * Where a client upgrades (accounts-and-money §4 "Account kinds"): allowed when authorize lists
 * upgradeable companies and the residence is not py or ae; the first company of costarica (svg),
 * iom, malta, maltainvest that is offered and not the current one. maltainvest opens a financial
 * account, the others a real one.
 */
export function upgradeTarget(account: Authorized): UpgradeTarget | undefined {
  if (NO_UPGRADE_COUNTRIES.includes(account.country)) return undefined;
  const offered = account.upgradeable_landing_companies;
  const company = UPGRADE_ORDER.find((code) => code !== account.landing_company_name && offered.includes(code));
  if (!company) return undefined;
  return company === 'maltainvest'
    ? { kind: 'financial', company, page: 'new_account/maltainvestws' }
    : { kind: 'real', company, page: 'new_account/realws' };
}

/** The client also holds a real-money account: the welcome page is not for them. */
export function hasRealAccount(account: Authorized): boolean {
  return account.account_list.some((entry) => entry.is_virtual !== 1);
}

/** The words of the upgrade button and menu item. */
export function upgradeLabel(target: UpgradeTarget): string {
  return target.kind === 'financial'
    ? localize('Upgrade to a Financial Account')
    : localize('Upgrade to a Real Account');
}
