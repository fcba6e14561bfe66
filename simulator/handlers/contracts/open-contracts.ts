import { positionOf, positionsOf } from '../../domain/contracts/positions';
import { actingAccount } from '../support/account-context';
import { streamContracts } from '../support/contract-stream';
import type { CallContext, HandlerTable } from '../handler';
import { openContractBody } from '../support/open-contract-view';
import type { ResponseOf } from '../../protocol/calls';

/**
 * proposal_open_contract: one contract of the account (by contract_id), or every open contract when
 * none is named: one message each, oldest first (the first as the reply, the others right after it),
 * and an empty contract when there is none. With subscribe, updates follow on every tick until the
 * contract closes; without contract_id the stream follows every open contract of the account, also
 * those bought later. A closed contract is answered once, not as a stream.
 */
export const openContractHandlers: HandlerTable = {
  proposal_open_contract: {
    scopes: ['read', 'trading_information'],
    stream: { type: 'proposal_open_contract' },
    handle: (context) => {
      const { world, stream, session } = context;
      const { account } = actingAccount(context);
      const request = context.request;
      const named = request.contract_id;
      if (named === undefined) return everyOpenContract(context, account.loginid);
      const position = positionOf(world.state.contracts, named);
      const own = position?.loginid === account.loginid ? position : undefined;
      if (own) world.settlement.settleIfDecided(own);
      if (stream) {
        if (own && !own.closing) streamContracts(world, stream, { contractId: own.contract_id }, session.language);
        else stream.end();
      }
      if (!own) return { proposal_open_contract: {} };
      const body = openContractBody(world, own, session.language);
      return { proposal_open_contract: stream && !own.closing ? { ...body, id: stream.id } : body };
    },
  },
};

/** Every open contract of the account, settling those already decided first. */
function everyOpenContract(
  context: CallContext<'proposal_open_contract'>,
  loginid: string,
): ResponseOf<'proposal_open_contract'> {
  const { world, stream, session } = context;
  for (const position of positionsOf(world.state.contracts, loginid, true)) world.settlement.settleIfDecided(position);
  const open = positionsOf(world.state.contracts, loginid, true).sort((a, b) => a.contract_id - b.contract_id);
  const messages = open.map((position) => {
    const body = openContractBody(world, position, session.language);
    return { proposal_open_contract: stream ? { ...body, id: stream.id } : body };
  });
  if (stream) streamContracts(world, stream, { loginid }, session.language);
  const [first, ...rest] = messages;
  // A stream holds pushes back until its first reply is out; plain follow-ups go out at once, so they
  // wait until the reply this handler returns has been sent.
  if (stream) for (const message of rest) stream.push(message);
  else if (rest.length > 0) setImmediate(() => rest.forEach((message) => context.followUp(message)));
  return first ?? { proposal_open_contract: {} };
}
