import { describe, expect, it } from 'vitest';
import { authorized, errorOf, tokenOf, useSimulator, verificationCode } from './support';

const { simulator, open } = useSimulator();
const REAL = 'CR90000001';
const MAIN = 'Mt5Main1234';

function newAccount(fields: Record<string, unknown>) {
  return {
    mt5_new_account: 1,
    account_type: 'gaming',
    email: 'real@example.com',
    leverage: 100,
    mainPassword: 'Abcd1234x',
    investPassword: 'Wxyz9876q',
    name: 'Budi Santoso',
    ...fields,
  };
}

describe('mt5_login_list', () => {
  it('lists demo, real and MAM accounts with their groups and balances', async () => {
    const socket = await authorized(open, tokenOf(REAL));
    const reply = await socket.call({ mt5_login_list: 1 });
    const list = reply.mt5_login_list as Record<string, unknown>[];
    expect(list.map((entry) => [entry.login, entry.account_type, entry.group])).toEqual([
      ['MTD1001', 'demo', 'demo\\svg'],
      ['MTR1002', 'real', 'real\\svg'],
      ['MTR1003', 'real', 'real\\mamm\\svg_standard'],
    ]);
    expect(list[1]).toMatchObject({ balance: 250, display_balance: '250.00', leverage: 500, market_type: 'synthetic' });
    expect(list[2]).toMatchObject({ market_type: 'financial', sub_account_type: 'financial', leverage: 1000 });
  });

  it('is empty for a user without MT5 accounts', async () => {
    const socket = await authorized(open, tokenOf('CR90000009'));
    expect((await socket.call({ mt5_login_list: 1 })).mt5_login_list).toEqual([]);
  });
});

