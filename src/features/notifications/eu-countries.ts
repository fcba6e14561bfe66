/** Countries whose visitors get the EU notices (cookie consent, regulatory text): the EU and EEA, and the UK. */
const EU_COUNTRIES: ReadonlySet<string> = new Set([
  'at',
  'be',
  'bg',
  'cy',
  'cz',
  'de',
  'dk',
  'ee',
  'es',
  'fi',
  'fr',
  'gb',
  'gr',
  'hr',
  'hu',
  'ie',
  'is',
  'it',
  'li',
  'lt',
  'lu',
  'lv',
  'mt',
  'nl',
  'no',
  'pl',
  'pt',
  'ro',
  'se',
  'si',
  'sk',
]);

/** Whether a country (a code, any case) is one of them; the EU-country clients of accounts-and-money §6. */
export function isEuCountry(country: string | undefined): boolean {
  return country !== undefined && EU_COUNTRIES.has(country.toLowerCase());
}
