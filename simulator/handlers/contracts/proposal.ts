import { randomUUID } from 'node:crypto';
import type { ProposalRequest } from '../../../schemas/generated/types';
import type { ProposalParameters } from '../../domain/contracts/proposal-parameters';
import { termsReadAmount } from '../../domain/contracts/proposal-terms';
import { defaultStreamKey } from '../../protocol/stream-key';
import { actingAccountIfAny } from '../accounts/account-context';
import { priceContract, priceValuedTerms, valueContractTerms, type PricedContract } from './contract-pricing';
import type { CallContext, HandlerTable, StreamSink } from '../handler';
import { proposalBody, serialisedProposal } from './proposal-body';
import { rememberProposal } from './proposal-registry';
import { repriceOnTicks } from './reprice-stream';
import { sharedOnTick } from './tick-shared';

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
 * lookback's multiplier), without its amount and basis. Prices differ by amount; the valuation does not.
 */
function termsKey(request: ProposalRequest, landingCompany: string | undefined): string {
  const { amount: _amount, basis: _basis, ...amountFree } = request;
  return `${landingCompany ?? ''}:${defaultStreamKey(termsReadAmount(request.contract_type) ? request : amountFree)}`;
}

/** Re-prices on every tick; streams with the same terms and landing company value them once per tick. */
function streamQuotes(
  context: CallContext<'proposal'>,
  stream: StreamSink<'proposal'>,
  params: ProposalParameters,
  landingCompany?: string,
) {
  const { world } = context;
  const key = termsKey(context.request, landingCompany);
  repriceOnTicks(world, params.symbol, stream, (tick) => {
    const valued = sharedOnTick(tick, key, () => valueContractTerms(world, params, { landingCompany }, tick));
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
      const priced = priceContract(context.world, params, { landingCompany });
      const id = stream?.id ?? randomUUID();
      remember(context, id, params, priced);
      if (stream) streamQuotes(context, stream, params, landingCompany);
      return { proposal: proposalBody(id, priced) };
    },
  },
};
