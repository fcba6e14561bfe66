import { selfExclusionLimits } from '../../domain/accounts/self-exclusion';
import type { Connection } from '../handler';
import type { World } from '../../world/world';
import type { WorldChange } from '../../world/changes';
import { loginRecorded } from '../accounts/login-history';

/** Epoch seconds when a session begun at `loginTime` reaches a limit of `limitMinutes`; none without one (0 or unset). */
export function sessionEndsAt(loginTime: number, limitMinutes: number | undefined): number | undefined {
  return limitMinutes ? loginTime + limitMinutes * 60 : undefined;
}

/**
 * Holds an authorized session to its account's self-excluded session duration (accounts-and-money §4):
 * once the world clock reaches the end, the session is logged out (its authorized streams end and
 * further authorized calls are refused with AuthorizationRequired) and the log-out is recorded. A limit
 * set or lowered during the session counts from the same log-in. Returns the stop of the watch.
 */
export function enforceSessionLimit(world: World, session: Connection): () => void {
  const authorization = session.authorization;
  if (!authorization) return () => undefined;
  const { loginid, loginTime = world.clock.epoch() } = authorization;
  let stopClockWatch: (() => void) | undefined;

  const check = () => {
    const endsAt = sessionEndsAt(loginTime, selfExclusionLimits(world.state.accounts, loginid).session_duration_limit);
    if (endsAt === undefined) {
      stopClockWatch?.();
      stopClockWatch = undefined;
    } else if (world.clock.epoch() >= endsAt) {
      stop();
      world.commit(loginRecorded(world, session, loginid, 'logout', 1));
      session.logout();
    } else {
      stopClockWatch ??= world.markets.onTime(check);
    }
  };
  const limitChanged = (change: WorldChange) => {
    if (change.type === 'self_exclusion_set' && change.loginid === loginid) check();
  };
  const stop = () => {
    stopClockWatch?.();
    stopClockWatch = undefined;
    world.events.off('change', limitChanged);
  };

  world.events.on('change', limitChanged);
  check();
  return stop;
}
