import { beforeEach, describe, expect, it } from 'vitest';
import { sessionEndsAt } from '../../../simulator/handlers/support/session-limit';
import { authorized, errorCode, tokenOf, useSimulator } from './support';

const { simulator, open } = useSimulator();

/** 2026-11-23 10:00:00 UTC. */
const NOW = Date.UTC(2026, 10, 23, 10) / 1000;

beforeEach(async () => {
  await simulator().control.freezeClock('default');
  await simulator().control.setClock('default', NOW);
});

async function advance(seconds: number): Promise<void> {
  await simulator().control.advanceClock('default', seconds * 1000);
}

describe('session duration limit (self-exclusion)', () => {
  it('ends the session when the limit is reached on the world clock', async () => {
    const socket = await authorized(open, tokenOf('CR90000001'));
    expect(await socket.call({ set_self_exclusion: 1, session_duration_limit: 2 })).toMatchObject({
      set_self_exclusion: 1,
    });
    await advance(119);
    expect(await socket.call({ get_settings: 1 })).toHaveProperty('get_settings');

    await advance(1);
    expect(errorCode(await socket.call({ get_settings: 1 }))).toBe('AuthorizationRequired');
    expect(errorCode(await socket.call({ balance: 1 }))).toBe('AuthorizationRequired');
    // Calls that need no log-in still work.
    expect(await socket.call({ time: 1 })).toMatchObject({ time: NOW + 120 });
  });

  it('counts a limit set earlier from the log-in, and records the log-out', async () => {
    const first = await authorized(open, tokenOf('CR90000001'));
    await first.call({ set_self_exclusion: 1, session_duration_limit: 5 });
    first.close();
    await advance(600);

    const socket = await authorized(open, tokenOf('CR90000001'));
    await advance(299);
    expect(await socket.call({ get_settings: 1 })).toHaveProperty('get_settings');
    await advance(1);
    expect(errorCode(await socket.call({ get_settings: 1 }))).toBe('AuthorizationRequired');

    const again = await authorized(open, tokenOf('CR90000001'));
    const history = (await again.call({ login_history: 1 })).login_history as { action: string; time: number }[];
    expect(history.slice(0, 2)).toEqual([
      expect.objectContaining({ action: 'login', time: NOW + 900 }),
      expect.objectContaining({ action: 'logout', time: NOW + 900 }),
    ]);
  });

  it('a limit lowered during the session counts from the same log-in', async () => {
    const socket = await authorized(open, tokenOf('CR90000001'));
    await socket.call({ set_self_exclusion: 1, session_duration_limit: 60 });
    await advance(5 * 60);
    expect(errorCode(await socket.call({ set_self_exclusion: 1, session_duration_limit: 5 }))).toBeUndefined();
    expect(errorCode(await socket.call({ get_settings: 1 }))).toBe('AuthorizationRequired');
  });

  it('leaves sessions of an account without a limit alone', async () => {
    const socket = await authorized(open, tokenOf('CR90000001'));
    await advance(7 * 24 * 3600);
    expect(await socket.call({ get_settings: 1 })).toHaveProperty('get_settings');
  });

  it('ends at log-in time plus the limit in minutes; no limit (unset or 0) never ends', () => {
    expect(sessionEndsAt(NOW, 30)).toBe(NOW + 1800);
    expect(sessionEndsAt(NOW, undefined)).toBeUndefined();
    expect(sessionEndsAt(NOW, 0)).toBeUndefined();
  });
});
