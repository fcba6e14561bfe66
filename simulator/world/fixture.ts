import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FixtureUser } from '../domain/accounts/fixture-users';
import type { FixtureMt5Account } from '../domain/mt5/fixture';
import type { LimitOverrides } from '../domain/limit-overrides';
import type { LandingCompanyOverrides } from '../domain/accounts/landing-company-overrides';
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
  site: Omit<SiteState, 'registered_app_ids' | 'app_redirect_uris'>;
  /** App ids registered in this world besides the platform's own. */
  app_ids?: string[];
  /** Apps' registered log-in redirect URLs by app id (SiteState.app_redirect_uris). */
  app_redirect_uris?: Record<string, string>;
  /** The world's users with their accounts, tokens and opening balances; none when absent. */
  users?: FixtureUser[];
  /** MT5 accounts of those users, with opening balances; none when absent. */
  mt5_accounts?: FixtureMt5Account[];
  /** Stake, payout and account limits that differ from the platform's (domain/limit-overrides.ts). */
  limits?: LimitOverrides;
  /** Landing companies' allowed markets that differ from the platform's (domain/accounts/landing-company-overrides.ts). */
  landing_companies?: LandingCompanyOverrides;
  /** Rate limits that differ from the platform's defaults. */
  rate_limits?: Partial<RateLimits>;
  /** ping and time allowed per second on one connection before it is closed (the platform's is 10). */
  keepalive_calls_per_second?: number;
}

/** A fixture file: a whole fixture, or `extends` another one and replaces some of its top-level fields. */
type FixtureFile = WorldFixture | (Partial<WorldFixture> & { extends: string });

export function loadWorldFixture(name: string, extending: readonly string[] = []): WorldFixture {
  if (!/^[a-z0-9_-]+$/i.test(name)) throw new Error(`world fixture name "${name}" is not a plain name`);
  if (extending.includes(name)) throw new Error(`world fixture "${name}" extends itself`);
  const path = join(WORLD_FIXTURES_DIR, `${name}.json`);
  if (!existsSync(path)) throw new Error(`no world fixture "${name}" (looked for ${path})`);
  const file = JSON.parse(readFileSync(path, 'utf8')) as FixtureFile;
  if (!('extends' in file)) return file;
  const { extends: base, ...fields } = file;
  return { ...loadWorldFixture(base, [...extending, name]), ...fields };
}
