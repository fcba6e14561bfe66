import type { LandingCompany, LandingCompanyCode } from './landing-companies';

/**
 * What a world changes of one landing company (fixture field `landing_companies`, control route
 * `PUT /worlds/:world/landing-companies/:shortcode`): its legally allowed markets, e.g. none with forex.
 */
export interface LandingCompanyOverride {
  legal_allowed_markets?: string[];
}

export type LandingCompanyOverrides = Partial<Record<LandingCompanyCode, LandingCompanyOverride>>;

/** Replaces a company's override; an empty one hands it back to the platform's. */
export type LandingCompanyChange = {
  type: 'landing_company_set';
  shortcode: LandingCompanyCode;
  override: LandingCompanyOverride;
};

export function applyLandingCompanyChange(overrides: LandingCompanyOverrides, change: LandingCompanyChange): void {
  if (Object.keys(change.override).length === 0) delete overrides[change.shortcode];
  else overrides[change.shortcode] = change.override;
}

/** The company as this world has it. */
export function companyInWorld(company: LandingCompany, overrides: LandingCompanyOverrides): LandingCompany {
  const markets = overrides[company.shortcode]?.legal_allowed_markets;
  return markets ? { ...company, legalAllowedMarkets: [...markets] } : company;
}
