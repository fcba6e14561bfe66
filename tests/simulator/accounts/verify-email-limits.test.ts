import { describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../../simulator/domain/rate-limits';
import { handlers } from '../../../simulator/handlers';
import { Session } from '../../../simulator/transport/session';
import { testDispatcher } from '../../support/dispatcher';
import { useSimulator } from './support';

const { simulator, open } = useSimulator();

const PER_MINUTE = DEFAULT_RATE_LIMITS.websocket_call_email.minutely;
const LIMITED = { code: 'RateLimit', message: 'You have reached the rate limit for verify_email.' };

/** One verify_email on a connection of its own, as a client that reconnects for every call. */
async function askOnFreshConnection(email: string): Promise<Record<string, unknown>> {
  const socket = await open();
  try {
    return await socket.call({ verify_email: email, type: 'account_opening' });
  } finally {
    socket.close();
  }
}

function frozenWorld() {
  const { world } = simulator();
  world.clock.set(Date.UTC(2031, 0, 1, 10));
  world.clock.freeze();
  return world;
}

describe('verify_email limits', () => {
  it('counts per address across connections: reconnecting gives no fresh allowance', async () => {
    const world = frozenWorld();
    for (let sent = 0; sent < PER_MINUTE; sent += 1)
      expect(await askOnFreshConnection('flood@example.com')).toMatchObject({ verify_email: 1 });
    expect(await askOnFreshConnection('flood@example.com')).toMatchObject({ error: LIMITED });
    expect(world.state.accounts.outbox).toHaveLength(PER_MINUTE);
  });

  it('counts per client address: a new e-mail address from the same IP is refused past the limit', async () => {
    const world = frozenWorld();
    for (let sent = 0; sent < PER_MINUTE; sent += 1)
      expect(await askOnFreshConnection(`person${sent}@example.com`)).toMatchObject({ verify_email: 1 });
    expect(await askOnFreshConnection('someone.else@example.com')).toMatchObject({ error: LIMITED });
    expect(world.state.accounts.outbox.map(({ to }) => to)).not.toContain('someone.else@example.com');
  });

  it('allows again once the window has passed on the world clock', async () => {
    const world = frozenWorld();
    for (let sent = 0; sent < PER_MINUTE; sent += 1) await askOnFreshConnection('flood@example.com');
    expect(await askOnFreshConnection('flood@example.com')).toMatchObject({ error: LIMITED });
    world.clock.advance(60_000);
    expect(await askOnFreshConnection('flood@example.com')).toMatchObject({ verify_email: 1 });
  });

  it('counts an address the same whatever the case or the IP it is asked from', async () => {
    const connection = testDispatcher(handlers);
    connection.world.clock.freeze();
    const fromIp = (ip: string) =>
      new Session({ id: ip, appId: '1', language: 'EN', httpBase: '', close: () => {}, client: { ip, userAgent: '' } });
    const ask = async (email: string) =>
      (await connection.dispatch({ verify_email: email, type: 'reset_password' }))[0];
    for (let ip = 1; ip <= PER_MINUTE; ip += 1) {
      connection.session = fromIp(`10.0.0.${ip}`);
      expect(await ask(ip % 2 ? 'Real@Example.com' : 'real@example.com')).toMatchObject({ verify_email: 1 });
    }
    connection.session = fromIp('10.0.0.99');
    expect(await ask('REAL@example.com')).toMatchObject({ error: LIMITED });
    expect(await ask('virtual@example.com')).toMatchObject({ verify_email: 1 });
  });
});
