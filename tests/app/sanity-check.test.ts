import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passesSanityCheck, SANITY_CHECK_FAILED } from '../../src/api/socket/sanity-check';
import { tradingError } from '../../src/features/trading/trading-errors';
import { formFailure } from '../../src/ui/form/server-errors';
import { startTestSimulator, type TestSimulator } from '../support/simulator';
import { testSocketClient } from './support/app-simulator';

const MESSAGE = 'There was some invalid character in an input field.';

describe("the platform's sanity check, run before sending", () => {
  it.each([
    ['a key with odd characters', { ping: 1, 'bad key!': 1 }],
    ['a key over 50 characters', { ping: 1, ['k'.repeat(51)]: 1 }],
    ['a value over 300 characters', { proposal: 1, barrier: '1'.repeat(301) }],
    ['a nested value over 300 characters', { ping: 1, passthrough: { note: 'x'.repeat(301) } }],
    ['an array value over 300 characters', { ping: 1, list: ['ok', 'x'.repeat(301)] }],
    ['a combining mark', { set_settings: 1, address_city: 'Mu\u0308nchen' }],
    ['a private-use character', { set_settings: 1, address_line_1: 'Street \uE000' }],
  ])('refuses %s', (_label, request) => {
    expect(passesSanityCheck(request)).toBe(false);
  });

  it.each([
    ['plain calls', { proposal: 1, amount: 10, barrier: '+0.25', currency: 'USD' }],
    [
      'letters of any script and common punctuation',
      { set_settings: 1, address_city: 'Zürich', address_line_1: '東京 1-2, #3 (a@b.c)' },
    ],
    ['a value of exactly 300 characters', { ping: 1, passthrough: { note: 'x'.repeat(300) } }],
    ['passwords of any length and characters', { change_password: 1, old_password: 'é\u0301'.repeat(200) }],
    ['levels below the first nested one', { ping: 1, passthrough: { deep: { note: 'x'.repeat(400) } } }],
  ])('lets %s through', (_label, request) => {
    expect(passesSanityCheck(request)).toBe(true);
  });

  it('is shown with the spec’s message by forms and by the trading page', () => {
    expect(formFailure(SANITY_CHECK_FAILED, false)).toEqual({ kind: 'message', message: MESSAGE });
    expect(tradingError(SANITY_CHECK_FAILED).message).toBe(MESSAGE);
  });
});

describe('SocketClient', () => {
  let simulator: TestSimulator;
  beforeAll(async () => {
    simulator = await startTestSimulator();
  });
  afterAll(async () => {
    await simulator.close();
  });

  it('refuses a request that fails the sanity check without sending it, and goes on with the next', async () => {
    const sent: string[] = [];
    const client = testSocketClient(simulator.socketUrl(), { sent });
    await expect(client.request('ping', { ping: 1, passthrough: { note: 'x'.repeat(301) } })).rejects.toEqual(
      SANITY_CHECK_FAILED,
    );
    const stream = client.subscribe('ticks', { ticks: 'R_100\uE000' }, () => undefined);
    await expect(stream.ready).rejects.toEqual(SANITY_CHECK_FAILED);
    expect(await client.request('ping', { ping: 1 })).toMatchObject({ ping: 'pong' });
    expect(sent.map((frame) => JSON.parse(frame) as object)).toEqual([{ ping: 1, req_id: 3 }]);
    client.close();
  });
});
