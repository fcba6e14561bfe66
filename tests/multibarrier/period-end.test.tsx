// @vitest-environment jsdom
import { cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { createResponseCaches } from '../../src/api/cache/response-caches';
import { StorageCache } from '../../src/api/cache/storage-cache';
import type { SocketClient } from '../../src/api/socket/socket-client';
import { createAppStore } from '../../src/app/store';
import type { PeriodPhase } from '../../src/lib/usePeriodClock';
import { usePeriodEndReload, type WatchedPeriod } from '../../src/features/multibarrier/usePeriodEndReload';
import { browserNavigation } from '../../src/lib/browser-navigation';

const reload = vi.fn<() => void>();
const originalReload = browserNavigation.reload;
const storageCache = () => new StorageCache({ storage: localStorage, nowMs: () => 0, language: 'EN' });

beforeEach(() => {
  localStorage.clear();
  reload.mockReset();
  browserNavigation.reload = reload;
  const cache = storageCache();
  cache.store('contracts_for', { contracts_for: 'frxAUDJPY', product_type: 'multi_barrier' }, { contracts_for: {} });
  cache.store('contracts_for', { contracts_for: 'R_100' }, { contracts_for: {} });
  cache.store('active_symbols', { active_symbols: 'brief' }, { active_symbols: [] });
});

afterEach(() => {
  cleanup();
  browserNavigation.reload = originalReload;
});

/** Watches a period ending at 100 (epoch seconds) on a server clock reading `serverNow`. */
function watch(phase: PeriodPhase, serverNow = 50) {
  const store = createAppStore({
    socket: {} as SocketClient,
    caches: createResponseCaches(storageCache(), () => undefined),
  });
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  const now = () => serverNow;
  return renderHook((period: WatchedPeriod) => usePeriodEndReload(period, now), {
    wrapper,
    initialProps: { phase, expiry: 100 },
  });
}

const cachedCalls = () =>
  Object.keys(localStorage)
    .map((key) => key.split('.')[1])
    .sort();

it('drops the cached contracts and reloads the page when the watched period runs out', () => {
  const view = watch('open');
  view.rerender({ phase: 'closing', expiry: 100 });
  expect(reload).not.toHaveBeenCalled();
  expect(cachedCalls()).toEqual(['active_symbols', 'contracts_for', 'contracts_for']);
  view.rerender({ phase: 'over', expiry: 100 });
  expect(reload).toHaveBeenCalledTimes(1);
  expect(cachedCalls()).toEqual(['active_symbols']);
  view.rerender({ phase: 'over', expiry: 100 });
  expect(reload).toHaveBeenCalledTimes(1);
});

it('does not reload for a period that was already over when first seen', () => {
  const view = watch('over');
  view.rerender({ phase: 'over', expiry: 100 });
  expect(reload).not.toHaveBeenCalled();
  expect(cachedCalls()).toContain('contracts_for');
});

it('does not reload while no period is chosen', () => {
  const view = watch('none');
  view.rerender({ phase: 'over', expiry: 100 });
  expect(reload).not.toHaveBeenCalled();
});

it('reloads when a contracts refresh replaced the watched period after its end, before the end was seen', () => {
  const view = watch('closing', 101);
  view.rerender({ phase: 'open', expiry: 200 });
  expect(reload).toHaveBeenCalledTimes(1);
  expect(cachedCalls()).toEqual(['active_symbols']);
});

it('does not reload when the client chooses another period before the watched one ends', () => {
  const view = watch('open', 50);
  view.rerender({ phase: 'open', expiry: 200 });
  expect(reload).not.toHaveBeenCalled();
});
