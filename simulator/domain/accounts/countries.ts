import type { LandingCompanyCode } from './landing-companies';

/** A country of residence and which landing companies serve it. */
export interface Country {
  code: string;
  name: string;
  /** Dialling code without the plus sign. */
  phoneIdd: string;
  localCurrency: string;
  /** Company for synthetic indices; none where the platform does not offer them. */
  gamingCompany?: LandingCompanyCode;
  /** Company for financial markets. */
  financialCompany?: LandingCompanyCode;
  /** Accounts cannot be opened by residents. */
  restricted?: boolean;
  requirePostcode?: boolean;
  /**
   * UK Gambling Commission rules for gaming accounts: the client must set a 30-day turnover limit
   * before the cashier opens, and sees the self-exclusion (gamstop) notice.
   */
  ukgc?: boolean;
  /** Patterns a tax identification number must match. */
  tinFormat?: string[];
  states?: { value: string; text: string }[];
}

const EU = { gamingCompany: 'malta', financialCompany: 'maltainvest' } as const;
const SVG = { gamingCompany: 'svg', financialCompany: 'svg' } as const;

export const COUNTRIES: readonly Country[] = [
  { code: 'ae', name: 'United Arab Emirates', phoneIdd: '971', localCurrency: 'AED', ...SVG },
  { code: 'at', name: 'Austria', phoneIdd: '43', localCurrency: 'EUR', ...EU },
  {
    code: 'au',
    name: 'Australia',
    phoneIdd: '61',
    localCurrency: 'AUD',
    ...SVG,
    tinFormat: ['^\\d{8,9}$'],
    states: [
      { value: 'NSW', text: 'New South Wales' },
      { value: 'QLD', text: 'Queensland' },
      { value: 'VIC', text: 'Victoria' },
      { value: 'WA', text: 'Western Australia' },
    ],
  },
  { code: 'br', name: 'Brazil', phoneIdd: '55', localCurrency: 'BRL', ...SVG, tinFormat: ['^\\d{11}$'] },
  { code: 'ca', name: 'Canada', phoneIdd: '1', localCurrency: 'CAD', restricted: true },
  {
    code: 'de',
    name: 'Germany',
    phoneIdd: '49',
    localCurrency: 'EUR',
    ...EU,
    tinFormat: ['^\\d{11}$'],
    states: [
      { value: 'BE', text: 'Berlin' },
      { value: 'BY', text: 'Bayern' },
      { value: 'HH', text: 'Hamburg' },
      { value: 'NW', text: 'Nordrhein-Westfalen' },
    ],
  },
  { code: 'es', name: 'Spain', phoneIdd: '34', localCurrency: 'EUR', ...EU },
  { code: 'fr', name: 'France', phoneIdd: '33', localCurrency: 'EUR', ...EU },
  {
    code: 'gb',
    name: 'United Kingdom',
    phoneIdd: '44',
    localCurrency: 'GBP',
    gamingCompany: 'iom',
    financialCompany: 'maltainvest',
    requirePostcode: true,
    ukgc: true,
  },
  {
    code: 'id',
    name: 'Indonesia',
    phoneIdd: '62',
    localCurrency: 'IDR',
    ...SVG,
    tinFormat: ['^\\d{15}$'],
    states: [
      { value: 'AC', text: 'Aceh' },
      { value: 'BA', text: 'Bali' },
      { value: 'BT', text: 'Banten' },
      { value: 'JK', text: 'DKI Jakarta' },
      { value: 'JB', text: 'Jawa Barat' },
      { value: 'JT', text: 'Jawa Tengah' },
      { value: 'JI', text: 'Jawa Timur' },
      { value: 'SU', text: 'Sumatera Utara' },
      { value: 'YO', text: 'Yogyakarta' },
    ],
  },
  { code: 'ie', name: 'Ireland', phoneIdd: '353', localCurrency: 'EUR', ...EU },
  { code: 'in', name: 'India', phoneIdd: '91', localCurrency: 'INR', ...SVG },
  { code: 'it', name: 'Italy', phoneIdd: '39', localCurrency: 'EUR', ...EU },
  { code: 'mt', name: 'Malta', phoneIdd: '356', localCurrency: 'EUR', ...EU },
  {
    code: 'my',
    name: 'Malaysia',
    phoneIdd: '60',
    localCurrency: 'MYR',
    ...SVG,
    states: [
      { value: 'JHR', text: 'Johor' },
      { value: 'KUL', text: 'Kuala Lumpur' },
      { value: 'PNG', text: 'Pulau Pinang' },
      { value: 'SGR', text: 'Selangor' },
    ],
  },
  { code: 'ng', name: 'Nigeria', phoneIdd: '234', localCurrency: 'NGN', ...SVG },
  { code: 'nl', name: 'Netherlands', phoneIdd: '31', localCurrency: 'EUR', ...EU },
  { code: 'pl', name: 'Poland', phoneIdd: '48', localCurrency: 'PLN', ...EU },
  { code: 'pt', name: 'Portugal', phoneIdd: '351', localCurrency: 'EUR', ...EU },
  { code: 'py', name: 'Paraguay', phoneIdd: '595', localCurrency: 'PYG', ...SVG },
  { code: 'th', name: 'Thailand', phoneIdd: '66', localCurrency: 'THB', ...SVG },
  {
    code: 'us',
    name: 'United States',
    phoneIdd: '1',
    localCurrency: 'USD',
    restricted: true,
    states: [
      { value: 'CA', text: 'California' },
      { value: 'NY', text: 'New York' },
      { value: 'TX', text: 'Texas' },
    ],
  },
  { code: 'vn', name: 'Vietnam', phoneIdd: '84', localCurrency: 'VND', ...SVG },
  { code: 'za', name: 'South Africa', phoneIdd: '27', localCurrency: 'ZAR', ...SVG },
];

/**
 * A country's name in the connection's language (`l`: EN, DE, ZH_CN, ...): the platform's English name,
 * or the language's own name for the region where the runtime's locale data has one.
 */
export function countryNameIn(country: Country, language: string): string {
  if (language === 'EN') return country.name;
  try {
    const names = new Intl.DisplayNames([language.replace('_', '-').toLowerCase()], {
      type: 'region',
      fallback: 'none',
    });
    return names.of(country.code.toUpperCase()) ?? country.name;
  } catch {
    return country.name;
  }
}

export function countryNamed(code: string): Country | undefined {
  return COUNTRIES.find((country) => country.code === code.toLowerCase());
}

/** The landing companies that serve residents of a country, gaming first, without repeats. */
export function companiesFor(country: Country | undefined): LandingCompanyCode[] {
  if (!country) return [];
  return [...new Set([country.gamingCompany, country.financialCompany].filter((lc) => lc !== undefined))];
}
