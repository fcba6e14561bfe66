import { randomUUID } from 'node:crypto';
import type { ProposalResponse } from '../../schemas/generated/types';
import { pipSized } from '../domain/contracts/market-state';
import type { ProposalParameters } from '../domain/contracts/proposal-parameters';
import { termsReadAmount } from '../domain/contracts/proposal-terms';
import { currencyNamed } from '../domain/ledger/money';
import type { JsonObject } from '../transport/envelope';
import { defaultStreamKey } from '../transport/stream-key';
import type { World } from '../world/world';
import { actingAccountIfAny } from './account-context';
import { priceContract, priceValuedTerms, valueContractTerms, type PricedContract } from './contract-pricing';
import type { CallContext, HandlerTable, StreamSink } from './handler';
import { rememberProposal } from './proposal-registry';
import { reply } from './reply';
import { repriceOnTicks } from './reprice-stream';
import { sharedOnTick } from './tick-shared';

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

function proposalBody(id: string, priced: PricedContract): ProposalBody {
  const { spec, quote, market } = priced;
  const body: ProposalBody = {
    id,
    ask_price: quote.askPrice,
    display_value: priced.displayValue,
    payout: quote.payout,
    longcode: priced.longcode,
    spot: market.spot,
    spot_time: market.spotEpoch,
    date_start: spec.dateStart,
    date_expiry:
      spec.expiry.kind === 'time'
        ? spec.expiry.dateExpiry
        : spec.dateStart + spec.expiry.ticks * market.underlying.generationIntervalSeconds,
  };
  const details = contractDetails(priced);
  if (details) body.contract_details = details;
  const params = validationParams(priced);
  if (params) body.validation_params = params;
  if (quote.multiplier !== undefined && spec.contractType.startsWith('LB')) body.multiplier = quote.multiplier;
  return body;
}

/** Remembers a priced proposal under `id` for buy, and shapes the reply body. */
function quote(world: World, id: string, params: ProposalParameters, priced: PricedContract): JsonObject {
  rememberProposal(world, {
    id,
    spec: priced.spec,
    askPrice: priced.quote.askPrice,
    payout: priced.quote.payout,
    longcode: priced.longcode,
    parameters: params,
    quotedAt: priced.market.nowEpoch,
  });
  return { proposal: reply(proposalBody(id, priced)) };
}

/**
 * What streams share on a tick: the request without its envelope and, unless the terms read it (a
 * lookback's multiplier), without its amount and basis. Prices differ by amount; the valuation does not.
 */
function termsKey(request: JsonObject, landingCompany: string | undefined): string {
  const params = request as unknown as ProposalParameters;
  const { amount: _amount, basis: _basis, ...amountFree } = request;
  return `${landingCompany ?? ''}:${defaultStreamKey(termsReadAmount(params.contract_type) ? request : amountFree)}`;
}

/** Re-prices on every tick; streams with the same terms and landing company value them once per tick. */
function streamQuotes(context: CallContext, stream: StreamSink, params: ProposalParameters, landingCompany?: string) {
  const { world } = context;
  const key = termsKey(context.request, landingCompany);
  repriceOnTicks(world, params.symbol, stream, (tick) => {
    const valued = sharedOnTick(tick, key, () => valueContractTerms(world, params, { landingCompany }, tick));
    return quote(world, stream.id, params, priceValuedTerms(valued, params));
  });
}

export const proposalHandlers: HandlerTable = {
  proposal: {
    stream: { type: 'proposal' },
    handle: (context) => {
      const params = context.request as unknown as ProposalParameters;
      const landingCompany = actingAccountIfAny(context)?.account.landing_company;
      const { stream } = context;
      const priced = priceContract(context.world, params, { landingCompany });
      const first = quote(context.world, stream?.id ?? randomUUID(), params, priced);
      if (stream) streamQuotes(context, stream, params, landingCompany);
      return first;
    },
  },
};
