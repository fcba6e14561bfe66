import { describe, expect, it } from 'vitest';
import { authorized, errorOf, tokenOf, useSimulator, verificationCode } from './support';

const { simulator, open } = useSimulator();
const REAL = 'CR90000001';
const EMAIL = 'real@example.com';

async function postAmount(url: string, amount: string): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ amount }).toString(),
  });
}

async function cashierError(loginid: string, request: Record<string, unknown> = { cashier: 'deposit' }) {
  const socket = await authorized(open, tokenOf(loginid));
  return errorOf(await socket.call(request));
}

describe('cashier deposit and its page', () => {
  it('returns the URL of a page the simulator serves, which posts its height to the parent', async () => {
    const socket = await authorized(open, tokenOf(REAL));
    const reply = await socket.call({ cashier: 'deposit' });
    const url = reply.cashier as string;
    expect(url).toMatch(new RegExp(`^${simulator().url}/cashier/[0-9a-f]{32}$`));
    const page = await fetch(url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('parent.postMessage(document.documentElement.scrollHeight');
    const nonce = /nonce="([^"]+)"/.exec(html)?.[1];
    expect(page.headers.get('content-security-policy')).toContain(`'nonce-${nonce}'`);
    expect(html).toContain('1523.47');
  });

  it('makes a demo deposit into the ledger from the page, and refuses a bad amount', async () => {
    const socket = await authorized(open, tokenOf(REAL));
    const url = (await socket.call({ cashier: 'deposit' })).cashier as string;
    const done = await postAmount(url, '25.50');
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('Deposited 25.50 USD.');
    expect((await simulator().control.getAccount('default', REAL)).balance).toBe(1548.97);
    const refused = await postAmount(url, '1.234');
    expect(refused.status).toBe(400);
    expect((await simulator().control.getAccount('default', REAL)).balance).toBe(1548.97);
    const last = simulator().world.state.ledger.transactions.at(-1)!;
    expect(last).toMatchObject({ loginid: REAL, action: 'deposit', amount: 2550 });
  });

  it("refuses a deposit above the platform's maximum, or one the balance could not hold, in the spec's words", async () => {
    const socket = await authorized(open, tokenOf(REAL));
    const url = (await socket.call({ cashier: 'deposit' })).cashier as string;
    for (const amount of ['100000.01', '90071992547409.91', '0']) {
      const refused = await postAmount(url, amount);
      expect(refused.status).toBe(400);
      expect(await refused.text()).toContain('Should be between 0.01 and 100,000.00');
    }
    expect(await (await postAmount(url, 'ten')).text()).toContain('Should be a valid number.');
    expect(await (await postAmount(url, '1.234')).text()).toContain('Up to 2 decimal places are allowed.');
    expect((await simulator().control.getAccount('default', REAL)).balance).toBe(1523.47);
    expect(await (await postAmount(url, '100000')).text()).toContain('Deposited 100000.00 USD.');
    await simulator().control.patchAccount('default', REAL, { balance: '90071992547000' });
    expect(await (await postAmount(url, '500')).text()).toContain('Should be between 0.01 and 409.91');
    expect(await (await postAmount(url, '409.91')).text()).toContain('Deposited 409.91 USD.');
    expect((await simulator().control.getAccount('default', REAL)).balance).toBe(90071992547409.91);
  });

  it('answers 404 for a page nobody was given, and for one older than an hour', async () => {
    expect((await fetch(`${simulator().url}/cashier/${'0'.repeat(32)}`)).status).toBe(404);
    const socket = await authorized(open, tokenOf(REAL));
    const url = (await socket.call({ cashier: 'deposit' })).cashier as string;
    await simulator().control.advanceClock('default', 3_601_000);
    expect((await fetch(url)).status).toBe(404);
  });

  it('serves a page per world under the world path', async () => {
    await simulator().control.createWorld({ id: 'other' });
    const { TestSocket } = await import('../../support/simulator');
    const socket = await TestSocket.open(simulator().socketUrl('1', 'other'));
    await socket.call({ authorize: tokenOf(REAL) });
    const url = (await socket.call({ cashier: 'deposit' })).cashier as string;
    expect(url).toContain('/worlds/other/cashier/');
    expect((await fetch(url)).status).toBe(200);
    socket.close();
    await simulator().control.deleteWorld('other');
  });
});

