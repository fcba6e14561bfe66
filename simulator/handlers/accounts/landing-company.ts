import type { LandingCompanyDetailsResponse, LandingCompanyResponse } from '../../../schemas/generated/types';
import { countryNamed, type Country } from '../../domain/accounts/countries';
import {
  landingCompanyNamed,
  landingCompanyOf,
  type LandingCompany,
  type LandingCompanyCode,
} from '../../domain/accounts/landing-companies';
import { companyInWorld, type LandingCompanyOverrides } from '../../domain/accounts/landing-company-overrides';
import { currencyNamed, totalIn } from '../../domain/ledger/money';
import { stakingTablesWith } from '../../domain/limit-overrides';
import { stakingLimits, type StakingLimitTables } from '../../domain/pricing/staking-limits';
import { ApiError } from '../../protocol/api-error';
import type { HandlerTable } from '../handler';

type CompanyDetails = LandingCompanyDetailsResponse['landing_company_details'];

/**
 * Stake and payout bounds per market, as proposal checks up/down contracts in this world (its limit
 * overrides included), converted from USD to each currency the company offers.
 */
function currencyConfig(
  company: LandingCompany,
  tables: StakingLimitTables,
): NonNullable<CompanyDetails['currency_config']> {
  const usd = currencyNamed('USD')!;
  const limitsIn = (market: string) =>
    Object.fromEntries(
      company.legalAllowedCurrencies.flatMap((code) => {
        const currency = currencyNamed(code);
        if (!currency) return [];
        const convert = (amount: number) => totalIn([{ amount, currency: usd }], currency);
        const subject = { market, category: 'callput' as const, currency: code, landingCompany: company.shortcode };
        const { minStake, maxPayout } = stakingLimits(subject, tables);
        return [[code, { max_payout: convert(maxPayout), min_stake: convert(minStake) }]];
      }),
    );
  return Object.fromEntries(company.legalAllowedMarkets.map((market) => [market, limitsIn(market)]));
}

function companyDetails(company: LandingCompany, tables: StakingLimitTables, country?: Country): CompanyDetails {
  const { requirements } = company;
  const details: CompanyDetails = {
    address: company.address,
    changeable_fields: company.changeableFields,
    country: company.country,
    currency_config: currencyConfig(company, tables),
    has_reality_check: company.hasRealityCheck ? 1 : 0,
    legal_allowed_contract_categories: company.legalAllowedContractCategories,
    legal_allowed_currencies: company.legalAllowedCurrencies,
    legal_allowed_markets: company.legalAllowedMarkets,
    legal_default_currency: company.legalDefaultCurrency,
    name: company.name,
    requirements: {
      signup: requirements.signup,
      withdrawal: requirements.withdrawal,
      ...(requirements.afterFirstDeposit && {
        after_first_deposit: { financial_assessment: requirements.afterFirstDeposit },
      }),
      ...(requirements.taxInformation && { compliance: { tax_information: requirements.taxInformation } }),
    },
    shortcode: company.shortcode,
    support_professional_client: company.supportProfessionalClient ? 1 : 0,
  };
  if (country) details.tin_not_mandatory = country.tinFormat ? 0 : 1;
  return details;
}

function unknownLandingCompany(): ApiError {
  return new ApiError('UnknownLandingCompany', 'Unknown landing company.');
}

function landingCompanyFor(
  country: Country,
  tables: StakingLimitTables,
  overrides: LandingCompanyOverrides,
): LandingCompanyResponse['landing_company'] {
  const { gamingCompany, financialCompany } = country;
  const details = (code: LandingCompanyCode) =>
    companyDetails(companyInWorld(landingCompanyOf(code), overrides), tables, country);
  const gaming = gamingCompany ? details(gamingCompany) : null;
  const financial = financialCompany ? details(financialCompany) : null;
  return {
    address_parseable: 1,
    all_company: gamingCompany === 'svg' && financialCompany === 'svg' ? 'svg' : 'none',
    config: country.tinFormat ? { tax_details_required: 1, tin_format: country.tinFormat } : {},
    financial_company: financial,
    gaming_company: gaming,
    id: country.code,
    lc_to_open_mf_account: financialCompany === 'maltainvest' ? 'maltainvest' : '',
    minimum_age: 18,
    mt_financial_company: null,
    mt_gaming_company: null,
    name: country.name,
    need_set_max_turnover_limit: country.ukgc ? 1 : 0,
    no_province: country.states ? 0 : 1,
    require_address_postcode: country.requirePostcode ? 1 : 0,
    virtual_company: 'virtual',
  };
}

export const landingCompanyHandlers: HandlerTable = {
  landing_company: {
    handle: ({ request, world }) => {
      const country = countryNamed(String(request.landing_company));
      if (!country) throw unknownLandingCompany();
      const tables = stakingTablesWith(world.state.limits);
      return { landing_company: landingCompanyFor(country, tables, world.state.landing_companies) };
    },
  },
  landing_company_details: {
    handle: ({ request, world }) => {
      const { landing_company_details, country } = request;
      const company = landingCompanyNamed(landing_company_details);
      if (!company) throw unknownLandingCompany();
      const residence = country === undefined ? undefined : countryNamed(country);
      const tables = stakingTablesWith(world.state.limits);
      const inWorld = companyInWorld(company, world.state.landing_companies);
      return { landing_company_details: companyDetails(inWorld, tables, residence) };
    },
  },
};
