import { describe, expect, it } from 'vitest';
import { balanceApi } from '../../src/api/endpoints/balance';
import { contractsApi } from '../../src/api/endpoints/contracts';
import { marketsApi } from '../../src/api/endpoints/markets';
import { multiBarrierApi } from '../../src/api/endpoints/multi-barrier';
import { noticesApi } from '../../src/api/endpoints/notices';
import { pricingApi } from '../../src/api/endpoints/pricing';
import { SocketClient } from '../../src/api/socket/socket-client';
import { createAppStore } from '../../src/app/store';
import { ScriptedServer } from '../support/scripted-server';
import { until } from '../support/until';

type Frame = Record<string, unknown>;

/** The first reply of each stream the app reads, by the call that asks for it. */
const FIRST_REPLIES: Record<string, Frame> = {
  proposal: { proposal: { id: 'p1', ask_price: 5.37, payout: 10, longcode: 'Win.', spot: 1, spot_time: 1 } },
  ticks: { tick: { symbol: 'R_100', quote: 1234.5, epoch: 1 } },
  balance: { balance: { balance: 10_000, currency: 'USD', loginid: 'VRTC1' } },
  proposal_open_contract: { proposal_open_contract: { contract_id: 7, status: 'open' } },
  proposal_array: { proposal_array: { proposals: {} } },
  website_status: { website_status: { site_status: 'up' } },
  transaction: { transaction: {} },
};

const callOf = (request: Frame) => Object.keys(FIRST_REPLIES).find((call) => call in request);

/** A selector of one endpoint's entry and the thunk that opens it. */
interface StreamCase {
  name: string;
  open: () => unknown;
  entry: (state: never) => { isError: boolean; isSuccess: boolean; error?: unknown; data?: unknown };
}

const proposalArg = { parameters: { contract_type: 'CALL', symbol: 'R_100' } as never, attempt: 0 };
const arrayArg = { request: { symbol: 'R_100' } as never, reqId: 1 };

const CASES: StreamCase[] = [
  {
    name: 'a price box (proposal)',
    open: () => pricingApi.endpoints.proposal.initiate(proposalArg),
    entry: pricingApi.endpoints.proposal.select(proposalArg),
  },
  {
    name: 'the spot (ticks)',
    open: () => marketsApi.endpoints.ticks.initiate('R_100'),
    entry: marketsApi.endpoints.ticks.select('R_100'),
  },
  {
    name: 'the balances (balance)',
    open: () => balanceApi.endpoints.balances.initiate('VRTC1'),
    entry: balanceApi.endpoints.balances.select('VRTC1'),
  },
  {
    name: 'a contract (proposal_open_contract)',
    open: () => contractsApi.endpoints.openContract.initiate(7),
    entry: contractsApi.endpoints.openContract.select(7),
  },
  {
    name: 'the open positions (proposal_open_contract)',
    open: () => contractsApi.endpoints.openContracts.initiate(),
    entry: contractsApi.endpoints.openContracts.select(),
  },
  {
    name: 'a multi-barrier price table (proposal_array)',
    open: () => multiBarrierApi.endpoints.proposalArray.initiate(arrayArg),
    entry: multiBarrierApi.endpoints.proposalArray.select(arrayArg),
  },
  {
    name: 'the site status (website_status)',
    open: () => noticesApi.endpoints.websiteStatusStream.initiate(),
    entry: noticesApi.endpoints.websiteStatusStream.select(),
  },
  {
    name: 'the transactions (transaction)',
    open: () => contractsApi.endpoints.transactions.initiate(),
    entry: contractsApi.endpoints.transactions.select(),
  },
];

const REFUSAL = { code: 'MarketIsClosed', message: 'This market is presently closed.' };

describe('a stream the platform ends with an error (trading-core §8)', () => {
  it.each(CASES)('puts $name in that error, without its last data', async ({ open, entry }) => {
    const server = new ScriptedServer((request) => FIRST_REPLIES[callOf(request) ?? ''] ?? {});
    const socket = new SocketClient({ url: 'ws://scripted', createSocket: server.createSocket });
    const store = createAppStore({ socket });
    const read = () => entry(store.getState() as never);
    const subscription = store.dispatch(open() as never) as unknown as { unsubscribe(): void };
    await until(() => read().isSuccess);
    expect(read().data).toBeDefined();

    server.push(() => true, { error: REFUSAL });
    await until(() => read().isError);
    expect(read().error).toEqual(REFUSAL);
    expect(read().data).toBeUndefined();
    subscription.unsubscribe();
  });
});
