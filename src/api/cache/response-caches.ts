import type { CallName } from '../../../schemas/generated/types';
import { StateCache } from './state-cache';
import { StorageCache } from './storage-cache';

/** Both caches of trading-core §7 and what to do when a cached kind of request fails. */
export interface ResponseCaches {
  state: StateCache;
  storage: StorageCache;
  /** The page reloads when a cached kind of request errors while its cached answer was good. */
  reload: () => void;
}

export function createResponseCaches(storage: StorageCache, reload: () => void): ResponseCaches {
  return { state: new StateCache(), storage, reload };
}

export type CachedAnswer = { hit: true; answer: unknown } | { hit: false; hadExpired: boolean };

export function cachedAnswer(caches: ResponseCaches, call: CallName, payload: object, forced: boolean): CachedAnswer {
  if (forced) return { hit: false, hadExpired: false };
  const inState = caches.state.get(call, payload);
  if (inState !== undefined) return { hit: true, answer: inState };
  const inStorage = caches.storage.lookup(call, payload);
  if (inStorage.state === 'fresh') return { hit: true, answer: inStorage.answer };
  return { hit: false, hadExpired: inStorage.state === 'expired' };
}

export function keepAnswer(caches: ResponseCaches, call: CallName, payload: object, answer: unknown): void {
  caches.state.set(call, payload, answer);
  caches.storage.store(call, payload, answer);
}

/** A failed request whose cached answer had been good: drop the cache and reload. */
export function failedAfterCachedAnswer(caches: ResponseCaches): void {
  caches.storage.clear();
  caches.reload();
}

/** Logging out or switching accounts makes every kept answer someone else's. */
export function clearResponseCaches(caches: ResponseCaches | undefined): void {
  caches?.state.clear();
  caches?.storage.clear();
}
