import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../../simulator/log';
import { accountRoutes } from '../../../simulator/server/control/account-routes';
import { createControlAccess } from '../../../simulator/server/control/access';
import { createControlRouter } from '../../../simulator/server/control/router';
import { WorldRegistry } from '../../../simulator/world/registry';
import { transactionsOf } from '../../../simulator/domain/ledger/ledger';

/** The account routes behind the control router, on a server of their own. */
const registry = new WorldRegistry({ seed: 7 });
let server: Server;
let base: string;

beforeAll(async () => {
  const checkAccess = createControlAccess({ host: '127.0.0.1', port: () => (server.address() as AddressInfo).port });
  const control = createControlRouter({ routes: accountRoutes, registry, logger: createLogger('silent'), checkAccess });
  server = createServer((request, response) => void control(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/control`;
});
afterEach(() => {
  registry.reset('default');
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

interface Reply {
  status: number;
  body: { emails?: unknown[]; error?: { code: string } } & Record<string, unknown>;
}

async function request(method: string, path: string, body?: unknown): Promise<Reply> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Reply['body'] };
}

const patch = (loginid: string, body: unknown, world = 'default') =>
  request('PATCH', `/worlds/${world}/accounts/${loginid}`, body);

describe('PATCH /control/worlds/:world/accounts/:loginid', () => {
  it('sets the balance through an adjustment transaction', async () => {
    const reply = await patch('CR90000001', { balance: '250.5' });
    expect(reply).toEqual({
      status: 200,
      body: {
        loginid: 'CR90000001',
        user_id: 14570002,
        email: 'real@example.com',
        landing_company: 'svg',
        currency: 'USD',
        balance: 250.5,
        status: [],
        residence: 'id',
      },
    });
    const [opening, adjustment] = transactionsOf(registry.defaultWorld.state.ledger, 'CR90000001');
    expect(opening).toMatchObject({ action: 'deposit', amount: 152347, balance_after: 152347 });
    expect(adjustment).toMatchObject({ action: 'adjustment', amount: 25050 - 152347, balance_after: 25050 });
  });

  it('sets and clears status flags, changes residence, landing company and currency', async () => {
    expect(
      (await patch('CR90000007', { status: { set: ['cashier_locked', 'authenticated'], clear: ['unwelcome'] } })).body,
    ).toMatchObject({
      status: ['cashier_locked', 'authenticated'],
    });
    expect((await patch('CR90000001', { residence: 'my' })).body).toMatchObject({ residence: 'my' });
    expect((await patch('CR90000004', { currency: 'EUR', balance: 12 })).body).toMatchObject({
      currency: 'EUR',
      balance: 12,
    });
    expect((await patch('CR90000010', { landing_company: 'costarica' })).body).toMatchObject({
      landing_company: 'svg',
    });
  });

  it.each([
    ['an unknown status', 'CR90000001', { status: { set: ['grumpy'] } }, 'InvalidStatus'],
    ['a currency the company does not offer', 'MX90000001', { currency: 'BTC' }, 'InvalidCurrency'],
    ['an unknown landing company', 'CR90000001', { landing_company: 'atlantis' }, 'InvalidLandingCompany'],
    ['an unknown residence', 'CR90000001', { residence: 'xx' }, 'InvalidResidence'],
    ['too many decimals', 'CR90000001', { balance: '1.001' }, 'InvalidBalance'],
    ['a negative balance', 'CR90000001', { balance: -1 }, 'InvalidBalance'],
    ['a balance without a currency', 'CR90000004', { balance: 5 }, 'NoCurrency'],
    ['a currency change that strands a balance', 'CR90000001', { currency: 'EUR' }, 'CurrencyHasBalance'],
    ['an unknown field', 'CR90000001', { colour: 'red' }, 'InvalidBody'],
    ['a status list that is not a list', 'CR90000001', { status: { set: 'disabled' } }, 'InvalidBody'],
    [
      'a risk classification the platform does not have',
      'CR90000001',
      { risk_classification: 'extreme' },
      'InvalidBody',
    ],
  ])('refuses %s with 400 and changes nothing', async (_case, loginid, body, code) => {
    const before = JSON.stringify(registry.defaultWorld.state);
    expect(await patch(loginid, body)).toMatchObject({ status: 400, body: { error: { code } } });
    expect(JSON.stringify(registry.defaultWorld.state)).toBe(before);
  });

  it('answers 404 for an unknown account or world', async () => {
    expect(await patch('CR99999999', { balance: 1 })).toMatchObject({
      status: 404,
      body: { error: { code: 'AccountNotFound' } },
    });
    expect(await patch('CR90000001', { balance: 1 }, 'nowhere')).toMatchObject({
      status: 404,
      body: { error: { code: 'WorldNotFound' } },
    });
  });

  it('reads an account with GET', async () => {
    expect(await request('GET', '/worlds/default/accounts/MF90000002')).toMatchObject({
      status: 200,
      body: { loginid: 'MF90000002', landing_company: 'maltainvest', status: ['authenticated', 'professional'] },
    });
  });
});

describe('GET /control/worlds/:world/outbox', () => {
  it('lists the e-mails sent, filtered by recipient when asked', async () => {
    const world = registry.defaultWorld;
    world.commit({
      type: 'email_sent',
      email: { to: 'a@example.com', type: 'reset_password', subject: 's', code: 'Abcd1234', time: 1 },
    });
    world.commit({
      type: 'email_sent',
      email: { to: 'b@example.com', type: 'account_opening', subject: 's', code: 'Efgh5678', time: 2 },
    });
    expect((await request('GET', '/worlds/default/outbox')).body.emails).toHaveLength(2);
    expect(await request('GET', '/worlds/default/outbox?to=B@example.com')).toEqual({
      status: 200,
      body: { emails: [{ to: 'b@example.com', type: 'account_opening', subject: 's', code: 'Efgh5678', time: 2 }] },
    });
  });
});
