import { DEFAULT_PAGE } from '../session';

/** What decides where a client goes once the account's currency is set. */
export interface CurrencySetFacts {
  /** The page the client was sent from (an existing account); a new account has none. */
  returnTo: string | undefined;
  /** The account's landing company shortcode. */
  landingCompany: string;
  /** get_account_status lists `authenticated`. */
  authenticated: boolean;
  /** Whether the app has a page (its path under /{lang}/, without .html). */
  hasPage: (page: string) => boolean;
}

const AUTHENTICATE_PAGE = 'user/authenticate';
const CASHIER_PAGE = 'cashier';

/** The page a new account goes on to, if any (none for an Isle of Man account). */
function newAccountPage({ landingCompany, authenticated }: CurrencySetFacts): string | undefined {
  if (landingCompany === 'maltainvest' && !authenticated) return AUTHENTICATE_PAGE;
  return landingCompany === 'iom' ? undefined : CASHIER_PAGE;
}

/**
 * Where set-currency sends a client (accounts-and-money §4 "Currency"): an existing account back
 * to the page it came from; a new financial account that is not authenticated to the authenticate
 * page; any other new account to the cashier, except an Isle of Man one. The Isle of Man case, and a
 * page the app does not have yet, go to the default page.
 */
export function currencySetDestination(facts: CurrencySetFacts, lang: string): string {
  if (facts.returnTo) return facts.returnTo;
  const page = newAccountPage(facts);
  return `/${lang}/${page && facts.hasPage(page) ? `${page}.html` : DEFAULT_PAGE}`;
}
