/** The legal entities accounts are opened with, and what each allows. */

export type LandingCompanyCode = 'svg' | 'virtual' | 'malta' | 'maltainvest' | 'iom';

export interface LandingCompany {
  shortcode: LandingCompanyCode;
  name: string;
  /** The loginid prefix of its accounts. */
  broker: string;
  country: string;
  address: string[] | null;
  legalAllowedCurrencies: string[];
  legalDefaultCurrency: string;
  legalAllowedMarkets: string[];
  legalAllowedContractCategories: string[];
  hasRealityCheck: boolean;
  supportProfessionalClient: boolean;
  /** Condition -> profile fields that condition lets change (e.g. only_before_auth). */
  changeableFields: Record<string, string[]>;
  requirements: {
    signup: string[];
    withdrawal: string[];
    afterFirstDeposit?: string[];
    taxInformation?: string[];
  };
  /** Several accounts (one per currency) may be opened with it. */
  multipleAccounts: boolean;
  /** Proof of identity and address are needed before the account is fully usable. */
  requiresAuthentication: boolean;
}

/** Every market a landing company may be licensed for. */
export const LEGAL_MARKETS: readonly string[] = [
  'commodities',
  'cryptocurrency',
  'forex',
  'indices',
  'synthetic_index',
];
const BINARY_CATEGORIES = [
  'asian',
  'callput',
  'callputequal',
  'digits',
  'endsinout',
  'highlowticks',
  'lookback',
  'multiplier',
  'reset',
  'runs',
  'staysinout',
  'touchnotouch',
];
const SIGNUP = ['first_name', 'last_name', 'residence', 'date_of_birth'];
const WITHDRAWAL = ['address_city', 'address_line_1'];
/** The European companies also ask for a secret question and its answer (accounts-and-money §5). */
const EU_SIGNUP = [
  ...SIGNUP,
  'address_line_1',
  'address_city',
  'phone',
  'citizen',
  'account_opening_reason',
  'secret_question',
  'secret_answer',
];
const MALTA_ADDRESS = ['W Business Centre', 'Level 3', 'Triq Dun Karm', 'Birkirkara BKR 9033', 'Malta'];

const LANDING_COMPANIES: Readonly<Record<LandingCompanyCode, LandingCompany>> = {
  svg: {
    shortcode: 'svg',
    name: 'Deriv (SVG) LLC',
    broker: 'CR',
    country: 'Saint Vincent and the Grenadines',
    address: null,
    legalAllowedCurrencies: ['AUD', 'BCH', 'BTC', 'ETH', 'EUR', 'GBP', 'LTC', 'USD', 'UST'],
    legalDefaultCurrency: 'USD',
    legalAllowedMarkets: [...LEGAL_MARKETS],
    legalAllowedContractCategories: BINARY_CATEGORIES,
    hasRealityCheck: false,
    supportProfessionalClient: false,
    changeableFields: {
      only_before_auth: [
        'salutation',
        'first_name',
        'last_name',
        'date_of_birth',
        'citizen',
        'account_opening_reason',
        'place_of_birth',
        'tax_residence',
        'tax_identification_number',
      ],
    },
    requirements: { signup: SIGNUP, withdrawal: WITHDRAWAL, afterFirstDeposit: ['financial_information'] },
    multipleAccounts: true,
    requiresAuthentication: false,
  },
  virtual: {
    shortcode: 'virtual',
    name: 'Deriv Limited',
    broker: 'VRTC',
    country: 'Malta',
    address: MALTA_ADDRESS,
    legalAllowedCurrencies: ['USD'],
    legalDefaultCurrency: 'USD',
    legalAllowedMarkets: [...LEGAL_MARKETS],
    legalAllowedContractCategories: BINARY_CATEGORIES,
    hasRealityCheck: false,
    supportProfessionalClient: false,
    changeableFields: {},
    requirements: { signup: [], withdrawal: [] },
    multipleAccounts: false,
    requiresAuthentication: false,
  },
  malta: {
    shortcode: 'malta',
    name: 'Deriv (Europe) Limited',
    broker: 'MLT',
    country: 'Malta',
    address: MALTA_ADDRESS,
    legalAllowedCurrencies: ['EUR', 'GBP', 'USD'],
    legalDefaultCurrency: 'EUR',
    legalAllowedMarkets: ['synthetic_index'],
    legalAllowedContractCategories: ['callput', 'digits', 'touchnotouch', 'endsinout', 'staysinout'],
    hasRealityCheck: true,
    supportProfessionalClient: false,
    changeableFields: {},
    requirements: { signup: EU_SIGNUP, withdrawal: WITHDRAWAL, afterFirstDeposit: ['financial_information'] },
    multipleAccounts: false,
    requiresAuthentication: true,
  },
  maltainvest: {
    shortcode: 'maltainvest',
    name: 'Deriv Investments (Europe) Limited',
    broker: 'MF',
    country: 'Malta',
    address: MALTA_ADDRESS,
    legalAllowedCurrencies: ['EUR', 'GBP', 'USD'],
    legalDefaultCurrency: 'EUR',
    legalAllowedMarkets: [...LEGAL_MARKETS],
    legalAllowedContractCategories: ['multiplier', 'vanilla'],
    hasRealityCheck: true,
    supportProfessionalClient: true,
    changeableFields: { personal_details_not_locked: ['first_name', 'last_name', 'date_of_birth', 'salutation'] },
    requirements: {
      signup: EU_SIGNUP,
      withdrawal: WITHDRAWAL,
      afterFirstDeposit: ['financial_information', 'trading_experience'],
      taxInformation: ['tax_residence', 'tax_identification_number'],
    },
    multipleAccounts: false,
    requiresAuthentication: true,
  },
  iom: {
    shortcode: 'iom',
    name: 'Deriv (MX) Ltd',
    broker: 'MX',
    country: 'Isle of Man',
    address: ['Millennium House', 'Level 1 - Victoria Road', 'Douglas IM2 4RW', 'Isle of Man', 'British Isles'],
    legalAllowedCurrencies: ['GBP', 'USD'],
    legalDefaultCurrency: 'GBP',
    legalAllowedMarkets: ['synthetic_index'],
    legalAllowedContractCategories: ['callput', 'digits', 'touchnotouch', 'endsinout', 'staysinout'],
    hasRealityCheck: true,
    supportProfessionalClient: false,
    changeableFields: {},
    requirements: { signup: EU_SIGNUP, withdrawal: WITHDRAWAL, afterFirstDeposit: ['financial_information'] },
    multipleAccounts: false,
    requiresAuthentication: true,
  },
};

/** The platform's older name for svg, still accepted where a landing company is named. */
const ALIASES: Readonly<Record<string, LandingCompanyCode>> = { costarica: 'svg' };

export function landingCompanyNamed(name: string): LandingCompany | undefined {
  const code = ALIASES[name] ?? name;
  return Object.hasOwn(LANDING_COMPANIES, code) ? LANDING_COMPANIES[code as LandingCompanyCode] : undefined;
}

export function landingCompanyOf(code: LandingCompanyCode): LandingCompany {
  return LANDING_COMPANIES[code];
}
