import { RELEASE_CHECK_INTERVAL_MS } from '../lib/constants';

export interface ReleaseCheckOptions {
  /** The build this page runs. */
  currentHash: string;
  /** The deployed build's hash (GET of the version resource), or undefined when it cannot be read. */
  fetchDeployedHash: () => Promise<string | undefined>;
  nowMs: () => number;
  reload: () => void;
}

/**
 * A check for a new release, run at most once per 10 minutes however often it is asked; a
 * deployed build that differs from this page's reloads the page (trading-core §7).
 */
export function createReleaseCheck({ currentHash, fetchDeployedHash, nowMs, reload }: ReleaseCheckOptions) {
  let lastCheck: number | undefined;
  return async (): Promise<void> => {
    const now = nowMs();
    if (lastCheck !== undefined && now - lastCheck < RELEASE_CHECK_INTERVAL_MS) return;
    lastCheck = now;
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