describe('cashier withdrawal', () => {
  it('asks for e-mail verification without a code, refuses a wrong or spent code, opens with a good one', async () => {
    const socket = await authorized(open, tokenOf(REAL));
    expect(errorOf(await socket.call({ cashier: 'withdraw' }))).toEqual({
      code: 'ASK_EMAIL_VERIFY',
      message: 'Verify your withdraw request.',
    });
    expect(errorOf(await socket.call({ cashier: 'withdraw', verification_code: 'Wrong123' })).code).toBe(
      'InvalidToken',
    );
    const code = await verificationCode(simulator(), socket, EMAIL, 'payment_withdraw');
    const opened = await socket.call({ cashier: 'withdraw', verification_code: code });
    expect(opened.cashier).toMatch(/\/cashier\/[0-9a-f]{32}$/);
    expect(errorOf(await socket.call({ cashier: 'withdraw', verification_code: code })).message).toBe(
      'Your token has expired or is invalid.',
    );
  });

  it('refuses a code of another type', async () => {
    const socket = await authorized(open, tokenOf(REAL));
    const code = await verificationCode(simulator(), socket, EMAIL, 'paymentagent_withdraw');
    expect(errorOf(await socket.call({ cashier: 'withdraw', verification_code: code })).code).toBe('InvalidToken');
  });

  it('withdraws from the page, then reports the withdrawal limit once 10000 USD went out in 30 days', async () => {
    await simulator().control.patchAccount('default', REAL, { balance: '20000' });
    const socket = await authorized(open, tokenOf(REAL));
    const code = await verificationCode(simulator(), socket, EMAIL, 'payment_withdraw');
    const url = (await socket.call({ cashier: 'withdraw', verification_code: code })).cashier as string;
    expect(await (await postAmount(url, '20000')).text()).toContain('You have reached the withdrawal limit.');
    expect(await (await postAmount(url, '10000')).text()).toContain('Withdrew 10000.00 USD.');
    expect((await simulator().control.getAccount('default', REAL)).balance).toBe(10000);
    expect(errorOf(await socket.call({ cashier: 'withdraw' }))).toEqual({
      code: 'CashierForwardError',
      message: 'You have reached the withdrawal limit.',
    });
  });

  it('takes one withdrawal per verification: the page closes once it has withdrawn', async () => {
    const socket = await authorized(open, tokenOf(REAL));
    const code = await verificationCode(simulator(), socket, EMAIL, 'payment_withdraw');
    const url = (await socket.call({ cashier: 'withdraw', verification_code: code })).cashier as string;
    expect(await (await postAmount(url, '0.5')).text()).toContain('The minimum withdrawal is 1 USD.');
    const done = await (await postAmount(url, '10')).text();
    expect(done).toContain('Withdrew 10.00 USD.');
    expect(done).not.toContain('<form');
    const again = await postAmount(url, '10');
    expect(again.status).toBe(410);
    expect(await again.text()).toContain('This withdrawal is done. To withdraw again, open the cashier again.');
    expect((await fetch(url)).status).toBe(410);
    expect((await simulator().control.getAccount('default', REAL)).balance).toBe(1513.47);
  });

  it('refuses to withdraw more than the balance from the page, also an amount no balance can hold', async () => {
    const socket = await authorized(open, tokenOf(REAL));
    const code = await verificationCode(simulator(), socket, EMAIL, 'payment_withdraw');
    const url = (await socket.call({ cashier: 'withdraw', verification_code: code })).cashier as string;
    expect(await (await postAmount(url, '5000')).text()).toContain('Insufficient balance.');
    expect(await (await postAmount(url, '1e21')).text()).toContain('Should be a valid number.');
    expect(await (await postAmount(url, '90071992547409.92')).text()).toContain('Insufficient balance.');
  });

  it('is refused on a withdrawal-locked account while deposits stay open', async () => {
    expect(await cashierError('CR90000009', { cashier: 'withdraw' })).toEqual({
      code: 'CashierForwardError',
      message: 'Withdrawals have been disabled on your account. Please check your email for more details.',
    });
    const socket = await authorized(open, tokenOf('CR90000009'));
    expect((await socket.call({ cashier: 'deposit' })).cashier).toBeTypeOf('string');
  });
});

