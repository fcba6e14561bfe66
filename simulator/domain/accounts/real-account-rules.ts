import { countryNamed } from './countries';
import { landingCompanyOf, type LandingCompanyCode } from './landing-companies';
import type { PersonalSettings } from './model';

/** The youngest a client may be, in whole years, to open a real account. */
const MINIMUM_AGE_YEARS = 18;

/** Which company a new real (gaming) or financial account of the user's residence goes to. */
export type AccountKind = 'gaming' | 'financial';

/** A date of birth written YYYY-MM-DD, in epoch seconds (midnight UTC); undefined when the day does not exist. */
export function birthDateEpoch(text: string): number | undefined {
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  const epoch = Date.UTC(year, month - 1, day) / 1000;
  return new Date(epoch * 1000).getUTCDate() === day ? epoch : undefined;
}

/** Whether someone born at `birthEpoch` has reached the minimum age on the UTC day of `nowEpoch`. */
export function isOfAge(birthEpoch: number, nowEpoch: number): boolean {
  const now = new Date(nowEpoch * 1000);
  const adultBornBy = Date.UTC(now.getUTCFullYear() - MINIMUM_AGE_YEARS, now.getUTCMonth(), now.getUTCDate()) / 1000;
  return birthEpoch <= adultBornBy;
}

/**
 * The company a new account of this kind goes to for a resident of `residence`; undefined where none
 * may be opened (unknown or restricted country, no company of that kind, a financial company other than
 * maltainvest).
 */
export function openingCompany(residence: string, kind: AccountKind): LandingCompanyCode | undefined {
  const country = countryNamed(residence);
  const code = kind === 'gaming' ? country?.gamingCompany : country?.financialCompany;
  if (!country || country.restricted || !code || (kind === 'financial' && code !== 'maltainvest')) return undefined;
  return code;
}

/**
 * The details the company needs that neither the request nor the user's known settings give: its
 * sign-up fields, the postcode where the residence requires one, and its tax information.
 */
export function missingOpeningDetails(
  code: LandingCompanyCode,
  residence: string,
  request: Readonly<Record<string, unknown>>,
  settings: PersonalSettings,
): string[] {
  const company = landingCompanyOf(code);
  const postcode = countryNamed(residence)?.requirePostcode ? ['address_postcode'] : [];
  const required = [...company.requirements.signup, ...postcode, ...(company.requirements.taxInformation ?? [])];
  const known = (field: string) =>
    field === 'residence' ? residence !== '' : request[field] !== undefined || Boolean(settings[field]);
  return required.filter((field) => !known(field));
}