describe('mt5_new_account', () => {
  it('opens a demo account with 10000 and a real one with 0, numbered after the last login', async () => {
    const socket = await authorized(open, tokenOf('CR90000009'));
    const demo = await socket.call(newAccount({ account_type: 'demo', mt5_account_type: 'financial', leverage: 1000 }));
    expect(demo.mt5_new_account).toEqual({
      account_type: 'demo',
      balance: 10000,
      currency: 'USD',
      display_balance: '10000.00',
      login: 'MTD1006',
      mt5_account_type: 'financial',
    });
    const real = await socket.call(newAccount({ leverage: 500 }));
    expect(real.mt5_new_account).toMatchObject({ login: 'MTR1007', balance: 0, account_type: 'gaming' });
    expect((await simulator().control.getMt5Account('default', 'MTR1007')).group).toBe('real\\svg');
    expect((real.echo_req as Record<string, unknown>).mainPassword).toBe('<not shown>');
  });

  it('a dry run checks without opening', async () => {
    const socket = await authorized(open, tokenOf('CR90000009'));
    const reply = await socket.call(newAccount({ dry_run: 1 }));
    expect((reply.mt5_new_account as Record<string, unknown>).login).toBeUndefined();
    expect((await socket.call({ mt5_login_list: 1 })).mt5_login_list).toEqual([]);
  });

  it.each([
    ['gaming', undefined, 500],
    ['financial', 'financial', 1000],
    ['financial', 'financial_stp', 100],
  ])('the leverage of %s %s on svg is at most %i', async (account_type, mt5_account_type, max) => {
    const socket = await authorized(open, tokenOf('CR90000009'));
    const kind = mt5_account_type ? { mt5_account_type } : {};
    expect(errorOf(await socket.call(newAccount({ account_type, ...kind, leverage: max + 1 }))).message).toBe(
      `Leverage must be a whole number from 1 to ${max}.`,
    );
    expect((await socket.call(newAccount({ account_type, ...kind, leverage: max }))).error).toBeUndefined();
  });

  it('EU financial standard accounts have leverage 30 and no gaming accounts', async () => {
    const socket = await authorized(open, tokenOf('MF90000001'));
    expect(errorOf(await socket.call(newAccount({ account_type: 'financial', leverage: 31 }))).code).toBe(
      'MT5CreateUserError',
    );
    const reply = await socket.call(newAccount({ account_type: 'financial', leverage: 30 }));
    expect(reply.mt5_new_account).toMatchObject({ currency: 'EUR', mt5_account_type: 'financial' });
    expect(errorOf(await socket.call(newAccount({ account_type: 'gaming' })))).toEqual({
      code: 'MT5NotAllowed',
      message: 'Sorry, this feature is not available in your jurisdiction.',
    });
  });

  it('is not available in some jurisdictions', async () => {
    const iom = await authorized(open, tokenOf('MX90000001'));
    expect(errorOf(await iom.call(newAccount({ account_type: 'demo' }))).code).toBe('MT5NotAllowed');
    await simulator().control.patchAccount('default', 'CR90000009', { residence: 'fr' });
    const french = await authorized(open, tokenOf('CR90000009'));
    expect(errorOf(await french.call(newAccount({}))).message).toBe(
      'Sorry, this feature is not available in your jurisdiction.',
    );
  });

  it('a virtual client may open demo accounts only', async () => {
    const socket = await authorized(open, tokenOf('VRTC90000001'));
    expect(errorOf(await socket.call(newAccount({}))).code).toBe('RealAccountMissing');
    const demo = newAccount({ account_type: 'demo', mt5_account_type: 'financial_stp' });
    expect((await socket.call(demo)).mt5_new_account).toMatchObject({ login: 'MTD1006', balance: 10000 });
  });

  it('password rules: the schema pattern, and investor different from main', async () => {
    const socket = await authorized(open, tokenOf('CR90000009'));
    expect(errorOf(await socket.call(newAccount({ mainPassword: 'short1A' }))).code).toBe('InputValidationFailed');
    expect(errorOf(await socket.call(newAccount({ mainPassword: 'alllowercase1' }))).code).toBe(
      'InputValidationFailed',
    );
    expect(errorOf(await socket.call(newAccount({ investPassword: 'Abcd1234x' })))).toEqual({
      code: 'MT5SamePassword',
      message: 'Main password and investor password cannot be the same.',
    });
  });

  it('opens a MAM account run by the given manager, in the group of MAM accounts', async () => {
    const socket = await authorized(open, tokenOf('CR90000009'));
    const mam = newAccount({ account_type: 'financial', mt5_account_type: 'financial', leverage: 1000 });
    const reply = await socket.call({ ...mam, manager_id: 'MTR9001' });
    const login = (reply.mt5_new_account as Record<string, unknown>).login as string;
    const opened = await simulator().control.getMt5Account('default', login);
    expect(opened).toMatchObject({ group: 'real\\mamm\\svg_standard', manager_id: 'MTR9001' });
    const digits = login.replace(/\D/g, '');
    expect((await socket.call({ mt5_mamm: 1, login: digits })).mt5_mamm).toEqual({ status: 1, manager_id: 'MTR9001' });
    // A MAM account is another group than a plain one: the client may still open a plain financial account.
    expect((await socket.call(mam)).error).toBeUndefined();
  });

  it('refuses a MAM account that is demo or synthetic, and a manager id longer than 15', async () => {
    const socket = await authorized(open, tokenOf('CR90000009'));
    const demo = newAccount({ account_type: 'demo', mt5_account_type: 'financial', manager_id: 'MTR9001' });
    expect(errorOf(await socket.call(demo))).toEqual({
      code: 'MT5CreateUserError',
      message: 'MAM accounts are real financial accounts.',
    });
    expect(errorOf(await socket.call(newAccount({ leverage: 500, manager_id: 'MTR9001' }))).code).toBe(
      'MT5CreateUserError',
    );
    const long = newAccount({ account_type: 'financial', mt5_account_type: 'financial', manager_id: 'M'.repeat(16) });
    expect(errorOf(await socket.call(long)).code).toBe('InputValidationFailed');
  });

  it('refuses a second account of the same group', async () => {
    const socket = await authorized(open, tokenOf(REAL));
    expect(errorOf(await socket.call(newAccount({ leverage: 500 }))).message).toBe(
      'You already have an MT5 account of this type.',
    );
  });
});

