import { describe, expect, it } from 'vitest';
import { contractsApi } from '../../src/api/endpoints/contracts';
import { marketsApi } from '../../src/api/endpoints/markets';
import { pricingApi, type ProposalArg } from '../../src/api/endpoints/pricing';
import { SocketClient } from '../../src/api/socket/socket-client';
import { createAppStore } from '../../src/app/store';
import { ScriptedServer } from '../support/scripted-server';
import { until } from '../support/until';

function proposalBody(request: Record<string, unknown>, askPrice: number) {
  return {
    msg_type: 'proposal',
    proposal: {
      ask_price: askPrice,
      date_start: 1,
      display_value: String(askPrice),
      id: `${String(request.contract_type)}-${askPrice}`,
      longcode: `Win payout on ${String(request.contract_type)}.`,
      payout: 19.54,
      spot: 1237.73,
      spot_time: 1,
    },
  };
}

function platform() {
  const server = new ScriptedServer((request) => {
    if (request.proposal === 1) {
      if (request.barrier === '0') throw { code: 'ContractCreationFailure', message: 'Barrier must not be zero.' };
      return proposalBody(request, 5);
    }
    if (request.ticks) return { msg_type: 'tick', tick: tick(1) };
    if (request.portfolio) return { msg_type: 'portfolio', portfolio: { contracts: [] } };
    if (request.transaction) return { msg_type: 'transaction', transaction: { id: 'tx-stream' } };
    throw { code: 'UnrecognisedRequest', message: 'Unrecognised request.' };
  });
  const socket = new SocketClient({ url: 'ws://scripted', createSocket: server.createSocket });
  return { server, store: createAppStore({ socket }) };
}

function tick(epoch: number) {
  return { epoch, id: 't', pip_size: 2, quote: 100 + epoch, symbol: 'R_100' };
}

const box = (contractType: 'CALL' | 'PUT', duration: number, barrier?: string): ProposalArg => ({
  parameters: {
    contract_type: contractType,
    symbol: 'R_100',
    currency: 'USD',
    amount: 10,
    basis: 'stake',
    duration,
    duration_unit: 't',
    ...(barrier === undefined ? {} : { barrier }),
  },
  attempt: 0,
});

describe('proposal streams, one per price box', () => {
  it('updates only the box whose stream moved', async () => {
    const { server, store } = platform();
    const top = store.dispatch(pricingApi.endpoints.proposal.initiate(box('CALL', 5)));
    const bottom = store.dispatch(pricingApi.endpoints.proposal.initiate(box('PUT', 5)));
    await top;
    await bottom;
    server.push((request) => request.contract_type === 'CALL', proposalBody({ contract_type: 'CALL' }, 6));
    const price = (arg: ProposalArg) => pricingApi.endpoints.proposal.select(arg)(store.getState()).data?.ask_price;
    await until(() => price(box('CALL', 5)) === 6);
    expect(price(box('PUT', 5))).toBe(5);
    top.unsubscribe();
    bottom.unsubscribe();
  });

  it('leaving the page cancels its proposal streams with one forget_all, keeping other streams', async () => {
    const { server, store } = platform();
    const ticks = store.dispatch(marketsApi.endpoints.ticks.initiate('R_100'));
    const boxes = [box('CALL', 5), box('PUT', 5), box('CALL', 9)].map((arg) =>
      store.dispatch(pricingApi.endpoints.proposal.initiate(arg)),
    );
    await Promise.all(boxes);
    await until(() => server.liveStreams().length === 4);
    const before = server.sent.length;

    for (const stream of boxes) stream.unsubscribe();
    await until(() => server.liveStreams().length === 1);

    const after = server.sent.slice(before);
    expect(after.filter((frame) => frame.forget_all)).toEqual([expect.objectContaining({ forget_all: 'proposal' })]);
    expect(after.some((frame) => frame.forget)).toBe(false);
    expect(server.liveStreams().map((frame) => frame.ticks)).toEqual(['R_100']);
    ticks.unsubscribe();
  });

  it('a changed field forgets and re-asks for the affected stream only, never forget_all', async () => {
    const { server, store } = platform();
    const top = store.dispatch(pricingApi.endpoints.proposal.initiate(box('CALL', 5)));
    let bottom = store.dispatch(pricingApi.endpoints.proposal.initiate(box('PUT', 5)));
    await top;
    await bottom;
    const before = server.sent.length;

    bottom.unsubscribe();
    bottom = store.dispatch(pricingApi.endpoints.proposal.initiate(box('PUT', 7)));
    await bottom;
    await until(() => server.liveStreams().length === 2);

    const after = server.sent.slice(before);
    expect(after.filter((frame) => frame.proposal === 1).map((frame) => [frame.contract_type, frame.duration])).toEqual(
      [['PUT', 7]],
    );
    expect(after.filter((frame) => frame.forget)).toHaveLength(1);
    expect(after.some((frame) => frame.forget_all)).toBe(false);
    expect(server.liveStreams().map((frame) => [frame.contract_type, frame.duration])).toEqual([
      ['CALL', 5],
      ['PUT', 7],
    ]);
    top.unsubscribe();
    bottom.unsubscribe();
    await until(() => server.liveStreams().length === 0);
  });

  it("a refused proposal is the query's error, with the platform's code and message", async () => {
    const { store } = platform();
    const result = await store.dispatch(pricingApi.endpoints.proposal.initiate(box('CALL', 5, '0')));
    expect(result.error).toEqual({ code: 'ContractCreationFailure', message: 'Barrier must not be zero.' });
  });
});

describe('spot and transactions', () => {
  it('keeps only the last 20 ticks, newest last', async () => {
    const { server, store } = platform();
    const ticks = store.dispatch(marketsApi.endpoints.ticks.initiate('R_100'));
    await ticks;
    for (let epoch = 2; epoch <= 30; epoch += 1)
      server.push((request) => request.ticks === 'R_100', { tick: tick(epoch) });
    const kept = () => marketsApi.endpoints.ticks.select('R_100')(store.getState()).data ?? [];
    await until(() => kept().at(-1)?.epoch === 30);
    expect(kept().map((t) => t.epoch)).toEqual(Array.from({ length: 20 }, (_, i) => i + 11));
    ticks.unsubscribe();
  });

  it('a buy transaction asks for the portfolio again; a deposit does not', async () => {
    const { server, store } = platform();
    const portfolio = store.dispatch(contractsApi.endpoints.portfolio.initiate());
    const transactions = store.dispatch(contractsApi.endpoints.transactions.initiate());
    await portfolio;
    await transactions;
    const portfolioCalls = () => server.sent.filter((frame) => frame.portfolio).length;
    expect(portfolioCalls()).toBe(1);

    server.push((request) => request.transaction === 1, { transaction: { id: 'a', action: 'deposit' } });
    server.push((request) => request.transaction === 1, { transaction: { id: 'b', action: 'buy' } });
    await until(() => portfolioCalls() === 2);
    const kept = contractsApi.endpoints.transactions.select()(store.getState() as never).data;
    expect(kept?.map((t) => t.action)).toEqual(['deposit', 'buy']);
    portfolio.unsubscribe();
    transactions.unsubscribe();
  });
});
