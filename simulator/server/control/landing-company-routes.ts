import { landingCompanyNamed, LEGAL_MARKETS, type LandingCompany } from '../../domain/accounts/landing-companies';
import { companyInWorld, type LandingCompanyOverride } from '../../domain/accounts/landing-company-overrides';
import { BodyReader } from './body';
import { ControlError, paramOf, worldOf, type ControlRequest, type ControlRoute } from './route';
import type { LandingCompanyReply } from './types';

function companyOf(request: ControlRequest): LandingCompany {
  const shortcode = paramOf(request, 'shortcode');
  const company = landingCompanyNamed(shortcode);
  if (!company) throw new ControlError(404, 'UnknownLandingCompany', `no landing company "${shortcode}"`);
  return company;
}

function overrideFrom(body: unknown): LandingCompanyOverride {
  const reader = new BodyReader(body).only('legal_allowed_markets');
  if (!reader.has('legal_allowed_markets')) return {};
  const markets = reader.fields.legal_allowed_markets;
  if (!Array.isArray(markets) || markets.some((market) => !LEGAL_MARKETS.includes(market as string)))
    throw new ControlError(
      400,
      'InvalidBody',
      `"legal_allowed_markets" must be a list of markets among ${LEGAL_MARKETS.join(', ')}`,
    );
  return { legal_allowed_markets: [...new Set(markets as string[])] };
}

function replyOf(request: ControlRequest, company: LandingCompany): LandingCompanyReply {
  const inWorld = companyInWorld(company, worldOf(request).state.landing_companies);
  return { shortcode: company.shortcode, legal_allowed_markets: inWorld.legalAllowedMarkets };
}

/**
 * A landing company as this world has it. PUT replaces the world's override of the company (`{}`
 * hands it back to the platform's); landing_company(_details), the symbols and contracts offered to
 * its accounts, and get_limits follow at once.
 */
export const landingCompanyRoutes: ControlRoute[] = [
  {
    method: 'GET',
    path: '/worlds/:world/landing-companies/:shortcode',
    handle: (request) => replyOf(request, companyOf(request)),
  },
  {
    method: 'PUT',
    path: '/worlds/:world/landing-companies/:shortcode',
    handle: (request) => {
      const world = worldOf(request);
      const company = companyOf(request);
      world.commit({ type: 'landing_company_set', shortcode: company.shortcode, override: overrideFrom(request.body) });
      return replyOf(request, company);
    },
  },
];
