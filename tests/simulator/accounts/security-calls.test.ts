import { describe, expect, it } from 'vitest';
import { nextTransaction } from '../../../simulator/domain/ledger/ledger';
import { base32Decode, totp } from '../../../simulator/domain/security/totp';
import { TestSocket } from '../../support/simulator';
import { authorized, errorCode, logInPageAccepts, tokenOf, useSimulator } from './support';

const { simulator, open } = useSimulator();

interface HistoryEntry {
  action: string;
  status: number;
  time: number;
  browser: string;
  environment: string;
}

function historyOf(reply: Record<string, unknown>): HistoryEntry[] {
  return reply.login_history as HistoryEntry[];
}

describe('login_history', () => {
  it('lists log-ins and log-outs of the account, newest first', async () => {
    const first = await authorized(open, tokenOf('CR90000001'));
    await first.call({ logout: 1 });
    const socket = await authorized(open, tokenOf('CR90000001'));
    const history = historyOf(await socket.call({ login_history: 1 }));
    expect(history.map(({ action, status }) => [action, status])).toEqual([
      ['login', 1],
      ['logout', 1],
      ['login', 1],
    ]);
    expect(history[0]!.environment).toContain('APP_ID=1');
  });

  it('records a refused log-in of an excluded client with status 0', async () => {
    await simulator().control.patchAccount('default', 'CR90000001', {
      self_exclusion: { timeout_until: 4_000_000_000 },
    });
    const socket = await open();
    expect(errorCode(await socket.call({ authorize: tokenOf('CR90000001') }))).toBe('SelfExclusion');
    await simulator().control.patchAccount('default', 'CR90000001', { self_exclusion: {} });
    const again = await authorized(open, tokenOf('CR90000001'));
    const history = historyOf(await again.call({ login_history: 1 }));
    expect(history.map(({ status }) => status)).toEqual([1, 0]);
  });

  it('keeps the latest 50 and answers the limit asked for (10 by default)', async () => {
    const socket = await open();
    for (let index = 0; index < 53; index += 1) await socket.call({ authorize: tokenOf('CR90000002') });
    expect(historyOf(await socket.call({ login_history: 1 }))).toHaveLength(10);
    expect(historyOf(await socket.call({ login_history: 1, limit: 50 }))).toHaveLength(50);
    expect(simulator().world.state.security.login_history.CR90000002).toHaveLength(50);
    expect(errorCode(await socket.call({ login_history: 1, limit: 51 }))).toBe('InputValidationFailed');
  });

  it('reads the browser from the user agent', async () => {
    const { WebSocket } = await import('ws');
    const raw = new WebSocket(simulator().socketUrl(), {
      headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0.0.0 Safari/537.36' },
    });
    await new Promise((resolve) => raw.once('open', resolve));
    const reply = (message: object) =>
      new Promise<Record<string, unknown>>((resolve) => {
        raw.once('message', (data) => resolve(JSON.parse(data.toString()) as Record<string, unknown>));
        raw.send(JSON.stringify(message));
      });
    await reply({ authorize: tokenOf('CR90000003') });
    const [entry] = historyOf(await reply({ login_history: 1 })) as unknown as Record<string, unknown>[];
    raw.close();
    expect(entry).toMatchObject({ browser: 'Chrome', version: '131.0.0.0', os: 'Linux', device: 'desktop' });
  });
});

describe('oauth_apps and revoke_oauth_app', () => {
  it('lists the apps the client logged in through, and revoking one ends its tokens', async () => {
    const socket = await authorized(open, tokenOf('CR90000001'));
    const viaApp = await TestSocket.open(simulator().socketUrl('1098'));
    await viaApp.call({ authorize: tokenOf('CR90000002') });
    const apps = (await socket.call({ oauth_apps: 1 })).oauth_apps as {
      app_id: number;
      official: number;
      name: string;
    }[];
    expect(apps.map(({ app_id, official }) => [app_id, official])).toEqual([
      [1, 1],
      [1098, 0],
    ]);
    expect(await socket.call({ revoke_oauth_app: 1098 })).toMatchObject({ revoke_oauth_app: 1 });
    expect(await socket.call({ revoke_oauth_app: 1098 })).toMatchObject({ revoke_oauth_app: 0 });
    expect(((await socket.call({ oauth_apps: 1 })).oauth_apps as unknown[]).length).toBe(1);
    expect(errorCode(await viaApp.call({ authorize: tokenOf('CR90000002') }))).toBe('InvalidToken');
    viaApp.close();
  });

  it('needs the admin scope to revoke', async () => {
    const socket = await authorized(open, 'RTfAlom94PNjefR');
    expect(errorCode(await socket.call({ oauth_apps: 1 }))).toBeUndefined();
    expect(errorCode(await socket.call({ revoke_oauth_app: 1 }))).toBe('PermissionDenied');
  });
});

