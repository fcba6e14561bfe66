import { isEuCountry } from './eu-countries';

/** What the regulatory notices are decided on: where the platform sees the visitor from, and their account. */
export interface RegulatoryViewer {
  /** website_status `clients_country`: the country the visitor's connection comes from. */
  clientsCountry: string | undefined;
  /** The logged-in account's landing company shortcode; undefined for a visitor. */
  landingCompany: string | undefined;
  /** The logged-in client's country of residence; undefined for a visitor. */
  residence: string | undefined;
}

/**
 * EU visitors and maltainvest clients see the regulatory footer text, the MFSA message, the cookie
 * consent and the question before a third-party site (accounts-and-money §6).
 */
export function seesEuNotices(viewer: RegulatoryViewer): boolean {
  return isEuCountry(viewer.clientsCountry) || viewer.landingCompany === 'maltainvest';
}

const GAMSTOP_COMPANIES: ReadonlySet<string> = new Set(['iom', 'malta']);

/** GB residents with an iom or malta account see the gamstop notice (accounts-and-money §6). */
export function seesGamstopNotice(viewer: RegulatoryViewer): boolean {
  return (
    viewer.residence?.toLowerCase() === 'gb' &&
    viewer.landingCompany !== undefined &&
    GAMSTOP_COMPANIES.has(viewer.landingCompany)
  );
}
