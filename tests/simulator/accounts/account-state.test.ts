import { describe, expect, it } from 'vitest';
import { patchAccount } from '../../../simulator/world/account-admin';
import { authorized, tokenOf, useSimulator } from './support';

const { simulator, open } = useSimulator();

describe('get_account_status', () => {
  it('answers an unauthenticated CR account', async () => {
    const socket = await authorized(open, tokenOf('CR90000001'));
    expect(await socket.call({ get_account_status: 1 })).toMatchObject({
      get_account_status: {
        status: ['crs_tin_information'],
        prompt_client_to_authenticate: 0,
        risk_classification: 'low',
        currency_config: { USD: { is_deposit_suspended: 0, is_withdrawal_suspended: 0 } },
        authentication: { needs_verification: [], identity: { status: 'none' }, document: { status: 'none' } },
        cashier_validation: [],
        p2p_status: 'none',
      },
    });
  });

  it.each([
    ['CR90000007', ['unwelcome'], 'unwelcome_status'],
    ['CR90000008', ['cashier_locked'], 'cashier_locked_status'],
    ['CR90000009', ['withdrawal_locked'], 'withdrawal_locked_status'],
  ])('lists the flags of %s', async (loginid, status, reason) => {
    const socket = await authorized(open, tokenOf(loginid));
    const reply = await socket.call({ get_account_status: 1 });
    expect(reply).toMatchObject({
      get_account_status: { status, cashier_validation: expect.arrayContaining([reason]) },
    });
  });

  it('asks a locked cashier to authenticate', async () => {
    const socket = await authorized(open, tokenOf('CR90000008'));
    expect(await socket.call({ get_account_status: 1 })).toMatchObject({
      get_account_status: {
        prompt_client_to_authenticate: 1,
        authentication: { needs_verification: ['identity', 'document'] },
      },
    });
  });

  it('asks an unauthenticated maltainvest client to authenticate, not an authenticated one', async () => {
    const retail = await authorized(open, tokenOf('MF90000001'));
    expect(await retail.call({ get_account_status: 1 })).toMatchObject({
      get_account_status: {
        prompt_client_to_authenticate: 1,
        status: ['financial_assessment_not_complete', 'trading_experience_not_complete', 'crs_tin_information'],
      },
    });
    const professional = await authorized(open, tokenOf('MF90000002'));
    expect(await professional.call({ get_account_status: 1 })).toMatchObject({
      get_account_status: {
        prompt_client_to_authenticate: 0,
        risk_classification: 'standard',
        status: ['authenticated', 'professional', 'crs_tin_information'],
        authentication: { identity: { status: 'verified' }, document: { status: 'verified' } },
      },
    });
  });

  it('asks an account without currency to set one', async () => {
    const socket = await authorized(open, tokenOf('CR90000004'));
    expect(await socket.call({ get_account_status: 1 })).toMatchObject({
      get_account_status: { currency_config: {}, cashier_validation: ['ASK_CURRENCY'] },
    });
  });

  it('follows status flags set through the control API', async () => {
    const socket = await authorized(open, tokenOf('CR90000001'));
    patchAccount(simulator().world, 'CR90000001', { status: { set: ['authenticated', 'mt5_withdrawal_locked'] } });
    expect(await socket.call({ get_account_status: 1 })).toMatchObject({
      get_account_status: { status: ['mt5_withdrawal_locked', 'authenticated', 'crs_tin_information'] },
    });
  });
});

describe('get_limits', () => {
  it('answers a real account in its currency', async () => {
    const socket = await authorized(open, tokenOf('CR90000001'));
    expect(await socket.call({ get_limits: 1 })).toMatchObject({
      get_limits: {
        account_balance: 300000,
        payout: 50000,
        open_positions: 100,
        num_of_days: 30,
        num_of_days_limit: 10000,
        lifetime_limit: 10000,
        remainder: 10000,
        withdrawal_for_x_days_monetary: 0,
        withdrawal_since_inception_monetary: 0,
        market_specific: { synthetic_index: [{ name: 'Synthetic Indices', turnover_limit: 500000 }] },
      },
    });
  });

  it('converts limits for crypto accounts and lifts them once authenticated', async () => {
    const crypto = await authorized(open, tokenOf('CR90000002'));
    expect(await crypto.call({ get_limits: 1 })).toMatchObject({
      get_limits: { payout: 0.55555556, num_of_days_limit: 0.11111111 },
    });
    const agent = await authorized(open, tokenOf('CR90000010'));
    expect(await agent.call({ get_limits: 1 })).toMatchObject({ get_limits: { num_of_days_limit: 99999999 } });
  });

  it("uses the platform's withdrawal limits of the landing company: malta and maltainvest 2000 EUR in 90 days and ever", async () => {
    const retail = await authorized(open, tokenOf('MF90000001'));
    expect((await retail.call({ get_limits: 1 })).get_limits).toMatchObject({
      num_of_days: 90,
      num_of_days_limit: 2000,
      lifetime_limit: 2000,
      remainder: 2000,
    });
    patchAccount(simulator().world, 'MLT90000001', { status: { clear: ['authenticated'] } });
    const malta = await authorized(open, tokenOf('MLT90000001'));
    expect((await malta.call({ get_limits: 1 })).get_limits).toMatchObject({
      num_of_days: 90,
      num_of_days_limit: 2000,
      lifetime_limit: 2000,
    });
  });

  it('iom: 3000 EUR in 30 days, in the account currency, and no lifetime limit; authentication lifts both', async () => {
    const socket = await authorized(open, tokenOf('MX90000001'));
    expect((await socket.call({ get_limits: 1 })).get_limits).toMatchObject({
      num_of_days: 30,
      num_of_days_limit: 99999999,
      lifetime_limit: 99999999,
    });
    patchAccount(simulator().world, 'MX90000001', { status: { clear: ['authenticated'] } });
    const rates = await socket.call({ exchange_rates: 1, base_currency: 'EUR', target_currency: 'GBP' });
    const eurInGbp = (rates.exchange_rates as { rates: { GBP: number } }).rates.GBP;
    const limits = (await socket.call({ get_limits: 1 })).get_limits as Record<string, number>;
    expect(limits).toMatchObject({ num_of_days: 30, lifetime_limit: 99999999 });
    expect(limits.num_of_days_limit).toBeCloseTo(3000 * eurInGbp, 1);
    expect(limits.remainder).toBe(limits.num_of_days_limit);
  });

  it('refuses a virtual account with FeatureNotAvailable', async () => {
    const socket = await authorized(open, tokenOf('VRTC90000001'));
    expect(await socket.call({ get_limits: 1 })).toMatchObject({
      error: { code: 'FeatureNotAvailable', message: 'Sorry, this feature is not available.' },
    });
  });
});

