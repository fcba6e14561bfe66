import type { CallName } from '../../schemas/generated/types';
import { bucketOf } from '../domain/rate-limits';
import type { Scope } from '../handlers/handler';
import { forgetRateCounts, rateCounterOf } from '../world/rate-counters';
import type { World } from '../world/world';
import { frameworkError, permissionDenied, rateLimited } from '../protocol/api-error';
import type { Session } from './session';

/** AuthorizationRequired without a log-in; PermissionDenied when the token has none of the call's scopes. */
export function checkScopes(handler: { scopes?: readonly Scope[] }, session: Session): void {
  if (!handler.scopes) return;
  const authorization = session.authorization;
  if (!authorization) throw frameworkError('AuthorizationRequired');
  if (!handler.scopes.some((scope) => authorization.scopes.includes(scope))) throw permissionDenied(handler.scopes);
}

/** Whom calls count against before log-in: the connection. */
function connectionKey(session: Session): string {
  return `${session.appId}:${session.id}`;
}

/** Counts the call per app and account (per connection before log-in), on the world's clock. */
export function checkRateLimit(world: World, session: Session, call: CallName): void {
  const authorization = session.authorization;
  const key = authorization ? `${session.appId}:${authorization.loginid}` : connectionKey(session);
  const isVirtual = authorization?.loginid.startsWith('VR') ?? true;
  if (!rateCounterOf(world).take(key, bucketOf(call, isVirtual), world.clock.nowMs())) throw rateLimited(call);
}

/** Forgets what a closed connection counted before log-in (an account's counts outlive its connections). */
export function releaseRateLimits(world: World, session: Session): void {
  forgetRateCounts(world, connectionKey(session));
}

/** ping and time: at most this many per second on one connection, then RateLimit and close 1008. */
export const KEEPALIVE_CALLS_PER_SECOND = 10;
export const POLICY_VIOLATION = 1008;

/**
 * Counts ping and time per connection in one-second windows of real (monotonic) time: this guards the
 * server against floods, so a frozen world clock must not make a slow keep-alive look like one.
 */
export class KeepAliveGuard {
  private second = -1;
  private count = 0;

  constructor(
    private readonly limitPerSecond = KEEPALIVE_CALLS_PER_SECOND,
    private readonly nowMs: () => number = () => performance.now(),
  ) {}

  /** False when this call is one too many. */
  allow(): boolean {
    const second = Math.floor(this.nowMs() / 1000);
    if (second !== this.second) {
      this.second = second;
      this.count = 0;
    }
    this.count += 1;
    return this.count <= this.limitPerSecond;
  }
}
