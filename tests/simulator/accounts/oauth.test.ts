import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escapeHtml } from '../../../simulator/server/oauth/login-page';
import { handleOAuth, OAUTH_PATH } from '../../../simulator/server/oauth/oauth-handler';
import { loadWorldFixture } from '../../../simulator/world/fixture';
import { World } from '../../../simulator/world/world';
import { demoUser, tokenOf } from './support';

/** The log-in page on a server of its own, for one world. */
const world = new World({ id: 'oauth', seed: 1, fixture: loadWorldFixture('default') });
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((request, response) => void handleOAuth(request, response, world));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

interface Page {
  status: number;
  location: string | null;
  html: string;
}

async function visit(query: string, init: RequestInit = {}): Promise<Page> {
  const response = await fetch(`${base}${OAUTH_PATH}?${query}`, { redirect: 'manual', ...init });
  return { status: response.status, location: response.headers.get('location'), html: await response.text() };
}

function logIn(query: string, form: Record<string, string>, headers: Record<string, string> = {}): Promise<Page> {
  return visit(query, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(form).toString(),
  });
}

function callbackQuery(location: string | null): Record<string, string> {
  return Object.fromEntries(new URL(location ?? '', 'http://x').searchParams);
}

describe('the log-in page', () => {
  it('shows the form and a one-click list of the demo users', async () => {
    const page = await visit('app_id=1098&l=EN', { headers: { referer: 'http://localhost:5173/en/trading.html' } });
    expect(page.status).toBe(200);
    expect(page.html).toContain('<form method="post">');
    expect(page.html).toContain('name="password" type="password"');
    expect(page.html).toContain('value="http://localhost:5173/en/logged_inws.html"');
    for (const email of ['virtual@example.com', 'real@example.com', 'payment-agent@example.com'])
      expect(page.html).toContain(`<strong>${email}</strong>`);
    expect(page.html).not.toContain('<script');
  });

  it('redirects to the callback with every account of the user', async () => {
    const page = await logIn(
      'app_id=1098&l=EN',
      { email: 'real@example.com', password: 'Demo1234' },
      {
        referer: `${base}${OAUTH_PATH}?app_id=1098&l=EN`,
      },
    );
    expect(page.status).toBe(302);
    expect(page.location?.startsWith(`${base}/en/logged_inws.html?`)).toBe(true);
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
    });
  });

  it('goes back to the redirect_uri the app asked for, or the address the form carried', async () => {
    const asked = await logIn('app_id=1&redirect_uri=https%3A%2F%2Fapp.example.com%2Fcb%3Fx%3D1', {
      email: 'VIRTUAL@example.com',
      password: 'Demo1234',
    });
    expect(asked.location).toBe(
      `https://app.example.com/cb?x=1&acct1=VRTC90000001&token1=${tokenOf('VRTC90000001')}&cur1=USD`,
    );
    const carried = await logIn('app_id=1&l=DE', {
      email: 'virtual@example.com',
      password: 'Demo1234',
      redirect: 'http://localhost:5173/de/logged_inws.html',
    });
    expect(carried.location?.startsWith('http://localhost:5173/de/logged_inws.html?acct1=VRTC90000001&')).toBe(true);
    const relative = await logIn('app_id=1&l=ZH_CN', { email: 'virtual@example.com', password: 'Demo1234' });
    expect(relative.location?.startsWith('/zh_cn/logged_inws.html?acct1=')).toBe(true);
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
