import { ContractError } from '../../domain/contracts/contract-errors';
import type { ContractSpec } from '../../domain/contracts/contract-spec';
import { longcode, longcodeShowsPayout } from '../../domain/contracts/longcode';
import { contractUnderlyingOf, type MarketState } from '../../domain/contracts/market-state';
import {
  amountFreePricing,
  DEFAULT_PRICING_RULES,
  priceProposal,
  type AmountFreePricing,
  type PricedProposal,
  type PricingClient,
  type PricingRules,
} from '../../domain/contracts/price-proposal';
import { stakingTablesWith } from '../../domain/limit-overrides';
import type { ProposalParameters } from '../../domain/contracts/proposal-parameters';
import {
  contractTerms,
  invalidSymbol,
  proposalSizing,
  proposalTerms,
  type ContractTerms,
} from '../../domain/contracts/proposal-terms';
import type { ContractQuote } from '../../domain/contracts/quote-contract';
import { currencyNamed } from '../../domain/ledger/money';
import type { Tick } from '../../domain/markets/feed';
import type { StakingLimits } from '../../domain/pricing/staking-limits';
import { ApiError } from '../../protocol/api-error';
import type { World } from '../../world/world';
import { marketStateOnTick } from '../../world/pricing-cache';

/** The API's error for a contract the domain refused; other errors pass through. */
export function asApiError(error: unknown): unknown {
  if (!(error instanceof ContractError)) return error;
  return new ApiError(error.code, error.message, error.details);
}

/**
 * The market of `symbol` in a world: its latest tick, open or closed, at the clock's now; or as of a
 * tick just published (a stream re-pricing each tick of a clock jump). Throws InvalidSymbol.
 */
export function marketStateOf(world: World, symbol: string, asOf?: Tick): MarketState {
  return asOf
    ? marketStateOnTick(asOf, symbol, () => marketStateNow(world, symbol, asOf))
    : marketStateNow(world, symbol);
}

/** The market at the clock's now, or as of `asOf`. */
function marketStateNow(world: World, symbol: string, asOf?: Tick): MarketState {
  const underlying = world.markets.underlying(symbol);
  if (!underlying) throw asApiError(invalidSymbol(symbol));
  const nowEpoch = asOf?.epoch ?? world.clock.epoch();
  const tick = asOf ?? world.markets.latestTick(symbol, nowEpoch);
  return {
    underlying: contractUnderlyingOf(underlying),
    spot: tick?.quote ?? underlying.openingSpot,
    spotEpoch: tick?.epoch ?? nowEpoch,
    nowEpoch,
    exchangeIsOpen: tick !== undefined && world.markets.isOpen(symbol, nowEpoch),
    isTradingSuspended: world.markets.isTradingSuspended(symbol),
  };
}

/** Who asks for a price: the client pricing depends on, and the connection language its longcode is written in. */
export interface PriceAsker extends PricingClient {
  /** The connection's `l` (EN, DE, …); English when absent. */
  language?: string;
}

export interface PricedContract {
  spec: ContractSpec;
  quote: ContractQuote;
  /** Stake and payout limits in the currency; none for lookbacks. */
  limits?: StakingLimits;
  market: MarketState;
  longcode: string;
  /** The ask price with the currency's decimals, e.g. "5.10". */
  displayValue: string;
}

function pricingRulesOf(world: World): PricingRules {
  return { ...DEFAULT_PRICING_RULES, staking: stakingTablesWith(world.state.limits) };
}

function pricedContract(
  priced: PricedProposal,
  market: MarketState,
  terms: ContractTerms,
  language: string | undefined,
  sentence?: string,
): PricedContract {
  const { spec, quote, limits } = priced;
  const decimals = currencyNamed(spec.currency)?.fractionalDigits ?? 2;
  const contract: PricedContract = {
    spec,
    quote,
    market,
    longcode: sentence ?? longcode(terms, market.underlying, quote.payout.toFixed(decimals), language),
    displayValue: quote.askPrice.toFixed(decimals),
  };
  if (limits) contract.limits = limits;
  return contract;
}

/**
 * Validates and prices contract parameters against a world's market now, with its stake and payout limits: what proposal answers and
 * what buy with `parameters` (or re-pricing a proposal id) needs. Throws the API's error.
 */
export function priceContract(
  world: World,
  params: ProposalParameters,
  asker: PriceAsker = {},
  asOf?: Tick,
): PricedContract {
  const market = marketStateOf(world, params.symbol, asOf);
  try {
    const proposal = proposalTerms(params, market);
    const priced = priceProposal(proposal, market, pricingRulesOf(world), asker);
    return pricedContract(priced, market, proposal.terms, asker.language);
  } catch (error) {
    throw asApiError(error);
  }
}

/**
 * A contract's terms validated and valued at one market for one client, whatever the amount: the costly
 * part of a price, which proposal streams differing only by amount (and basis) share on a tick.
 */
export interface ValuedTerms {
  market: MarketState;
  terms: ContractTerms;
  rules: PricingRules;
  asker: PriceAsker;
  pricing: AmountFreePricing;
  /** The sentence, when it does not show the payout. */
  longcode?: string;
}

/** The amount-free part of `priceContract` (see ValuedTerms). Throws the API's error. */
export function valueContractTerms(
  world: World,
  params: ProposalParameters,
  asker: PriceAsker = {},
  asOf?: Tick,
): ValuedTerms {
  const market = marketStateOf(world, params.symbol, asOf);
  try {
    const terms = contractTerms(params, market);
    const rules = pricingRulesOf(world);
    const valued: ValuedTerms = {
      market,
      terms,
      rules,
      asker,
      pricing: amountFreePricing(terms, market, rules, asker),
    };
    if (!longcodeShowsPayout(terms.contractType)) {
      valued.longcode = longcode(terms, market.underlying, '', asker.language);
    }
    return valued;
  } catch (error) {
    throw asApiError(error);
  }
}

/**
 * Prices the request's amount on valued terms: the same as `priceContract` for a request whose amount
 * already passed it (a stream's). Throws the API's error.
 */
export function priceValuedTerms(valued: ValuedTerms, params: ProposalParameters): PricedContract {
  const { market, terms, rules, asker, pricing } = valued;
  try {
    const proposal = { terms, sizing: proposalSizing(params, terms) };
    const priced = priceProposal(proposal, market, rules, asker, pricing);
    return pricedContract(priced, market, terms, asker.language, valued.longcode);
  } catch (error) {
    throw asApiError(error);
  }
}
