import { describe, expect, it } from 'vitest';
import { useSimulator } from './support';

const { simulator, open } = useSimulator();

async function logIn(path: string, email: string, appId = '1'): Promise<URLSearchParams> {
  const response = await fetch(`${simulator().url}${path}?app_id=${appId}&l=EN`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password: 'Demo1234' }).toString(),
  });
  expect(response.status).toBe(302);
  return new URL(response.headers.get('location') ?? '', 'http://x').searchParams;
}

describe('logging in through the simulator', () => {
  it('serves the log-in page, which no other site may frame, and hands back tokens that authorize', async () => {
    const page = await fetch(`${simulator().url}/oauth2/authorize?app_id=1&l=EN`);
    expect(page.status).toBe(200);
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(await page.text()).toContain('Log in');

    const callback = await logIn('/oauth2/authorize', 'eu-pro@example.com');
    expect([callback.get('acct1'), callback.get('cur1'), callback.get('acct2')]).toEqual([
      'MF90000002',
      'EUR',
      'VRTC90000005',
    ]);
    const socket = await open();
    expect(await socket.call({ authorize: callback.get('token1') })).toMatchObject({
      authorize: { loginid: 'MF90000002', account_list: [{ loginid: 'MF90000002' }, { loginid: 'VRTC90000005' }] },
    });
  });

  it('comes back to the redirect URL registered for the app in the world, and refuses an app that has none', async () => {
    const url = simulator().url;
    expect((await fetch(`${url}/oauth2/authorize?app_id=1159&l=DE`)).status).toBe(400);
    await simulator().control.registerApp('default', '1159', 'http://127.0.0.1:41234/{lang}/logged_inws.html');
    const response = await fetch(`${url}/oauth2/authorize?app_id=1159&l=DE&state=abc`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({ email: 'virtual@example.com', password: 'Demo1234' }),
    });
    const location = new URL(response.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe('http://127.0.0.1:41234/de/logged_inws.html');
    expect(location.searchParams.get('state')).toBe('abc');
  });

  it('logs in to the users of another world on its own path', async () => {
    const created = await simulator().control.createWorld({ id: 'login-elsewhere' });
    try {
      const callback = await logIn(`/worlds/${created.id}/oauth2/authorize`, 'iom@example.com');
      expect(callback.get('acct1')).toBe('MX90000001');
    } finally {
      await simulator().control.deleteWorld(created.id);
    }
  });
});

describe('the control API on the running simulator', () => {
  it('reads verification codes from the outbox', async () => {
    const socket = await open();
    await socket.call({ verify_email: 'real@example.com', type: 'reset_password' });
    const [email] = await simulator().control.outbox('default', 'real@example.com');
    expect(email).toMatchObject({ type: 'reset_password', code: expect.stringMatching(/^[A-Za-z0-9]{8}$/) });
  });

  it('changes a balance that a stream is showing', async () => {
    const socket = await open();
    const callback = await logIn('/oauth2/authorize', 'virtual@example.com');
    await socket.call({ authorize: callback.get('token1') });
    await socket.call({ balance: 1, subscribe: 1 });
    expect(await simulator().control.patchAccount('default', 'VRTC90000001', { balance: 500 })).toMatchObject({
      balance: 500,
    });
    expect(await socket.next()).toMatchObject({ balance: { balance: 500, loginid: 'VRTC90000001' } });
  });
});
