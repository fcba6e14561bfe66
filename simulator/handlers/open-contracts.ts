import type { ProposalOpenContractRequest } from '../../schemas/generated/types';
import { positionOf, positionsOf } from '../domain/contracts/positions';
import { actingAccount } from './account-context';
import { streamContracts } from './contract-stream';
import type { HandlerTable } from './handler';
import { openContractBody } from './open-contract-view';
import { reply } from './reply';

/**
 * proposal_open_contract: one contract of the account (by contract_id), or its latest open contract
 * when none is named. With subscribe, updates follow on every tick until the contract closes; without
 * contract_id the stream follows every open contract of the account, also those bought later. A closed
 * contract is answered once, not as a stream.
 */
export const openContractHandlers: HandlerTable = {
  proposal_open_contract: {
    scopes: ['read', 'trading_information'],
    stream: { type: 'proposal_open_contract' },
    handle: (context) => {
      const { world, stream } = context;
      const { account } = actingAccount(context);
      const request = context.request as unknown as ProposalOpenContractRequest;
      const named = request.contract_id;
      const position =
        named === undefined
          ? positionsOf(world.state.contracts, account.loginid, true).at(-1)
          : positionOf(world.state.contracts, named);
      const own = position?.loginid === account.loginid ? position : undefined;
      if (own) world.settlement.settleIfDecided(own);
      if (stream) {
        if (named === undefined) streamContracts(world, stream, { loginid: account.loginid });
        else if (own && !own.closing) streamContracts(world, stream, { contractId: own.contract_id });
        else stream.end();
      }
      if (!own) return { proposal_open_contract: {} };
      const body = openContractBody(world, own);
      const streaming = stream && (named === undefined || !own.closing);
      return { proposal_open_contract: reply(streaming ? { ...body, id: stream.id } : body) };
    },
  },
};
