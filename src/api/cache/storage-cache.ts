import type { CallName } from '../../../schemas/generated/types';
import { requestKey } from '../socket/request-key';

/** Answers kept in local storage, with how long each stays good, in minutes (trading-core §7, §9). */
export const STORAGE_CACHE_MINUTES: Readonly<Partial<Record<CallName, number>>> = {
  payout_currencies: 10,
  active_symbols: 10,
  contracts_for: 10,
  exchange_rates: 60,
};

const PREFIX = 'cache.';
const HASH_KEY = 'cache.static_hash';
const MS_PER_MINUTE = 60_000;

interface Entry {
  expires: number;
  answer: unknown;
}

export interface StorageCacheOptions {
  storage: Storage | undefined;
  nowMs: () => number;
  /** Answers carry display names in the connection's language, so each language has its own. */
  language: string;
}

export type CacheLookup = { state: 'fresh'; answer: unknown } | { state: 'expired' } | { state: 'absent' };

export class StorageCache {
  constructor(private readonly options: StorageCacheOptions) {}

  static isCached(call: CallName): boolean {
    return STORAGE_CACHE_MINUTES[call] !== undefined;
  }

  lookup(call: CallName, payload: object): CacheLookup {
    const text = StorageCache.isCached(call) ? this.options.storage?.getItem(this.key(call, payload)) : null;
    if (!text) return { state: 'absent' };
    try {
      const entry = JSON.parse(text) as Entry;
      return entry.expires > this.options.nowMs() ? { state: 'fresh', answer: entry.answer } : { state: 'expired' };
    } catch {
      return { state: 'absent' };
    }
  }

  store(call: CallName, payload: object, answer: unknown): void {
    const minutes = STORAGE_CACHE_MINUTES[call];
    if (minutes === undefined || !this.options.storage) return;
    const entry: Entry = { expires: this.options.nowMs() + minutes * MS_PER_MINUTE, answer };
    try {
      this.options.storage.setItem(this.key(call, payload), JSON.stringify(entry));
    } catch {
      // A full storage only costs a later request.
    }
  }

  /** Drops every cached answer. */
  clear(): void {
    this.dropKeys((key) => key.startsWith(PREFIX) && key !== HASH_KEY);
  }

  /** Drops the cached answers of one call, in every language. */
  clearCall(call: CallName): void {
    this.dropKeys((key) => key.startsWith(`${PREFIX}${call}.`));
  }

  /** A new build may change what answers mean: the cache is dropped when the static asset hash differs. */
  clearOnNewAssetHash(hash: string): void {
    const { storage } = this.options;
    if (!storage || storage.getItem(HASH_KEY) === hash) return;
    this.clear();
    storage.setItem(HASH_KEY, hash);
  }

  private dropKeys(matches: (key: string) => boolean): void {
    const { storage } = this.options;
    if (!storage) return;
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
    for (const key of keys) if (key !== null && matches(key)) storage.removeItem(key);
  }

  private key(call: CallName, payload: object): string {
    return `${PREFIX}${call}.${this.options.language}.${requestKey(payload)}`;
  }
}
