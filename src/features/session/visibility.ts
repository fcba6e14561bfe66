import { accountKindOf, type AccountKind } from '../../lib/loginid';

/** Who is looking: what show/hide rules are decided on. */
export interface Viewer {
  loggedIn: boolean;
  kind: AccountKind | undefined;
  /** The account's landing company shortcode (costarica, malta, iom, maltainvest, ...). */
  landingCompany: string | undefined;
  residence: string | undefined;
}

/**
 * When an element shows (trading-core §6). `login` and `account` follow the session; `companies` is
 * the data-show rule: comma-separated landing company shortcodes (or `eu`) to show for, or the same
 * each prefixed with `-` to hide for. Names may not be empty and includes and excludes may not mix.
 */
export interface VisibilityRule {
  login?: 'in' | 'out';
  account?: 'real' | 'virtual';
  companies?: string;
}

const EU_COMPANIES = new Set(['maltainvest', 'malta', 'iom']);

/** EU status: landing company maltainvest, malta or iom, or residence mt (trading-core §6). */
export function isEu(viewer: Pick<Viewer, 'landingCompany' | 'residence'>): boolean {
  return (viewer.landingCompany !== undefined && EU_COMPANIES.has(viewer.landingCompany)) || viewer.residence === 'mt';
}

export function parseCompanyRule(rule: string): { include: boolean; names: string[] } {
  const parts = rule.split(',').map((part) => part.trim());
  if (parts.some((part) => part === '' || part === '-')) throw new Error(`data-show "${rule}": empty name`);
  const excludes = parts.filter((part) => part.startsWith('-'));
  if (excludes.length > 0 && excludes.length < parts.length) {
    throw new Error(`data-show "${rule}": includes and excludes mixed`);
  }
  return { include: excludes.length === 0, names: parts.map((part) => part.replace(/^-/, '')) };
}

function matchesCompanies(rule: string, viewer: Viewer): boolean {
  const { include, names } = parseCompanyRule(rule);
  const matched = names.some((name) => (name === 'eu' ? isEu(viewer) : name === viewer.landingCompany));
  return include ? matched : !matched;
}

export function isVisible(rule: VisibilityRule, viewer: Viewer): boolean {
  if (rule.login === 'in' && !viewer.loggedIn) return false;
  if (rule.login === 'out' && viewer.loggedIn) return false;
  if (rule.account && (!viewer.loggedIn || (viewer.kind === 'virtual') !== (rule.account === 'virtual'))) return false;
  return rule.companies === undefined || matchesCompanies(rule.companies, viewer);
}

/** The viewer of a session's authorize answer (or a visitor without one). */
export function viewerOf(
  account: { loginid: string; landing_company_name: string; country: string } | undefined,
): Viewer {
  if (!account) return { loggedIn: false, kind: undefined, landingCompany: undefined, residence: undefined };
  return {
    loggedIn: true,
    kind: accountKindOf(account.loginid),
    landingCompany: account.landing_company_name,
    residence: account.country,
  };
}
