import { randomUUID } from 'node:crypto';
import type { ProposalRequest } from '../../../schemas/generated/types';
import type { ProposalParameters } from '../../domain/contracts/proposal-parameters';
import { termsReadAmount } from '../../domain/contracts/proposal-terms';
import { defaultStreamKey } from '../../protocol/stream-key';
import { actingAccountIfAny } from '../support/account-context';
import {
  priceContract,
  priceValuedTerms,
  valueContractTerms,
  type PriceAsker,
  type PricedContract,
} from '../support/contract-pricing';
import type { CallContext, HandlerTable, StreamSink } from '../handler';
import { proposalBody, serialisedProposal } from '../support/proposal-body';
import { rememberProposal } from '../../world/proposal-registry';
import { repriceOnTicks } from '../support/reprice-stream';
import { sharedOnTick } from '../../world/pricing-cache';

/** Remembers a priced proposal under `id` for buy on the connection that asked (a stream's latest quote). */
function remember(
  context: CallContext<'proposal'>,
  id: string,
  params: ProposalParameters,
  priced: PricedContract,
): void {
  rememberProposal(context.world, {
    id,
    sessionId: context.session.id,
    spec: priced.spec,
    askPrice: priced.quote.askPrice,
    payout: priced.quote.payout,
    longcode: priced.longcode,
    parameters: params,
    quotedAt: priced.market.nowEpoch,
  });
}

/**
 * What streams share on a tick: the request without its envelope and, unless the terms read it (a
 * lookback's multiplier), without its amount and basis, for one landing company and language. Prices
 * differ by amount; the valuation does not.
 */
function termsKey(request: ProposalRequest, asker: PriceAsker): string {
  const { amount: _amount, basis: _basis, ...amountFree } = request;
  const terms = defaultStreamKey(termsReadAmount(request.contract_type) ? request : amountFree);
  return `${asker.landingCompany ?? ''}:${asker.language ?? ''}:${terms}`;
}

/** Re-prices on every tick; streams with the same terms, landing company and language value them once per tick. */
function streamQuotes(
  context: CallContext<'proposal'>,
  stream: StreamSink<'proposal'>,
  params: ProposalParameters,
  asker: PriceAsker,
) {
  const { world } = context;
  const key = termsKey(context.request, asker);
  repriceOnTicks(world, params.symbol, stream, (tick) => {
    const valued = sharedOnTick(tick, key, () => valueContractTerms(world, params, asker, tick));
    const priced = priceValuedTerms(valued, params);
    remember(context, stream.id, params, priced);
    return serialisedProposal(stream.id, priced, valued);
  });
}

export const proposalHandlers: HandlerTable = {
  proposal: {
    stream: { type: 'proposal' },
    handle: (context) => {
      const params = context.request;
      const landingCompany = actingAccountIfAny(context)?.account.landing_company;
      const { stream } = context;
      const asker: PriceAsker = { landingCompany, language: context.session.language };
      const priced = priceContract(context.world, params, asker);
      const id = stream?.id ?? randomUUID();
      remember(context, id, params, priced);
      if (stream) streamQuotes(context, stream, params, asker);
      return { proposal: proposalBody(id, priced) };
    },
  },
};
