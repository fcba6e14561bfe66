import type { ProposalResponse } from '../../../schemas/generated/types';
import { pipSized } from '../../domain/contracts/market-state';
import { currencyNamed } from '../../domain/ledger/money';
import type { PricedContract, ValuedTerms } from './contract-pricing';
import { serialisedOnce } from '../../world/pricing-cache';

type ProposalBody = ProposalResponse['proposal'];

/** Where the barriers stand now (relative ones against the spot), as the reply's contract_details show them. */
function contractDetails({ quote, market }: PricedContract): ProposalBody['contract_details'] {
  const { pipSize } = market.underlying;
  if (quote.barrierLevel === undefined) return undefined;
  if (quote.barrier2Level === undefined) return { barrier: pipSized(quote.barrierLevel, pipSize) };
  return { high_barrier: pipSized(quote.barrierLevel, pipSize), low_barrier: pipSized(quote.barrier2Level, pipSize) };
}

function validationParams(priced: PricedContract): ProposalBody['validation_params'] {
  if (!priced.limits) return undefined;
  const decimals = currencyNamed(priced.spec.currency)?.fractionalDigits ?? 2;
  return {
    payout: { max: priced.limits.maxPayout.toFixed(decimals) },
    stake: { min: priced.limits.minStake.toFixed(decimals) },
  };
}

/** The reply's fields that depend on the amount, first in the reply. */
function amountFields(id: string, priced: PricedContract) {
  return {
    id,
    ask_price: priced.quote.askPrice,
    display_value: priced.displayValue,
    payout: priced.quote.payout,
    longcode: priced.longcode,
  };
}

/** The reply's other fields: the same for every amount of the same terms at one market. */
function termsFields(priced: PricedContract): Omit<ProposalBody, keyof ReturnType<typeof amountFields>> {
  const { spec, quote, market } = priced;
  const fields: Omit<ProposalBody, keyof ReturnType<typeof amountFields>> = {
    spot: market.spot,
    spot_time: market.spotEpoch,
    date_start: spec.dateStart,
    date_expiry:
      spec.expiry.kind === 'time'
        ? spec.expiry.dateExpiry
        : spec.dateStart + spec.expiry.ticks * market.underlying.generationIntervalSeconds,
  };
  const details = contractDetails(priced);
  if (details) fields.contract_details = details;
  const params = validationParams(priced);
  if (params) fields.validation_params = params;
  if (quote.multiplier !== undefined && spec.contractType.startsWith('LB')) fields.multiplier = quote.multiplier;
  return fields;
}

/** The body of a proposal reply (`proposal`) for a priced contract. */
export function proposalBody(id: string, priced: PricedContract): ProposalBody {
  return Object.assign(amountFields(id, priced), termsFields(priced));
}

/**
 * `{ proposal: proposalBody(id, priced) }` serialised, for `priced` priced on `valued`: the terms'
 * fields are serialised once for every stream sharing the valued terms, and spliced after the amount's.
 */
export function serialisedProposal(id: string, priced: PricedContract, valued: ValuedTerms): string {
  const terms = serialisedOnce(valued, () => JSON.stringify(termsFields(priced)));
  return `{"proposal":${JSON.stringify(amountFields(id, priced)).slice(0, -1)},${terms.slice(1)}}`;
}
