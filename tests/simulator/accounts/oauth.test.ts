import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { escapeHtml } from '../../../simulator/server/oauth/login-page';
import { handleOAuth, OAUTH_PATH } from '../../../simulator/server/oauth/oauth-handler';
import { LOGIN_FAILURE_LIMITS } from '../../../simulator/server/oauth/login-throttle';
import { loadWorldFixture } from '../../../simulator/world/fixture';
import { World } from '../../../simulator/world/world';
import { demoUser, tokenOf } from './support';

/** The log-in page on a server of its own, for one world. */
const world = new World({ id: 'oauth', seed: 1, fixture: loadWorldFixture('default') });
/** App 1's registered redirect URL in the default fixture. */
const APP_1_CALLBACK = 'https://app.example.com/{lang}/logged_inws.html';
const servers: Server[] = [];
let base: string;

async function serve(served: World): Promise<string> {
  const server = createServer((request, response) => void handleOAuth(request, response, served));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  base = await serve(world);
});
afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

interface Page {
  status: number;
  location: string | null;
  html: string;
  headers: Headers;
}

async function visit(query: string, init: RequestInit = {}, at = base): Promise<Page> {
  const response = await fetch(`${at}${OAUTH_PATH}?${query}`, { redirect: 'manual', ...init });
  return {
    status: response.status,
    location: response.headers.get('location'),
    html: await response.text(),
    headers: response.headers,
  };
}

function logIn(query: string, form: Record<string, string>, headers: Record<string, string> = {}, at = base) {
  return visit(
    query,
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(form).toString(),
    },
    at,
  );
}

function callbackQuery(location: string | null): Record<string, string> {
  return Object.fromEntries(new URL(location ?? '', 'http://x').searchParams);
}

