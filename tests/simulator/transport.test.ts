import { WebSocket } from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referenceAvailable, referenceValidator } from '../support/reference-schemas';
import { startTestSimulator, TestSocket, type TestSimulator } from '../support/simulator';

let simulator: TestSimulator;
let socket: TestSocket;

beforeAll(async () => {
  simulator = await startTestSimulator();
  socket = await TestSocket.open(simulator.socketUrl());
});

afterAll(async () => {
  socket.close();
  await simulator.close();
});

describe('the envelope', () => {
  it('answers ping with pong, echoing req_id, passthrough and the request', async () => {
    const request = { ping: 1, req_id: 41, passthrough: { form: 'a' } };
    expect(await socket.call(request)).toEqual({
      echo_req: request,
      msg_type: 'ping',
      ping: 'pong',
      req_id: 41,
      passthrough: { form: 'a' },
    });
  });

  it('finds the call by its method key wherever it stands in the request', async () => {
    const reply = await socket.call({ req_id: 2, ping: 1 });
    expect(reply.msg_type).toBe('ping');
  });

  it('answers time from the world clock', async () => {
    simulator.world.clock.set(Date.UTC(2031, 0, 2, 3, 4, 5));
    const reply = await socket.call({ time: 1, req_id: 3 });
    expect(reply).toMatchObject({ msg_type: 'time', time: Date.UTC(2031, 0, 2, 3, 4, 5) / 1000, req_id: 3 });
  });
});

describe('bad input', () => {
  it('answers malformed JSON with BadRequest', async () => {
    socket.send('{"ping": 1');
    expect(await socket.next()).toEqual({
      echo_req: {},
      error: { code: 'BadRequest', message: 'The application sent an invalid request.' },
      msg_type: 'error',
    });
  });

  it.each(['[1, 2]', '42', '"ping"', 'null'])('answers the non-object %s with BadRequest', async (frame) => {
    socket.send(frame);
    expect(await socket.next()).toMatchObject({ error: { code: 'BadRequest' }, msg_type: 'error' });
  });

  it('answers a binary frame with BadRequest', async () => {
    socket.send(Buffer.from([1, 2, 3]));
    expect(await socket.next()).toMatchObject({ error: { code: 'BadRequest' } });
  });

  it('answers a request with no known call with UnrecognisedRequest', async () => {
    const reply = await socket.call({ no_such_call: 1, req_id: 9 });
    expect(reply).toEqual({
      echo_req: { no_such_call: 1, req_id: 9 },
      error: { code: 'UnrecognisedRequest', message: 'Unrecognised request' },
      msg_type: 'error',
      req_id: 9,
    });
  });

  it('answers a schema-invalid request with InputValidationFailed naming each field', async () => {
    const reply = await socket.call({ ping: 2, extra: true, req_id: 5 });
    expect(reply).toMatchObject({
      echo_req: { ping: 2, extra: true, req_id: 5 },
      msg_type: 'ping',
      req_id: 5,
      error: { code: 'InputValidationFailed', message: 'Input validation failed: extra, ping' },
    });
    expect(reply.error).toHaveProperty('details.ping', 'Not in enum list: 1.');
    expect(reply.error).toHaveProperty('details.extra', 'Properties not allowed: extra.');
  });

  it('coerces numeric strings as the platform does', async () => {
    expect(await socket.call({ ping: '1', req_id: 6 })).toMatchObject({ ping: 'pong', echo_req: { ping: '1' } });
  });

  it('keeps serving after bad input', async () => {
    expect(await socket.call({ ping: 1 })).toMatchObject({ ping: 'pong' });
  });
});

describe('app ids', () => {
  it.each([
    ['missing', ''],
    ['malformed', '&app_id=0123'],
    ['not a number', '&app_id=abc'],
  ])('refuses a %s app id before the upgrade with HTTP 401', async (_label, query) => {
    const url =
      simulator
        .socketUrl()
        .replace(/app_id=[^&]*/, '')
        .replace('?&', '?') + query;
    const { status, body } = await new Promise<{ status: number; body: string }>((resolve) => {
      new WebSocket(url).on('unexpected-response', (_request, response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      });
    });
    expect(status).toBe(401);
    expect(JSON.parse(body)).toEqual({ error: 'InvalidAppID' });
  });

  it('refuses an unknown app id with InvalidAppID, then closes', async () => {
    const stranger = await TestSocket.open(simulator.socketUrl('999'));
    expect(await stranger.call({ ping: 1 })).toMatchObject({ error: { code: 'InvalidAppID' } });
    expect(await stranger.closed).toBe(1008);
  });
});

describe('website_status', () => {
  it('answers with the site status, the country and every currency with its decimals', async () => {
    const reply = await socket.call({ website_status: 1, req_id: 11 });
    expect(reply).toMatchObject({
      msg_type: 'website_status',
      req_id: 11,
      website_status: {
        site_status: 'up',
        clients_country: 'id',
        currencies_config: {
          USD: { fractional_digits: 2, stake_default: 10, type: 'fiat' },
          BTC: { fractional_digits: 8, type: 'crypto' },
        },
      },
    });
  });
});

describe('error replies', () => {
  /** The public receive schema of the call, which every reply to it must pass, errors included. */
  function expectPublicReceiveSchemaAccepts(call: string, reply: Record<string, unknown>): void {
    if (!referenceAvailable) return;
    const validate = referenceValidator(call, 'receive')!;
    expect(validate(reply), JSON.stringify(validate.errors)).toBe(true);
  }

  it.each([
    ['an unknown symbol', { ticks: 'R_1000', req_id: 21 }, 'InvalidSymbol'],
    ['a field it does not take', { ticks: 'R_100', req_id: 22, extra: 1 }, 'InputValidationFailed'],
  ])('to ticks for %s carry msg_type tick, as the API sends', async (_case, request, code) => {
    const reply = await socket.call(request);
    expect(reply).toMatchObject({ error: { code }, msg_type: 'tick', req_id: request.req_id });
    expectPublicReceiveSchemaAccepts('ticks', reply);
  });

  it('to a second identical ticks stream carry msg_type tick', async () => {
    const streams = await TestSocket.open(simulator.socketUrl());
    await streams.call({ ticks: 'R_50', req_id: 23 });
    const reply = await streams.call({ ticks: 'R_50', req_id: 24 });
    streams.close();
    expect(reply).toMatchObject({ error: { code: 'AlreadySubscribed' }, msg_type: 'tick', req_id: 24 });
    expectPublicReceiveSchemaAccepts('ticks', reply);
  });

  it.each([
    ['style ticks', 'history', 'ticks'],
    ['style candles', 'candles', 'candles'],
  ])('to ticks_history in %s carry the msg_type of its reply, %s', async (_case, msgType, style) => {
    for (const request of [
      { ticks_history: 'R_1000', end: 'latest', count: 20, style, req_id: 25 },
      { ticks_history: 'R_100', end: 'latest', count: 'many', style, req_id: 26 },
    ]) {
      const reply = await socket.call(request);
      expect(reply).toMatchObject({ error: {}, msg_type: msgType, req_id: request.req_id });
      expectPublicReceiveSchemaAccepts('ticks_history', reply);
    }
  });
});
