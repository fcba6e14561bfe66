import { describe, expect, it } from 'vitest';
import type { HandlerTable, StreamSink } from '../../simulator/handlers/handler';
import { handlers as platformHandlers } from '../../simulator/handlers';
import { testDispatcher } from '../support/dispatcher';

/** A tick stream the test drives by hand, beside the platform's forget and forget_all. */
function tickTable() {
  const sinks: StreamSink[] = [];
  const ended: string[] = [];
  const table: HandlerTable = {
    forget: platformHandlers.forget,
    forget_all: platformHandlers.forget_all,
    ticks: {
      stream: { type: 'ticks', alwaysStreams: true, describe: (request) => String(request.ticks) },
      handle: ({ request, stream }) => {
        sinks.push(stream!);
        stream!.onEnd(() => ended.push(stream!.id));
        return { tick: { epoch: 1, id: stream!.id, pip_size: 2, quote: 100, symbol: String(request.ticks) } };
      },
    },
    balance: {
      scopes: ['read'],
      stream: { type: 'balance' },
      handle: ({ stream }) => {
        stream!.onEnd(() => ended.push(stream!.id));
        return { balance: { balance: 10, currency: 'USD', loginid: 'CR90000001' } };
      },
    },
  };
  return { table, sinks, ended };
}

const tick = (quote: number, sink: StreamSink) => ({
  tick: { epoch: 2, id: sink.id, pip_size: 2, quote, symbol: 'R_100' },
});

describe('streams', () => {
  it('carries the subscription id on the first reply and on every update, with the request envelope', async () => {
    const { table, sinks } = tickTable();
    const { dispatch, sent } = testDispatcher(table);
    const [first] = await dispatch({ ticks: 'R_100', req_id: 3, passthrough: { p: 1 } });
    const id = sinks[0]!.id;
    expect(first).toMatchObject({ msg_type: 'tick', req_id: 3, passthrough: { p: 1 }, subscription: { id } });
    sinks[0]!.push(tick(101, sinks[0]!));
    expect(sent.at(-1)).toMatchObject({ msg_type: 'tick', req_id: 3, tick: { quote: 101 }, subscription: { id } });
  });

  it('refuses a second identical stream with AlreadySubscribed', async () => {
    const { table } = tickTable();
    const { dispatch } = testDispatcher(table);
    await dispatch({ ticks: 'R_100' });
    expect(await dispatch({ ticks: 'R_100', req_id: 2 })).toMatchObject([
      { error: { code: 'AlreadySubscribed', message: 'You are already subscribed to R_100.' }, msg_type: 'tick' },
    ]);
    expect(await dispatch({ ticks: 'R_50' })).toMatchObject([{ tick: { symbol: 'R_50' } }]);
  });

  it('ends a stream on forget (1), and answers 0 for an unknown id', async () => {
    const { table, sinks, ended } = tickTable();
    const { dispatch, sent } = testDispatcher(table);
    await dispatch({ ticks: 'R_100' });
    const id = sinks[0]!.id;
    expect(await dispatch({ forget: id })).toMatchObject([{ forget: 1, msg_type: 'forget' }]);
    expect(ended).toEqual([id]);
    const count = sent.length;
    sinks[0]!.push(tick(102, sinks[0]!));
    expect(sent.length).toBe(count);
    expect(await dispatch({ forget: id })).toMatchObject([{ forget: 0 }]);
  });

  it('ends every stream of the named types on forget_all and lists their ids', async () => {
    const { table, sinks } = tickTable();
    const { dispatch } = testDispatcher(table);
    await dispatch({ ticks: 'R_100' });
    await dispatch({ ticks: 'R_50' });
    const [reply] = await dispatch({ forget_all: ['ticks', 'balance'] });
    expect((reply?.forget_all as string[]).sort()).toEqual(sinks.map((sink) => sink.id).sort());
    expect(await dispatch({ forget_all: 'ticks' })).toMatchObject([{ forget_all: [] }]);
  });

  it('refuses an unknown forget_all type with InputValidationFailed', async () => {
    const { table } = tickTable();
    const { dispatch } = testDispatcher(table);
    expect(await dispatch({ forget_all: 'everything' })).toMatchObject([{ error: { code: 'InputValidationFailed' } }]);
  });

  it('ends the streams that need a log-in on logout, and keeps the others', async () => {
    const { table, ended, sinks } = tickTable();
    const { dispatch, session } = testDispatcher(table);
    session.authorize({ loginid: 'CR90000001', accounts: { CR90000001: ['read'] }, scopes: ['read'] });
    await dispatch({ ticks: 'R_100' });
    const [balance] = await dispatch({ balance: 1, subscribe: 1 });
    session.logout();
    expect(ended).toEqual([(balance?.subscription as { id: string }).id]);
    expect(session.streams.size).toBe(1);
    expect(sinks).toHaveLength(1);
  });
});

describe('scopes', () => {
  const table: HandlerTable = {
    balance: { scopes: ['read'], handle: () => ({ balance: { balance: 1, currency: 'USD', loginid: 'CR90000001' } }) },
  };

  it('answers AuthorizationRequired before log-in', async () => {
    const { dispatch } = testDispatcher(table);
    expect(await dispatch({ balance: 1 })).toMatchObject([
      { error: { code: 'AuthorizationRequired', message: 'Please log in.' }, msg_type: 'balance' },
    ]);
  });

  it('answers PermissionDenied when the token lacks every scope of the call', async () => {
    const { dispatch, session } = testDispatcher(table);
    session.authorize({ loginid: 'CR90000001', accounts: { CR90000001: ['trade'] }, scopes: ['trade'] });
    expect(await dispatch({ balance: 1 })).toMatchObject([
      { error: { code: 'PermissionDenied', message: 'Permission denied, requires read scope(s).' } },
    ]);
  });

  it('serves the call when the token has one of its scopes', async () => {
    const { dispatch, session } = testDispatcher(table);
    session.authorize({ loginid: 'CR90000001', accounts: { CR90000001: ['read'] }, scopes: ['read', 'trade'] });
    expect(await dispatch({ balance: 1 })).toMatchObject([{ balance: { balance: 1 } }]);
  });
});
