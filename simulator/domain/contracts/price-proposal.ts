import { inCurrency } from '../currencies';
import { currencyNamed } from '../ledger/money';
import { CONTRACT_CATEGORY } from '../pricing/contract-types';
import {
  checkPriceLimits,
  DEFAULT_STAKING_LIMITS,
  stakingLimits,
  type StakingLimits,
  type StakingLimitTables,
} from '../pricing/staking-limits';
import { fillMessage, invalidToBuy, ContractError } from './contract-errors';
import type { ContractSpec } from './contract-spec';
import type { MarketState } from './market-state';
import type { ContractTerms, ProposalTerms } from './proposal-terms';
import {
  DEFAULT_QUOTE_RULES,
  quoteContract,
  valueTerms,
  type ContractQuote,
  type QuoteRules,
  type TermsValue,
} from './quote-contract';

/**
 * The simulator's stake and payout limits: the platform's table with the maximum payout the trading
 * page assumes by default (trading-core §9: 5000) for every contract category.
 */
export const PROPOSAL_STAKING_LIMITS: StakingLimitTables = {
  ...DEFAULT_STAKING_LIMITS,
  defaultMaxPayoutUsd: 5_000,
  maxPayoutUsdByCategory: {},
};

export interface PricingRules {
  quote: QuoteRules;
  staking: StakingLimitTables;
}

export const DEFAULT_PRICING_RULES: PricingRules = { quote: DEFAULT_QUOTE_RULES, staking: PROPOSAL_STAKING_LIMITS };

/** Who is asking, where the limits depend on it. */
export interface PricingClient {
  landingCompany?: string;
}

export interface PricedProposal {
  /** The full contract, prices in minor units: what buy stores. */
  spec: ContractSpec;
  quote: ContractQuote;
  /** The stake and payout limits the prices were checked against, in the currency (none for lookbacks). */
  limits?: StakingLimits;
}

function limitsOf(
  terms: ContractTerms,
  market: MarketState,
  rules: PricingRules,
  client: PricingClient,
): StakingLimits | undefined {
  const category = CONTRACT_CATEGORY[terms.contractType];
  if (category === 'lookback') return undefined;
  const currency = currencyNamed(terms.currency)!;
  const usd = stakingLimits(
    { market: market.underlying.market, category, currency: currency.code, landingCompany: client.landingCompany },
    rules.staking,
  );
  return { minStake: inCurrency(usd.minStake, currency), maxPayout: inCurrency(usd.maxPayout, currency) };
}

function checkLimits(currencyCode: string, quote: ContractQuote, limits: StakingLimits): void {
  const decimals = currencyNamed(currencyCode)!.fractionalDigits;
  const problem = checkPriceLimits({ stake: quote.askPrice, payout: quote.payout, priceDecimals: decimals }, limits);
  if (!problem) return;
  const params = problem.params.map((value) => value.toFixed(decimals));
  throw new ContractError('ContractBuyValidationError', fillMessage(problem.message, params), {
    display_value: quote.askPrice.toFixed(decimals),
    payout: quote.payout,
    field: 'amount',
  });
}

/** What a proposal's price shares with any other amount of the same terms, for the same client, at one market. */
export interface AmountFreePricing {
  value: TermsValue;
  /** The stake and payout limits in the currency (none for lookbacks). */
  limits?: StakingLimits;
}

/** Values terms once for every amount (see AmountFreePricing). Throws a ContractError when the model refuses. */
export function amountFreePricing(
  terms: ContractTerms,
  market: MarketState,
  rules: PricingRules = DEFAULT_PRICING_RULES,
  client: PricingClient = {},
): AmountFreePricing {
  const value = valueTerms(terms, market);
  const limits = limitsOf(terms, market, rules, client);
  return limits ? { value, limits } : { value };
}

/**
 * Prices validated terms and checks the prices against the stake and payout limits. `shared` is the
 * terms' amount-free pricing at this market when it is already known (streams re-pricing one tick).
 */
export function priceProposal(
  proposal: ProposalTerms,
  market: MarketState,
  rules: PricingRules = DEFAULT_PRICING_RULES,
  client: PricingClient = {},
  shared?: AmountFreePricing,
): PricedProposal {
  const quote = quoteContract(proposal.terms, proposal.sizing, market, rules.quote, shared?.value);
  if (quote.askPrice <= 0) throw invalidToBuy('CannotProcessContract');
  const limits = shared ? shared.limits : limitsOf(proposal.terms, market, rules, client);
  if (limits) checkLimits(proposal.terms.currency, quote, limits);
  // Not a spread: V8 gives a spread copy that then gains fields a map of its own each time (µs per stream).
  const spec: ContractSpec = Object.assign({}, proposal.terms, { buyPrice: quote.askMinor, payout: quote.payoutMinor });
  if (quote.multiplier !== undefined) spec.multiplier = quote.multiplier;
  return limits ? { spec, quote, limits } : { spec, quote };
}
