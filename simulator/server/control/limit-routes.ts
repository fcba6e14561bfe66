import { LIMIT_FIGURES, LIMIT_TABLES, type LimitOverrides } from '../../domain/limit-overrides';
import { BodyReader } from './body';
import { worldOf, type ControlRoute } from './route';
import type { LimitsReply } from './types';

/** Integer figures; the others are amounts. */
const COUNTS: ReadonlySet<string> = new Set(['max_open_positions']);

function overridesFrom(body: unknown): LimitOverrides {
  const reader = new BodyReader(body).only(...LIMIT_FIGURES, ...LIMIT_TABLES);
  const overrides: LimitOverrides = {};
  for (const name of LIMIT_FIGURES) {
    if (reader.has(name)) overrides[name] = COUNTS.has(name) ? reader.integer(name, 1) : reader.positiveNumber(name);
  }
  for (const name of LIMIT_TABLES) {
    if (reader.has(name)) overrides[name] = reader.positiveNumberTable(name);
  }
  return overrides;
}

/**
 * The world's stake, payout and account limits in place of the platform's. PUT replaces every
 * override at once (`{}` hands all back to the platform's); proposal, buy and get_limits use them at once.
 */
export const limitRoutes: ControlRoute[] = [
  {
    method: 'GET',
    path: '/worlds/:world/limits',
    handle: (request): LimitsReply => ({ limits: worldOf(request).state.limits }),
  },
  {
    method: 'PUT',
    path: '/worlds/:world/limits',
    handle: (request): LimitsReply => {
      const world = worldOf(request);
      world.commit({ type: 'limits_set', limits: overridesFrom(request.body) });
      return { limits: world.state.limits };
    },
  },
];
