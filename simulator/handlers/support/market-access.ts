import { landingCompanyNamed, type LandingCompany } from '../../domain/accounts/landing-companies';
import { companyInWorld } from '../../domain/accounts/landing-company-overrides';
import { MULTI_BARRIER_CATEGORIES } from '../../domain/markets/contract-catalogue';
import type { ProductType, Underlying } from '../../domain/markets/underlying';
import { pipDecimals } from '../../domain/markets/underlying';
import type { ContractCategory } from '../../domain/pricing/contract-types';
import { ApiError } from '../../protocol/api-error';
import { actingAccountIfAny } from './account-context';
import type { CallName } from '../../protocol/calls';
import type { CallContext } from '../handler';

/** The calls that list what a landing company offers. */
type OfferingsCall = 'active_symbols' | 'asset_index' | 'contracts_for';

/** Whose offerings a call lists: all of them, or one landing company's. */
type Offerings = { kind: 'all' } | { kind: 'company'; company: LandingCompany | undefined };

/**
 * A logged-in account sees its own landing company's offerings; a visitor may name one
 * (landing_company_short, or the older landing_company), else sees everything.
 */
export function offeringsOf(context: CallContext<OfferingsCall>): Offerings {
  const inWorld = (name: string): Offerings => {
    const company = landingCompanyNamed(name);
    return { kind: 'company', company: company && companyInWorld(company, context.world.state.landing_companies) };
  };
  const acting = actingAccountIfAny(context);
  if (acting) return inWorld(acting.account.landing_company);
  const { landing_company_short: short, landing_company: older } = context.request;
  // The API: while landing_company_short is 'virtual' (its default), the older field takes precedence.
  const named =
    typeof short === 'string' && (short !== 'virtual' || typeof older !== 'string')
      ? short
      : typeof older === 'string'
        ? older
        : undefined;
  return named === undefined ? { kind: 'all' } : inWorld(named);
}

/** Stocks are licensed with the indices (the platform's "OTC stocks and indices"). */
function legalMarketOf(underlying: Underlying): string {
  return underlying.pricingMarket === 'stocks' ? 'indices' : underlying.pricingMarket;
}

/** Spreads came after the companies' category lists; they go wherever up/down contracts go. */
function allowsCategory(company: LandingCompany, category: ContractCategory): boolean {
  const allowed = company.legalAllowedContractCategories;
  return allowed.includes(category) || (category === 'callputspread' && allowed.includes('callput'));
}

/** The categories an underlying offers to these offerings under a product type, in catalogue order. */
export function offeredCategories(
  underlying: Underlying,
  offerings: Offerings,
  product: ProductType = 'basic',
): ContractCategory[] {
  const categories =
    product === 'multi_barrier' ? (underlying.multiBarrier ? MULTI_BARRIER_CATEGORIES : []) : underlying.categories;
  if (offerings.kind === 'all') return [...categories];
  const { company } = offerings;
  if (!company || !company.legalAllowedMarkets.includes(legalMarketOf(underlying))) return [];
  return categories.filter((category) => allowsCategory(company, category));
}

/** The underlying a call names; InvalidSymbol ("Symbol [_1] is invalid.") when there is none. */
export function namedUnderlying<C extends CallName>(context: CallContext<C>, symbol: string): Underlying {
  const underlying = context.world.markets.underlying(symbol);
  if (!underlying) throw new ApiError('InvalidSymbol', `Symbol ${symbol} is invalid.`);
  return underlying;
}

/** The refusal for streaming a closed market. */
export function marketIsClosed(): ApiError {
  return new ApiError('MarketIsClosed', 'This market is presently closed.');
}

/** Decimal places of the underlying's quotes. */
export function pipSizeOf(underlying: Underlying): number {
  return pipDecimals(underlying.pip);
}

/** A quote with exactly the underlying's decimals, as the platform writes barriers and candle prices. */
export function quoteText(underlying: Underlying, quote: number): string {
  return quote.toFixed(pipSizeOf(underlying));
}

/** The list as a schema's non-empty array (minItems 1), or undefined when it is empty. */
export function nonEmpty<T>(items: readonly T[]): [T, ...T[]] | undefined {
  const [first, ...rest] = items;
  return first === undefined ? undefined : [first, ...rest];
}
