import { RELEASE_CHECK_INTERVAL_MS } from '../lib/constants';

export interface ReleaseCheckOptions {
  /** The build this page runs. */
  currentHash: string;
  /** The deployed build's hash (GET of the version resource), or undefined when it cannot be read. */
  fetchDeployedHash: () => Promise<string | undefined>;
  nowMs: () => number;
  reload: () => void;
  /**
   * Keeps the time of the last check past a reload, so the page a release reloaded does not check
   * (and, served a stale build, reload) again before its 10 minutes are up.
   */
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
}

const LAST_CHECK_KEY = 'release_check_at';

/**
 * A check for a new release, run at most once per 10 minutes however often it is asked; a
 * deployed build that differs from this page's reloads the page (trading-core §7).
 */
export function createReleaseCheck({ currentHash, fetchDeployedHash, nowMs, reload, storage }: ReleaseCheckOptions) {
  const stored = Number(storage?.getItem(LAST_CHECK_KEY) ?? Number.NaN);
  let lastCheck: number | undefined = Number.isFinite(stored) ? stored : undefined;
  return async (): Promise<void> => {
    const now = nowMs();
    if (lastCheck !== undefined && now >= lastCheck && now - lastCheck < RELEASE_CHECK_INTERVAL_MS) return;
    lastCheck = now;
    storage?.setItem(LAST_CHECK_KEY, String(now));
    const deployed = await fetchDeployedHash().catch(() => undefined);
    if (deployed && deployed !== currentHash) reload();
  };
}

/** The version resource the build writes, read past every cache with a random query. */
export async function fetchVersionResource(): Promise<string | undefined> {
  const response = await fetch(`/version.json?${Math.random().toString(36).slice(2)}`, { cache: 'no-store' });
  if (!response.ok) return undefined;
  const body = (await response.json()) as { hash?: unknown };
  return typeof body.hash === 'string' ? body.hash : undefined;
}