describe('cashier refusals', () => {
  it('a locked cashier', async () => {
    expect(await cashierError('CR90000008')).toEqual({
      code: 'CashierForwardError',
      message: 'Your cashier is locked.',
    });
  });

  it('a virtual account', async () => {
    expect((await cashierError('VRTC90000001')).code).toBe('CashierForwardError');
  });

  it('an account without a currency', async () => {
    expect((await cashierError('CR90000004')).code).toBe('ASK_CURRENCY');
  });

  it.each([
    ['ASK_EMAIL_VERIFY', 'Please verify your email address.'],
    ['ASK_TNC_APPROVAL', 'Terms and conditions approval is required.'],
    ['ASK_FINANCIAL_RISK_APPROVAL', 'Financial Risk approval is required.'],
    ['ASK_AUTHENTICATE', 'Please authenticate your account.'],
    ['ASK_AGE_VERIFICATION', 'Your account needs age verification.'],
  ])('%s when forced through the control API, gone once cleared', async (ask, message) => {
    await simulator().control.forceCashierAsks('default', REAL, { asks: [ask] });
    expect(await cashierError(REAL)).toEqual({ code: ask, message });
    await simulator().control.forceCashierAsks('default', REAL, { asks: [] });
    const socket = await authorized(open, tokenOf(REAL));
    expect((await socket.call({ cashier: 'deposit' })).cashier).toBeTypeOf('string');
  });

  it('ASK_FIX_DETAILS names the missing details', async () => {
    await simulator().control.forceCashierAsks('default', REAL, {
      asks: ['ASK_FIX_DETAILS'],
      missing_details: ['address_state', 'address_postcode'],
    });
    expect(await cashierError(REAL)).toEqual({
      code: 'ASK_FIX_DETAILS',
      message: 'Your profile appears to be incomplete. Please update your personal details to continue.',
      details: { fields: ['address_state', 'address_postcode'] },
    });
  });

  it('ASK_FIX_DETAILS forced without fields names none', async () => {
    await simulator().control.forceCashierAsks('default', REAL, { asks: ['ASK_FIX_DETAILS'], missing_details: [] });
    expect(await cashierError(REAL)).toEqual({
      code: 'ASK_FIX_DETAILS',
      message: 'Your profile appears to be incomplete. Please update your personal details to continue.',
    });
  });

  it('ASK_FIX_DETAILS and ASK_TNC_APPROVAL follow from the profile', async () => {
    const world = simulator().world;
    const userId = world.state.accounts.accounts[REAL]!.user_id;
    world.commit({ type: 'user_updated', user_id: userId, settings: { phone: '', address_city: null } });
    expect((await cashierError(REAL)).details).toEqual({ fields: ['address_city', 'phone'] });
    world.commit({
      type: 'user_updated',
      user_id: userId,
      settings: { phone: '+6281234567890', address_city: 'Bogor' },
    });
    world.commit({ type: 'user_updated', user_id: userId, settings: { client_tnc_status: 'Version 0.9 2025-01-01' } });
    expect((await cashierError(REAL)).code).toBe('ASK_TNC_APPROVAL');
  });

  it('ASK_UK_FUNDS_PROTECTION for a GB client of iom until funds protection is accepted', async () => {
    await simulator().control.patchAccount('default', 'MX90000001', { status: { clear: ['ukgc_funds_protection'] } });
    expect((await cashierError('MX90000001')).code).toBe('ASK_UK_FUNDS_PROTECTION');
    await simulator().control.patchAccount('default', 'MX90000001', { status: { set: ['ukgc_funds_protection'] } });
    const socket = await authorized(open, tokenOf('MX90000001'));
    expect((await socket.call({ cashier: 'deposit' })).cashier).toBeTypeOf('string');
  });

  it('ASK_AUTHENTICATE for an unauthenticated maltainvest account', async () => {
    expect((await cashierError('MF90000001')).code).toBe('ASK_AUTHENTICATE');
  });

  it('ASK_AGE_VERIFICATION for a malta account neither authenticated nor age verified', async () => {
    await simulator().control.patchAccount('default', 'MLT90000001', { status: { clear: ['authenticated'] } });
    expect((await cashierError('MLT90000001')).code).toBe('ASK_AGE_VERIFICATION');
    await simulator().control.patchAccount('default', 'MLT90000001', { status: { set: ['age_verification'] } });
    const socket = await authorized(open, tokenOf('MLT90000001'));
    expect((await socket.call({ cashier: 'deposit' })).cashier).toBeTypeOf('string');
  });

  it('ASK_SELF_EXCLUSION_MAX_TURNOVER_SET while the account must set its 30-day turnover limit', async () => {
    await simulator().control.patchAccount('default', REAL, { status: { set: ['max_turnover_limit_not_set'] } });
    expect(await cashierError(REAL)).toEqual({
      code: 'ASK_SELF_EXCLUSION_MAX_TURNOVER_SET',
      message: 'Please set your 30-day turnover limit in our self-exclusion facilities to access the cashier.',
    });
  });

  it('needs the payments scope', async () => {
    const socket = await authorized(open, 'RTfAlom94PNjefR');
    expect(errorOf(await socket.call({ cashier: 'deposit' })).code).toBe('PermissionDenied');
  });
});

