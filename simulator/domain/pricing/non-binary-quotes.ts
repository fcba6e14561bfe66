import {
  DEFAULT_LOOKBACK_COMMISSION,
  DEFAULT_SPREAD_COMMISSION,
  type LookbackCommissionRules,
  type SpreadCommissionRules,
} from './commission-tables';
import { roundPrice } from './price-rounding';

/** Ask and bid for the non-binary contracts, whose commission is a share of the theoretical price. */

export interface Quote {
  ask: number;
  bid: number;
  commission: number;
}

export interface LookbackQuoteInputs {
  /** Theoretical price per unit of multiplier (`LookbackPrice.perUnit`). */
  theoPerUnit: number;
  multiplier: number;
  appMarkupPercentage?: number;
  /** Decimals of the currency: the ask per unit is rounded before multiplying. */
  priceDecimals?: number;
  rules?: LookbackCommissionRules;
}

/**
 * Per unit: commission = max(min, rate × theo); ask = theo + commission + app markup, rounded to the
 * currency, at least the minimum ask per unit; bid = theo − commission, at least 0. Then × multiplier.
 * The returned commission is for the whole contract.
 */
export function lookbackQuote(inputs: LookbackQuoteInputs): Quote {
  const { theoPerUnit, multiplier, appMarkupPercentage = 0, priceDecimals = 2 } = inputs;
  const rules = inputs.rules ?? DEFAULT_LOOKBACK_COMMISSION;
  const commission = Math.max(rules.minCommissionPerUnit, rules.rate * theoPerUnit);
  const appMarkup = (theoPerUnit * appMarkupPercentage) / 100;
  const askPerUnit = Math.max(rules.minAskPerUnit, roundPrice(theoPerUnit + commission + appMarkup, priceDecimals));
  const bidPerUnit = Math.max(0, roundPrice(theoPerUnit - commission, priceDecimals));
  return { ask: askPerUnit * multiplier, bid: bidPerUnit * multiplier, commission: commission * multiplier };
}

export interface SpreadQuoteInputs {
  theoPrice: number;
  payout: number;
  /** The underlying's base commission, charged as a fraction of the theoretical price. */
  baseCommission: number;
  rules?: SpreadCommissionRules;
}

/** commission = max(min, base × theo); ask = theo + commission, at most the payout; bid = theo − commission, at least 0. */
export function spreadQuote(inputs: SpreadQuoteInputs): Quote {
  const { theoPrice, payout, baseCommission } = inputs;
  const rules = inputs.rules ?? DEFAULT_SPREAD_COMMISSION;
  const commission = Math.max(rules.minCommission, baseCommission * theoPrice);
  return {
    ask: Math.min(payout, theoPrice + commission),
    bid: Math.max(0, theoPrice - commission),
    commission,
  };
}
