import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FixtureUser } from '../domain/accounts/fixture-users';
import type { FixtureMt5Account } from '../domain/mt5/fixture';
import type { RateLimits } from '../domain/rate-limits';
import type { SiteState } from '../domain/site';

export const WORLD_FIXTURES_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../fixtures/worlds');

/** How a world starts: read from fixtures/worlds/<name>.json. */
export interface WorldFixture {
  description: string;
  clock: {
    /** Start the world's clock at this epoch (seconds) instead of wall time. */
    start_epoch?: number;
    /** Keep the clock still until it is advanced. */
    frozen?: boolean;
  };
  site: SiteState;
  /** The world's users with their accounts, tokens and opening balances; none when absent. */
  users?: FixtureUser[];
  /** MT5 accounts of those users, with opening balances; none when absent. */
  mt5_accounts?: FixtureMt5Account[];
  /** Rate limits that differ from the platform's defaults. */
  rate_limits?: Partial<RateLimits>;
}

export function loadWorldFixture(name: string): WorldFixture {
  if (!/^[a-z0-9_-]+$/i.test(name)) throw new Error(`world fixture name "${name}" is not a plain name`);
  const path = join(WORLD_FIXTURES_DIR, `${name}.json`);
  if (!existsSync(path)) throw new Error(`no world fixture "${name}" (looked for ${path})`);
  return JSON.parse(readFileSync(path, 'utf8')) as WorldFixture;
}
