import { describe, expect, it } from 'vitest';
import { authorized, READ_ONLY_TOKEN, tokenOf, TRADING_TOKEN, useSimulator } from './support';

const { simulator, open } = useSimulator();

type AccountListEntry = { loginid: string; currency: string; is_virtual: number; is_disabled: number };

describe('authorize', () => {
  it('answers a real account with every account of its user', async () => {
    const socket = await open();
    const reply = await socket.call({ authorize: tokenOf('CR90000001'), req_id: 1 });
    expect(reply).toMatchObject({
      echo_req: { authorize: '<not shown>', req_id: 1 },
      msg_type: 'authorize',
      authorize: {
        loginid: 'CR90000001',
        balance: 1523.47,
        currency: 'USD',
        country: 'id',
        email: 'real@example.com',
        fullname: 'Mr Budi Santoso',
        is_virtual: 0,
        landing_company_name: 'svg',
        landing_company_fullname: 'Deriv (SVG) LLC',
        local_currencies: { IDR: { fractional_digits: 2 } },
        preferred_language: 'EN',
        scopes: ['read', 'trade', 'payments', 'trading_information', 'admin'],
        upgradeable_landing_companies: ['svg'],
        user_id: 14570002,
      },
    });
    const list = (reply.authorize as { account_list: AccountListEntry[] }).account_list;
    expect(list.map(({ loginid, currency, is_virtual }) => [loginid, currency, is_virtual])).toEqual([
      ['CR90000001', 'USD', 0],
      ['CR90000002', 'BTC', 0],
      ['CR90000003', 'ETH', 0],
      ['VRTC90000002', 'USD', 1],
    ]);
    expect(list[1]).toMatchObject({
      broker: 'CR',
      currency_type: 'crypto',
      landing_company_name: 'svg',
      is_disabled: 0,
    });
  });

  it.each([
    [
      'VRTC90000001',
      { loginid: 'VRTC90000001', is_virtual: 1, fullname: '', balance: 10000, upgradeable_landing_companies: ['svg'] },
    ],
    ['CR90000004', { currency: '', balance: 0, upgradeable_landing_companies: [] }],
    [
      'MF90000001',
      { landing_company_name: 'maltainvest', currency: 'EUR', country: 'de', upgradeable_landing_companies: ['malta'] },
    ],
    ['MF90000002', { landing_company_name: 'maltainvest', balance: 25000, upgradeable_landing_companies: ['malta'] }],
    ['MLT90000001', { landing_company_name: 'malta', country: 'it', upgradeable_landing_companies: ['maltainvest'] }],
    [
      'MX90000001',
      { landing_company_name: 'iom', currency: 'GBP', country: 'gb', upgradeable_landing_companies: ['maltainvest'] },
    ],
    ['CR90000007', { loginid: 'CR90000007' }],
    ['CR90000010', { loginid: 'CR90000010' }],
  ])('authorizes %s', async (loginid, expected) => {
    const socket = await open();
    expect(await socket.call({ authorize: tokenOf(loginid) })).toMatchObject({ authorize: expected });
  });

  it('refuses an unknown token with InvalidToken', async () => {
    const socket = await open();
    expect(await socket.call({ authorize: 'a1-NoSuchTokenNoSuchTokenNoSuchT' })).toMatchObject({
      msg_type: 'authorize',
      error: { code: 'InvalidToken', message: 'The token is invalid.' },
    });
  });

  it('refuses a disabled account with AccountDisabled', async () => {
    const socket = await open();
    expect(await socket.call({ authorize: tokenOf('CR90000005') })).toMatchObject({
      error: { code: 'AccountDisabled', message: 'Account is disabled.' },
    });
  });

  it('refuses a self-excluded account with SelfExclusion and the end of the exclusion', async () => {
    const socket = await open();
    expect(await socket.call({ authorize: tokenOf('CR90000006') })).toMatchObject({
      error: { code: 'SelfExclusion', message: 'Sorry, you have excluded yourself until 2099-12-31T00:00:00.' },
    });
  });

  it('lets the self-excluded account in once the exclusion has passed', async () => {
    simulator().world.clock.set(Date.UTC(2100, 0, 1));
    const socket = await open();
    expect(await socket.call({ authorize: tokenOf('CR90000006') })).toMatchObject({
      authorize: { loginid: 'CR90000006' },
    });
  });

  it('authorizes several accounts of one user with tokens', async () => {
    const socket = await open();
    const reply = await socket.call({ authorize: tokenOf('CR90000001'), tokens: [tokenOf('CR90000002')] });
    expect(reply).toMatchObject({ echo_req: { tokens: '<not shown>' }, authorize: { loginid: 'CR90000001' } });
    expect(await socket.call({ balance: 1, loginid: 'CR90000002' })).toMatchObject({
      balance: { loginid: 'CR90000002', currency: 'BTC', balance: 0.05 },
    });
    expect(await socket.call({ balance: 1, loginid: 'CR90000003' })).toMatchObject({
      error: { code: 'PermissionDenied' },
    });
  });

  it.each([
    ['a token of another user', [tokenOf('MF90000001')], 'Token is not valid for current user.'],
    ['an unknown token', ['a1-NoSuchTokenNoSuchTokenNoSuchT'], 'Invalid/duplicate token for a loginid provided.'],
    ['an API token', [TRADING_TOKEN], "API tokens can't be used to authorize multiple accounts."],
  ])('refuses tokens with %s', async (_case, tokens, message) => {
    const socket = await open();
    expect(await socket.call({ authorize: tokenOf('CR90000002'), tokens })).toMatchObject({
      error: { code: 'InvalidToken', message },
    });
  });

  it('gives an API token only its own scopes', async () => {
    const socket = await open();
    expect(await socket.call({ authorize: READ_ONLY_TOKEN })).toMatchObject({
      authorize: { loginid: 'CR90000001', scopes: ['read'] },
    });
    expect(await socket.call({ get_settings: 1 })).toMatchObject({ get_settings: { email: 'real@example.com' } });
    expect(await socket.call({ set_settings: 1, email_consent: 0 })).toMatchObject({
      error: { code: 'PermissionDenied', message: 'Permission denied, requires admin scope(s).' },
    });
  });

  it('refuses account calls before authorize with AuthorizationRequired', async () => {
    const socket = await open();
    for (const call of ['get_settings', 'get_account_status', 'get_limits', 'balance'])
      expect(await socket.call({ [call]: 1 })).toMatchObject({
        msg_type: call,
        error: { code: 'AuthorizationRequired', message: 'Please log in.' },
      });
  });

  it('answers DisabledClient once the account is disabled after authorize', async () => {
    const socket = await authorized(open, tokenOf('CR90000001'));
    simulator().world.commit({ type: 'account_updated', loginid: 'CR90000001', status: ['disabled'] });
    expect(await socket.call({ get_settings: 1 })).toMatchObject({
      error: { code: 'DisabledClient', message: 'This account is unavailable.' },
    });
  });
});

describe('logout', () => {
  it('ends the authorization and the streams that need it', async () => {
    const socket = await authorized(open, tokenOf('CR90000001'));
    const stream = await socket.call({ balance: 1, subscribe: 1 });
    expect(stream).toMatchObject({ subscription: { id: expect.any(String) } });
    expect(await socket.call({ logout: 1, req_id: 3 })).toEqual({
      echo_req: { logout: 1, req_id: 3 },
      logout: 1,
      msg_type: 'logout',
      req_id: 3,
    });
    expect(await socket.call({ balance: 1 })).toMatchObject({ error: { code: 'AuthorizationRequired' } });
    expect(await socket.call({ forget: (stream.subscription as { id: string }).id })).toMatchObject({ forget: 0 });
  });

  it('answers 1 when not logged in', async () => {
    const socket = await open();
    expect(await socket.call({ logout: 1 })).toMatchObject({ logout: 1 });
  });
});