describe('cashier_password', () => {
  it('reports, locks and unlocks; a locked cashier refuses with the client-lock message', async () => {
    const socket = await authorized(open, tokenOf(REAL));
    expect((await socket.call({ cashier_password: 1 })).cashier_password).toBe(0);
    const locked = await socket.call({ cashier_password: 1, lock_password: 'Secret123' });
    expect(locked.cashier_password).toBe(1);
    expect((locked.echo_req as Record<string, unknown>).lock_password).toBe('<not shown>');
    expect((await socket.call({ cashier_password: 1 })).cashier_password).toBe(1);
    expect(errorOf(await socket.call({ cashier: 'deposit' })).message).toBe(
      'Your cashier is locked as per your request.',
    );
    expect(errorOf(await socket.call({ cashier_password: 1, lock_password: 'Other1234' }))).toEqual({
      code: 'CashierPassword',
      message: 'Your cashier was locked.',
    });
    expect((await socket.call({ cashier_password: 1, unlock_password: 'Secret123' })).cashier_password).toBe(0);
    expect((await socket.call({ cashier: 'deposit' })).cashier).toBeTypeOf('string');
  });

  it("a wrong cashier password: the platform's CashierPassword refusal; a malformed one fails the schema", async () => {
    const socket = await authorized(open, tokenOf(REAL));
    await socket.call({ cashier_password: 1, lock_password: 'Secret123' });
    expect(errorOf(await socket.call({ cashier_password: 1, unlock_password: 'Wrong1234' }))).toEqual({
      code: 'CashierPassword',
      message: 'Sorry, you have entered an incorrect cashier password',
    });
    expect(errorOf(await socket.call({ cashier_password: 1, unlock_password: 'abc' })).code).toBe(
      'InputValidationFailed',
    );
    expect((await socket.call({ cashier_password: 1 })).cashier_password).toBe(1);
  });

  it('with both passwords it locks, as the platform does, and refuses virtual accounts', async () => {
    const socket = await authorized(open, tokenOf(REAL));
    const both = await socket.call({ cashier_password: 1, lock_password: 'Secret123', unlock_password: 'Other1234' });
    expect(both.cashier_password).toBe(1);
    const virtual = await authorized(open, tokenOf('VRTC90000001'));
    expect(errorOf(await virtual.call({ cashier_password: 1 }))).toEqual({
      code: 'PermissionDenied',
      message: 'Permission denied.',
    });
  });

  it('refuses a weak lock password, the log-in password, and unlocking an unlocked cashier', async () => {
    const socket = await authorized(open, tokenOf(REAL));
    expect(errorOf(await socket.call({ cashier_password: 1, lock_password: 'alllower' })).message).toBe(
      'Password should have lower and uppercase letters with numbers.',
    );
    expect(errorOf(await socket.call({ cashier_password: 1, lock_password: 'Demo1234' }))).toEqual({
      code: 'CashierPassword',
      message: 'Please use a different password than your login password.',
    });
    expect(errorOf(await socket.call({ cashier_password: 1, unlock_password: 'Secret123' }))).toEqual({
      code: 'CashierPassword',
      message: 'Your cashier was not locked.',
    });
  });
});
