import type { ProposalRequest, ProposalResponse } from '../../../schemas/generated/types';
import { api } from '../api';
import { streamQuery } from '../stream-query';

export type Proposal = ProposalResponse['proposal'];
export type ProposalParameters = Omit<ProposalRequest, 'proposal' | 'subscribe' | 'req_id' | 'passthrough'>;

/**
 * One price box's stream. `attempt` is not sent: raising it asks again in a fresh cache entry (after
 * AlreadySubscribed), since a refused stream is gone.
 */
export interface ProposalArg {
  parameters: ProposalParameters;
  attempt: number;
}

export const pricingApi = api.injectEndpoints({
  endpoints: (build) => ({
    proposal: build.query<Proposal, ProposalArg>({
      ...streamQuery({
        call: 'proposal',
        request: ({ parameters }: ProposalArg) => ({ proposal: 1 as const, ...parameters }),
        initial: (first) => first.proposal,
        update: (_current, message) => message.proposal,
      }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useProposalQuery } = pricingApi;
