/**
 * Socket calls against the simulator as `npm run sim` runs it (a child `node --import tsx` process), so
 * that a difference between Node's module loading and vitest's cannot hide behind the in-process tests.
 * The calls are the ones that check string lengths, plus refusals as the production mode words them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FINANCIAL_INFORMATION, REAL_ACCOUNT_DETAILS, TRADING_EXPERIENCE } from '../support/real-accounts';
import { startSimulatorProcess, type SimulatorProcess } from '../support/simulator-process';
import { TestSocket } from '../support/simulator';
import { authorized, tokenOf } from './accounts/support';

type Message = Record<string, unknown>;

const START_TIMEOUT_MS = 90_000;

/** A simulator child for the tests of one describe block, killed after them however they went. */
function useSimulatorProcess(production: boolean): (token: string) => Promise<TestSocket> {
  let child: SimulatorProcess | undefined;
  const sockets: TestSocket[] = [];
  beforeAll(async () => {
    child = await startSimulatorProcess({ production });
  }, START_TIMEOUT_MS);
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await child?.close();
  });
  const open = async () => {
    if (!child) throw new Error('the simulator process is not running');
    const socket = await TestSocket.open(child.socketUrl());
    sockets.push(socket);
    return socket;
  };
  return (token) => authorized(open, token);
}

function errorOf(reply: Message): Message | undefined {
  return reply.error as Message | undefined;
}

describe('the simulator as npm run sim runs it', () => {
  const authorizedSocket = useSimulatorProcess(false);

  it('creates an API token (a name of checked length)', async () => {
    const socket = await authorizedSocket(tokenOf('CR90000001'));
    const reply = await socket.call({ api_token: 1, new_token: 'My bot_1', new_token_scopes: ['read'] });
    expect(errorOf(reply)).toBeUndefined();
    expect(reply.api_token).toMatchObject({ new_token: 1 });
  });

  it('refuses a token name too long with InputValidationFailed', async () => {
    const socket = await authorizedSocket(tokenOf('CR90000001'));
    const reply = await socket.call({ api_token: 1, new_token: 'x'.repeat(33), new_token_scopes: ['read'] });
    expect(errorOf(reply)).toMatchObject({ code: 'InputValidationFailed', details: { new_token: expect.any(String) } });
  });

  it('opens a real account with a secret answer', async () => {
    const socket = await authorizedSocket(tokenOf('VRTC90000001'));
    const reply = await socket.call({
      new_account_real: 1,
      ...REAL_ACCOUNT_DETAILS,
      secret_question: 'Favourite dish',
      secret_answer: 'Nasi goreng',
    });
    expect(errorOf(reply)).toBeUndefined();
    expect(reply.new_account_real).toMatchObject({ landing_company_shortcode: 'svg' });
  });

  it('sets a secret answer with set_settings', async () => {
    const socket = await authorizedSocket(tokenOf('CR90000002'));
    const reply = await socket.call({
      set_settings: 1,
      secret_question: 'Memorable town/city',
      secret_answer: 'Bandung',
    });
    expect(errorOf(reply)).toBeUndefined();
    expect(reply.set_settings).toBe(1);
  });

  it('takes a financial assessment (answers of checked length)', async () => {
    const socket = await authorizedSocket(tokenOf('MF90000001'));
    const reply = await socket.call({
      set_financial_assessment: 1,
      financial_information: FINANCIAL_INFORMATION,
      trading_experience: TRADING_EXPERIENCE,
    });
    expect(errorOf(reply)).toBeUndefined();
    expect(reply.set_financial_assessment).toMatchObject({ total_score: expect.any(Number) });
  });

  it('opens an MT5 account with a name', async () => {
    const socket = await authorizedSocket(tokenOf('CR90000009'));
    const reply = await socket.call({
      mt5_new_account: 1,
      account_type: 'demo',
      mt5_account_type: 'financial',
      email: 'real@example.com',
      leverage: 100,
      mainPassword: 'Abcd1234x',
      name: 'Budi Santoso',
    });
    expect(errorOf(reply)).toBeUndefined();
    expect(reply.mt5_new_account).toMatchObject({ account_type: 'demo', balance: 10000 });
  });

  it('trades: a proposal, then a buy of it', async () => {
    const socket = await authorizedSocket(tokenOf('CR90000001'));
    const proposal = await socket.call({
      proposal: 1,
      amount: 10,
      basis: 'stake',
      contract_type: 'CALL',
      currency: 'USD',
      duration: 5,
      duration_unit: 't',
      symbol: 'R_100',
    });
    expect(errorOf(proposal)).toBeUndefined();
    const { id } = proposal.proposal as { id: string };
    const bought = await socket.call({ buy: id, price: 10 });
    expect(errorOf(bought)).toBeUndefined();
    expect(bought.buy).toMatchObject({ buy_price: 10 });
  });
});

describe('the simulator as npm run sim -- --production runs it', () => {
  const authorizedSocket = useSimulatorProcess(true);

  it('gives a refusal its code', async () => {
    const socket = await authorizedSocket(tokenOf('CR90000001'));
    const reply = await socket.call({ api_token: 1, new_token: 'x', new_token_scopes: ['read'] });
    expect(errorOf(reply)).toMatchObject({ code: 'InputValidationFailed', message: expect.any(String) });
  });

  it('creates an API token', async () => {
    const socket = await authorizedSocket(tokenOf('CR90000001'));
    const reply = await socket.call({ api_token: 1, new_token: 'Production bot', new_token_scopes: ['read'] });
    expect(reply.api_token).toMatchObject({ new_token: 1 });
  });
});
