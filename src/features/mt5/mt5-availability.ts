/** Residences where MT5 is not offered (France is excluded from CFDs). */
const MT5_BARRED_COUNTRIES: readonly string[] = ['fr', 'my'];
/** Landing companies whose clients get no MT5 account. */
const NO_MT5_COMPANIES: readonly string[] = ['iom'];

/**
 * Whether the client's jurisdiction offers MT5 at all (accounts-and-money "EU": 'Sorry, this
 * feature is not available in your jurisdiction.'), by landing company and residence.
 */
export function mt5Offered(landingCompany: string, residence: string): boolean {
  return !NO_MT5_COMPANIES.includes(landingCompany) && !MT5_BARRED_COUNTRIES.includes(residence);
}