describe('account_security (TOTP)', () => {
  async function codeNow(secret: string): Promise<string> {
    return totp(base32Decode(secret)!, simulator().world.clock.epoch());
  }

  it('generates a secret, enables with a real code, and disables with one', async () => {
    const socket = await authorized(open, tokenOf('CR90000001'));
    expect(await socket.call({ account_security: 1, totp_action: 'status' })).toMatchObject({
      account_security: { totp: { is_enabled: 0 } },
    });
    const generated = await socket.call({ account_security: 1, totp_action: 'generate' });
    const secret = (generated.account_security as { totp: { secret_key: string } }).totp.secret_key;
    expect(secret).toMatch(/^[A-Z2-7]{16}$/);
    expect(await socket.call({ account_security: 1, totp_action: 'enable', otp: '000000' })).toMatchObject({
      error: { code: 'InvalidOTP', message: 'OTP verification failed' },
    });
    expect(await socket.call({ account_security: 1, totp_action: 'enable', otp: await codeNow(secret) })).toMatchObject(
      {
        account_security: { totp: { is_enabled: 1 } },
      },
    );
    expect(errorCode(await socket.call({ account_security: 1, totp_action: 'generate' }))).toBe('InvalidRequest');
    expect(await socket.call({ account_security: 1, totp_action: 'status' })).toMatchObject({
      account_security: { totp: { is_enabled: 1 } },
    });
    expect(
      await socket.call({ account_security: 1, totp_action: 'disable', otp: await codeNow(secret) }),
    ).toMatchObject({
      account_security: { totp: { is_enabled: 0 } },
    });
    expect(errorCode(await socket.call({ account_security: 1, totp_action: 'disable', otp: '123456' }))).toBe(
      'InvalidRequest',
    );
  });

  it('asks for the code on the log-in page once two-factor log-in is on', async () => {
    const socket = await authorized(open, tokenOf('CR90000001'));
    const generated = await socket.call({ account_security: 1, totp_action: 'generate' });
    const secret = (generated.account_security as { totp: { secret_key: string } }).totp.secret_key;
    const form = { email: 'real@example.com', password: 'Demo1234' };
    expect(await logInPageAccepts(simulator(), form)).toBe(true);
    await socket.call({ account_security: 1, totp_action: 'enable', otp: await codeNow(secret) });
    expect(await logInPageAccepts(simulator(), form)).toBe(false);
    expect(await logInPageAccepts(simulator(), { ...form, otp: '000000' })).toBe(false);
    expect(await logInPageAccepts(simulator(), { ...form, otp: await codeNow(secret) })).toBe(true);
  });

  it('refuses a code from far outside the current step, and enable without a secret or code', async () => {
    await simulator().control.freezeClock('default');
    const socket = await authorized(open, tokenOf('CR90000001'));
    expect(errorCode(await socket.call({ account_security: 1, totp_action: 'enable', otp: '123456' }))).toBe(
      'InvalidRequest',
    );
    const generated = await socket.call({ account_security: 1, totp_action: 'generate' });
    const secret = (generated.account_security as { totp: { secret_key: string } }).totp.secret_key;
    const stale = totp(base32Decode(secret)!, simulator().world.clock.epoch() - 120);
    expect(errorCode(await socket.call({ account_security: 1, totp_action: 'enable', otp: stale }))).toBe('InvalidOTP');
    expect(errorCode(await socket.call({ account_security: 1, totp_action: 'enable' }))).toBe('InputValidationFailed');
    expect(errorCode(await socket.call({ account_security: 1, totp_action: 'enable', otp: '12ab56' }))).toBe(
      'InputValidationFailed',
    );
  });
});

describe('request_report', () => {
  it('e-mails the statement for the period', async () => {
    const socket = await authorized(open, tokenOf('CR90000001'));
    const reply = await socket.call({
      request_report: 1,
      report_type: 'statement',
      date_from: 1_767_225_600,
      date_to: 1_769_904_000,
    });
    expect(reply.request_report).toEqual({ report_status: 1 });
    const [email] = await simulator().control.outbox('default', 'real@example.com');
    expect(email).toMatchObject({
      type: 'request_report',
      subject: 'Statement of CR90000001 from 2026-01-01 to 2026-02-01',
    });
  });

  it('refuses a period that does not end after it starts, and virtual accounts; a long period is fine', async () => {
    const socket = await authorized(open, tokenOf('CR90000001'));
    const base = { request_report: 1, report_type: 'statement' };
    for (const date_to of [1_767_225_600, 1_769_904_000])
      expect((await socket.call({ ...base, date_from: 1_769_904_000, date_to })).error).toEqual({
        code: 'InputValidationFailed',
        message: 'From date must be before To date for sending statement',
      });
    const long = await socket.call({ ...base, date_from: 1_600_000_000, date_to: 1_769_904_000 });
    expect(long.request_report).toEqual({ report_status: 1 });
    const virtual = await authorized(open, tokenOf('VRTC90000001'));
    expect(errorCode(await virtual.call({ ...base, date_from: 1_767_225_600, date_to: 1_769_904_000 }))).toBe(
      'PermissionDenied',
    );
  });
});

describe('account_statistics', () => {
  it('sums the deposits and withdrawals of the account from its ledger', async () => {
    const world = simulator().world;
    const post = (amount: number, action: 'deposit' | 'withdrawal') =>
      world.commit({
        type: 'ledger_posted',
        transaction: nextTransaction(world.state.ledger, {
          loginid: 'MLT90000001',
          action,
          amount,
          time: 0,
          description: 'test',
        }),
      });
    const opening = world.state.ledger.balances.MLT90000001 ?? 0;
    post(10_050, 'deposit');
    post(-2_525, 'withdrawal');
    const socket = await authorized(open, tokenOf('MLT90000001'));
    expect((await socket.call({ account_statistics: 1 })).account_statistics).toEqual({
      currency: 'EUR',
      total_deposits: (opening + 10_050) / 100,
      total_withdrawals: 25.25,
    });
  });

  it('is refused to virtual accounts', async () => {
    const socket = await authorized(open, tokenOf('VRTC90000001'));
    expect(errorCode(await socket.call({ account_statistics: 1 }))).toBe('PermissionDenied');
  });
});