describe('MT5 passwords', () => {
  it('checks the main and investor passwords', async () => {
    const socket = await authorized(open, tokenOf(REAL));
    expect((await socket.call({ mt5_password_check: 1, login: 'MTR1002', password: MAIN })).mt5_password_check).toBe(1);
    const investor = { mt5_password_check: 1, login: 'MTR1002', password: 'Mt5Invest1234', password_type: 'investor' };
    expect((await socket.call(investor)).mt5_password_check).toBe(1);
    expect(errorOf(await socket.call({ mt5_password_check: 1, login: 'MTR1002', password: 'Wrong1234' }))).toEqual({
      code: 'MT5PasswordCheckError',
      message: 'That password is incorrect. Please try again.',
    });
  });

  it('changes a password given the current one, which must differ from the new and from the other', async () => {
    const socket = await authorized(open, tokenOf(REAL));
    const change = { mt5_password_change: 1, login: 'MTR1002', old_password: MAIN };
    expect(errorOf(await socket.call({ ...change, old_password: 'Wrong1234', new_password: 'New12345a' })).code).toBe(
      'MT5PasswordChangeError',
    );
    expect(errorOf(await socket.call({ ...change, new_password: MAIN })).message).toBe(
      'Current password and new password cannot be the same.',
    );
    expect(errorOf(await socket.call({ ...change, new_password: 'Mt5Invest1234' })).message).toBe(
      'Main password and investor password cannot be the same.',
    );
    expect((await socket.call({ ...change, new_password: 'New12345a' })).mt5_password_change).toBe(1);
    expect(
      (await socket.call({ mt5_password_check: 1, login: 'MTR1002', password: 'New12345a' })).error,
    ).toBeUndefined();
  });

  it('resets a password with an e-mailed code, once', async () => {
    const socket = await authorized(open, tokenOf(REAL));
    const reset = { mt5_password_reset: 1, login: 'MTR1002', new_password: 'Reset1234a' };
    expect(errorOf(await socket.call({ ...reset, verification_code: 'Nothing12' }))).toEqual({
      code: 'InvalidToken',
      message: 'Your token has expired or is invalid.',
    });
    const code = await verificationCode(simulator(), socket, 'real@example.com', 'mt5_password_reset');
    expect((await socket.call({ ...reset, verification_code: code })).mt5_password_reset).toBe(1);
    expect(
      (await socket.call({ mt5_password_check: 1, login: 'MTR1002', password: 'Reset1234a' })).error,
    ).toBeUndefined();
    expect(errorOf(await socket.call({ ...reset, verification_code: code })).code).toBe('InvalidToken');
  });

  it("another user's login is refused", async () => {
    const socket = await authorized(open, tokenOf('CR90000009'));
    expect(errorOf(await socket.call({ mt5_password_check: 1, login: 'MTR1002', password: MAIN })).code).toBe(
      'PermissionDenied',
    );
  });
});

describe('mt5_mamm', () => {
  it('shows the manager of a MAM account and revokes it', async () => {
    const socket = await authorized(open, tokenOf(REAL));
    expect((await socket.call({ mt5_mamm: 1, login: '1003' })).mt5_mamm).toEqual({ status: 1, manager_id: 'MTR9001' });
    expect((await socket.call({ mt5_mamm: 1, login: '1003', action: 'revoke' })).mt5_mamm).toEqual({
      status: 1,
      manager_id: '',
    });
    expect((await simulator().control.getMt5Account('default', 'MTR1003')).manager_id).toBe('');
    expect((await socket.call({ mt5_mamm: 1, login: '1003', action: 'revoke' })).mt5_mamm).toEqual({
      status: 0,
      manager_id: '',
    });
    expect(errorOf(await socket.call({ mt5_mamm: 1, login: '1005' })).code).toBe('PermissionDenied');
  });
});
