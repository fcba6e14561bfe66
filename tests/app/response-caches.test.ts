// @vitest-environment jsdom
import { configureStore } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { socketBaseQuery, socketQuery, type ThunkExtra } from '../../src/api/base-query';
import { createResponseCaches, type ResponseCaches } from '../../src/api/cache/response-caches';
import { STATE_CACHED_CALLS } from '../../src/api/cache/state-cache';
import { StorageCache } from '../../src/api/cache/storage-cache';
import type { SocketClient } from '../../src/api/socket/socket-client';

let now = 0;
let caches: ResponseCaches;
let reload: ReturnType<typeof vi.fn<() => void>>;
const request = vi.fn();

const testApi = createApi({
  baseQuery: socketBaseQuery,
  endpoints: (build) => ({
    call: build.query<unknown, ReturnType<typeof socketQuery>>({ query: (query) => query }),
  }),
});

function run(query: ReturnType<typeof socketQuery>) {
  const store = configureStore({
    reducer: { [testApi.reducerPath]: testApi.reducer },
    middleware: (getDefault) =>
      getDefault({
        thunk: { extraArgument: { socket: { request } as unknown as SocketClient, caches } satisfies ThunkExtra },
      }).concat(testApi.middleware),
  });
  return store.dispatch(testApi.endpoints.call.initiate(query));
}

beforeEach(() => {
  localStorage.clear();
  now = 1_000_000;
  reload = vi.fn();
  request.mockReset();
  caches = createResponseCaches(new StorageCache({ storage: localStorage, nowMs: () => now, language: 'EN' }), reload);
});

describe('state cache', () => {
  it('answers the six state-cached calls from memory until cleared', async () => {
    expect([...STATE_CACHED_CALLS].sort()).toEqual(
      ['authorize', 'balance', 'get_account_status', 'get_settings', 'landing_company', 'website_status'].sort(),
    );
    request.mockResolvedValue({ website_status: { site_status: 'up' } });
    await run(socketQuery('website_status', { website_status: 1 }));
    await run(socketQuery('website_status', { website_status: 1 }));
    expect(request).toHaveBeenCalledTimes(1);
    await run(socketQuery('website_status', { website_status: 1 }, true));
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('does not keep other calls', async () => {
    request.mockResolvedValue({ time: 1 });
    await run(socketQuery('time', { time: 1 }));
    await run(socketQuery('time', { time: 1 }));
    expect(request).toHaveBeenCalledTimes(2);
  });
});

describe('local-storage cache', () => {
  it.each([
    ['payout_currencies', { payout_currencies: 1 }, 10],
    ['active_symbols', { active_symbols: 'brief' }, 10],
    ['contracts_for', { contracts_for: 'R_100' }, 10],
    ['exchange_rates', { exchange_rates: 1, base_currency: 'USD' }, 60],
  ] as const)('keeps %s for %i minutes', async (call, payload, minutes) => {
    request.mockResolvedValue({ [call]: 'answer' });
    const query = socketQuery(call, payload as never);
    await run(query);
    now += minutes * 60_000 - 1;
    expect((await run(query)).data).toEqual({ [call]: 'answer' });
    expect(request).toHaveBeenCalledTimes(1);
    now += 1;
    await run(query);
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('is dropped when the static asset hash changes', () => {
    caches.storage.store('payout_currencies', { payout_currencies: 1 }, { payout_currencies: ['USD'] });
    caches.storage.clearOnNewAssetHash('build-1');
    expect(caches.storage.lookup('payout_currencies', { payout_currencies: 1 }).state).toBe('absent');
    caches.storage.store('payout_currencies', { payout_currencies: 1 }, { payout_currencies: ['USD'] });
    caches.storage.clearOnNewAssetHash('build-1');
    expect(caches.storage.lookup('payout_currencies', { payout_currencies: 1 }).state).toBe('fresh');
  });

  it('reloads the page when a cached kind of request fails after a good cached answer', async () => {
    request.mockResolvedValueOnce({ active_symbols: [] });
    const query = socketQuery('active_symbols', { active_symbols: 'brief' });
    await run(query);
    now += 10 * 60_000;
    request.mockRejectedValueOnce({ code: 'InternalServerError', message: 'Sorry' });
    expect((await run(query)).error).toEqual({ code: 'InternalServerError', message: 'Sorry' });
    expect(reload).toHaveBeenCalledTimes(1);
    expect(caches.storage.lookup('active_symbols', { active_symbols: 'brief' }).state).toBe('absent');
  });

  it('does not reload for a failure without a cached answer, or for a lost connection', async () => {
    request.mockRejectedValueOnce({ code: 'InternalServerError', message: 'Sorry' });
    await run(socketQuery('active_symbols', { active_symbols: 'brief' }));
    caches.storage.store('active_symbols', { active_symbols: 'full' }, {});
    now += 11 * 60_000;
    request.mockRejectedValueOnce({ code: 'ConnectionLost', message: 'Connection error' });
    await run(socketQuery('active_symbols', { active_symbols: 'full' }));
    expect(reload).not.toHaveBeenCalled();
  });
});