describe('the log-in page', () => {
  it('shows the form and a one-click list of the demo users, and no other site may frame it', async () => {
    const page = await visit('app_id=1&l=EN');
    expect(page.status).toBe(200);
    expect(page.html).toContain('<form method="post">');
    expect(page.html).toContain('name="password" type="password"');
    for (const email of ['virtual@example.com', 'real@example.com', 'payment-agent@example.com'])
      expect(page.html).toContain(`<strong>${email}</strong>`);
    expect(page.html).not.toContain('<script');
    expect(page.html).not.toContain('name="redirect"');
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it("redirects to the app's registered URL in the log-in's language with every account and the app's state", async () => {
    const page = await logIn('app_id=1&l=ZH_CN&state=s-1%2B2', { email: 'real@example.com', password: 'Demo1234' });
    expect(page.status).toBe(302);
    expect(page.location?.startsWith('https://app.example.com/zh_cn/logged_inws.html?acct1=')).toBe(true);
    expect(callbackQuery(page.location)).toEqual({
      acct1: 'CR90000001',
      token1: tokenOf('CR90000001'),
      cur1: 'USD',
      acct2: 'CR90000002',
      token2: tokenOf('CR90000002'),
      cur2: 'BTC',
      acct3: 'CR90000003',
      token3: tokenOf('CR90000003'),
      cur3: 'ETH',
      acct4: 'VRTC90000002',
      token4: tokenOf('VRTC90000002'),
      cur4: 'USD',
      state: 's-1+2',
    });
    const english = await logIn('app_id=1&l=..%2Fx', { email: 'VIRTUAL@example.com', password: 'Demo1234' });
    expect(english.location).toBe(
      `https://app.example.com/en/logged_inws.html?acct1=VRTC90000001&token1=${tokenOf('VRTC90000001')}&cur1=USD`,
    );
  });

  it.each([
    ['a Referer elsewhere', '', {}, { referer: 'https://evil.example/steal' }],
    ['a redirect field', '', { redirect: 'https://evil.example/steal' }, {}],
    ['a same-host-looking redirect field', '', { redirect: '/\\evil.example/x' }, {}],
    ['a protocol-relative redirect field', '', { redirect: '//evil.example/x' }, {}],
  ])('sends the tokens only to the registered URL, whatever %s says', async (_case, query, extra, headers) => {
    const page = await logIn(
      `app_id=1&l=EN${query}`,
      { email: 'virtual@example.com', password: 'Demo1234', ...extra },
      headers,
    );
    expect(page.status).toBe(302);
    expect(new URL(page.location ?? '').origin).toBe('https://app.example.com');
  });

  it.each([
    'https://evil.example/steal',
    '/\\evil.example/x',
    '//evil.example/x',
    'https://app.example.com.evil.example/en/logged_inws.html',
  ])('refuses a redirect_uri other than the registered one: %s', async (redirectUri) => {
    const query = `app_id=1&l=EN&redirect_uri=${encodeURIComponent(redirectUri)}`;
    for (const page of [
      await visit(query),
      await logIn(query, { email: 'virtual@example.com', password: 'Demo1234' }),
    ]) {
      expect(page.status).toBe(400);
      expect(page.location).toBeNull();
      expect(page.html).toContain('The redirect_uri of this log-in link is not the one registered for the app.');
      expect(page.html).not.toContain('<form');
    }
  });

  it('accepts a redirect_uri that is the registered one, as registered or in the language', async () => {
    for (const redirectUri of [APP_1_CALLBACK, 'https://app.example.com/de/logged_inws.html']) {
      const query = `app_id=1&l=DE&redirect_uri=${encodeURIComponent(redirectUri)}`;
      const page = await logIn(query, { email: 'virtual@example.com', password: 'Demo1234' });
      expect(page.location?.startsWith('https://app.example.com/de/logged_inws.html?acct1=VRTC90000001&')).toBe(true);
    }
  });

  it('keeps the query of a registered URL and refuses an app without one', async () => {
    world.commit({ type: 'app_registered', app_id: '31415', redirect_uri: 'http://localhost:1234/cb?x=1' });
    const page = await logIn('app_id=31415', { email: 'virtual@example.com', password: 'Demo1234' });
    expect(page.location).toBe(
      `http://localhost:1234/cb?x=1&acct1=VRTC90000001&token1=${tokenOf('VRTC90000001')}&cur1=USD`,
    );
    for (const unregistered of [
      await visit('app_id=1098'),
      await logIn('app_id=1098', { email: 'virtual@example.com', password: 'Demo1234' }),
    ]) {
      expect(unregistered.status).toBe(400);
      expect(unregistered.location).toBeNull();
      expect(unregistered.html).toContain('The app &#34;1098&#34; has no registered redirect URL to send you back to.');
    }
  });

  it('gives an empty currency for an account that has none', async () => {
    const page = await logIn('app_id=1', {
      email: 'no-currency@example.com',
      password: demoUser('no-currency@example.com').password,
    });
    expect(callbackQuery(page.location)).toMatchObject({
      acct1: 'CR90000004',
      cur1: '',
      acct2: 'VRTC90000003',
      cur2: 'USD',
    });
  });

  it('shows the form again with a clear message for a wrong password or unknown e-mail', async () => {
    for (const form of [
      { email: 'real@example.com', password: 'wrong' },
      { email: 'nobody@example.com', password: 'Demo1234' },
    ]) {
      const page = await logIn('app_id=1', form);
      expect(page.status).toBe(401);
      expect(page.html).toContain('Incorrect email or password.');
      expect(page.html).toContain(`value="${form.email}"`);
      expect(page.location).toBeNull();
    }
    expect((await logIn('app_id=1', { email: '', password: '' })).status).toBe(400);
  });

  it.each([
    ['a missing app id', '', 'This log-in link has no app_id.'],
    ['an unknown app id', 'app_id=999', 'The app id &#34;999&#34; is not registered here.'],
  ])('refuses %s with a page that says so', async (_case, query, message) => {
    const page = await visit(query);
    expect(page.status).toBe(400);
    expect(page.html).toContain(message);
    expect(page.html).not.toContain('<form');
  });

  it('escapes whatever the visitor sent', async () => {
    const hostile = '"><script>alert(1)</script>@example.com';
    const page = await logIn('app_id=1', { email: hostile, password: 'x' });
    expect(page.html).not.toContain('<script>alert(1)</script>');
    expect(page.html).toContain(escapeHtml(hostile));
    const unknownApp = await visit(`app_id=${encodeURIComponent('<b>1</b>')}`);
    expect(unknownApp.html).toContain('&#60;b&#62;1&#60;/b&#62;');
  });

  it('refuses other methods and oversized forms', async () => {
    expect((await visit('app_id=1', { method: 'PUT' })).status).toBe(405);
    const page = await logIn('app_id=1', { email: 'a@example.com', password: 'x'.repeat(20_000) });
    expect(page.status).toBe(413);
  });

  it('issues a log-in token to an account that has none and keeps it', async () => {
    delete world.state.accounts.tokens[tokenOf('MX90000001')];
    const first = callbackQuery((await logIn('app_id=1', { email: 'iom@example.com', password: 'Demo1234' })).location);
    expect(first.token1).toMatch(/^a1-[A-Za-z0-9]{29}$/);
    expect(first.token1).not.toBe(tokenOf('MX90000001'));
    const second = callbackQuery(
      (await logIn('app_id=1', { email: 'iom@example.com', password: 'Demo1234' })).location,
    );
    expect(second.token1).toBe(first.token1);
  });
});

describe('failed log-ins', () => {
  const TOO_MANY = /Too many failed log-in attempts\. Please try again in \d+ minutes?\./;
  let throttled: World;
  let at: string;

  beforeEach(async () => {
    throttled = new World({ id: 'throttled', seed: 1, fixture: loadWorldFixture('default') });
    throttled.moveClock((clock) => clock.freeze());
    at = await serve(throttled);
  });

  const attempt = (email: string, password: string) => logIn('app_id=1', { email, password }, {}, at);

  it(`allow ${LOGIN_FAILURE_LIMITS.perEmail} per e-mail, then refuse even the right password until the window passes`, async () => {
    for (let n = 0; n < LOGIN_FAILURE_LIMITS.perEmail; n += 1)
      expect((await attempt('real@example.com', `wrong-${n}`)).status).toBe(401);
    const refused = await attempt('REAL@example.com', 'Demo1234');
    expect(refused.status).toBe(429);
    expect(refused.location).toBeNull();
    expect(refused.html).toContain('Too many failed log-in attempts. Please try again in 5 minutes.');
    expect(refused.headers.get('retry-after')).toBe('300');
    expect((await attempt('virtual@example.com', 'Demo1234')).status).toBe(302);

    throttled.moveClock((clock) => clock.advance(LOGIN_FAILURE_LIMITS.windowMs - 60_000));
    expect((await attempt('real@example.com', 'Demo1234')).html).toContain('Please try again in 1 minute.');
    throttled.moveClock((clock) => clock.advance(60_000));
    expect((await attempt('real@example.com', 'Demo1234')).status).toBe(302);
  });

  it('count wrong two-factor codes too', async () => {
    const user = demoUser('real@example.com');
    throttled.commit({ type: 'totp_set', user_id: user.user_id, totp: { secret: 'JBSWY3DPEHPK3PXP', enabled: true } });
    for (let n = 0; n < LOGIN_FAILURE_LIMITS.perEmail; n += 1) {
      const page = await logIn('app_id=1', { email: 'real@example.com', password: 'Demo1234', otp: '000000' }, {}, at);
      expect(page.html).toContain('Invalid two-factor authentication code.');
    }
    expect((await attempt('real@example.com', 'Demo1234')).html).toMatch(TOO_MANY);
  });

  it(`allow ${LOGIN_FAILURE_LIMITS.perAddress} per address across e-mails`, async () => {
    for (let n = 0; n < LOGIN_FAILURE_LIMITS.perAddress; n += 1)
      expect((await attempt(`guess-${n}@example.com`, 'Demo1234')).status).toBe(401);
    const refused = await attempt('virtual@example.com', 'Demo1234');
    expect(refused.status).toBe(429);
    expect(refused.html).toMatch(TOO_MANY);
    throttled.moveClock((clock) => clock.advance(LOGIN_FAILURE_LIMITS.windowMs));
    expect((await attempt('virtual@example.com', 'Demo1234')).status).toBe(302);
  });

  it("forgive an e-mail's failures once it logs in", async () => {
    for (let n = 1; n < LOGIN_FAILURE_LIMITS.perEmail; n += 1) await attempt('real@example.com', 'wrong');
    expect((await attempt('real@example.com', 'Demo1234')).status).toBe(302);
    for (let n = 1; n < LOGIN_FAILURE_LIMITS.perEmail; n += 1) await attempt('real@example.com', 'wrong');
    expect((await attempt('real@example.com', 'Demo1234')).status).toBe(302);
  });
});