describe('balance', () => {
  it('answers the current account', async () => {
    const socket = await authorized(open, tokenOf('CR90000001'));
    expect(await socket.call({ balance: 1, req_id: 2 })).toEqual({
      echo_req: { balance: 1, req_id: 2 },
      msg_type: 'balance',
      req_id: 2,
      balance: { balance: 1523.47, currency: 'USD', loginid: 'CR90000001' },
    });
  });

  it('answers another account of the user by loginid, and refuses a stranger', async () => {
    const socket = await authorized(open, tokenOf('CR90000001'));
    expect(await socket.call({ balance: 1, account: 'CR90000003' })).toMatchObject({
      balance: { balance: 1.2, currency: 'ETH', loginid: 'CR90000003' },
    });
    expect(await socket.call({ balance: 1, account: 'MF90000001' })).toMatchObject({
      error: { code: 'PermissionDenied' },
    });
  });

  it('answers all accounts with totals in the current currency', async () => {
    const socket = await authorized(open, tokenOf('CR90000001'));
    expect(await socket.call({ balance: 1, account: 'all' })).toMatchObject({
      balance: {
        loginid: 'CR90000001',
        accounts: {
          CR90000001: {
            balance: 1523.47,
            converted_amount: 1523.47,
            currency: 'USD',
            demo_account: 0,
            status: 1,
            type: 'deriv',
          },
          CR90000002: { balance: 0.05, converted_amount: 4500, currency: 'BTC' },
          CR90000003: { balance: 1.2, converted_amount: 3600, currency: 'ETH' },
          VRTC90000002: { balance: 10000, demo_account: 1 },
        },
        total: { deriv: { amount: 9623.47, currency: 'USD' }, deriv_demo: { amount: 10000, currency: 'USD' } },
      },
    });
  });

  it('streams every change of the balance until forgotten', async () => {
    const socket = await authorized(open, tokenOf('CR90000001'));
    const first = await socket.call({ balance: 1, subscribe: 1, req_id: 7 });
    const id = (first.subscription as { id: string }).id;
    expect(first).toMatchObject({ balance: { balance: 1523.47, id }, subscription: { id } });

    patchAccount(simulator().world, 'CR90000001', { balance: '2000.10' });
    expect(await socket.next()).toMatchObject({
      msg_type: 'balance',
      req_id: 7,
      balance: { balance: 2000.1, currency: 'USD', loginid: 'CR90000001', id },
      subscription: { id },
    });
    patchAccount(simulator().world, 'CR90000002', { balance: '1' });
    patchAccount(simulator().world, 'CR90000001', { balance: 0 });
    expect(await socket.next()).toMatchObject({ balance: { balance: 0 } });

    expect(await socket.call({ balance: 1, subscribe: 1 })).toMatchObject({ error: { code: 'AlreadySubscribed' } });
    expect(await socket.call({ forget: id })).toMatchObject({ forget: 1 });
    patchAccount(simulator().world, 'CR90000001', { balance: 5 });
    expect(await socket.call({ ping: 1 })).toMatchObject({ ping: 'pong' });
  });

  it('streams changes of any account with account all', async () => {
    const socket = await authorized(open, tokenOf('CR90000001'));
    await socket.call({ balance: 1, account: 'all', subscribe: 1 });
    patchAccount(simulator().world, 'CR90000002', { balance: '0.1' });
    expect(await socket.next()).toMatchObject({ balance: { accounts: { CR90000002: { balance: 0.1 } } } });
  });
});
