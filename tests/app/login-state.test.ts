import { beforeEach, describe, expect, it } from 'vitest';
import { issueLoginState, LOGIN_STATE_KEY, takeLoginState } from '../../src/features/session/login-state';

class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

let storage: MemoryStorage;
beforeEach(() => {
  storage = new MemoryStorage();
});

describe("the log-in's state", () => {
  it('is random, kept in place of the earlier one', () => {
    const first = issueLoginState(storage);
    const second = issueLoginState(storage);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(second).not.toBe(first);
    expect(storage.getItem(LOGIN_STATE_KEY)).toBe(second);
  });

  it('accepts the issued state once', () => {
    const state = issueLoginState(storage);
    expect(takeLoginState(storage, state)).toBe(true);
    expect(takeLoginState(storage, state)).toBe(false);
  });

  it('refuses another, a missing or an empty state, and uses up the issued one anyway', () => {
    for (const returned of ['forged', null, '']) {
      const state = issueLoginState(storage);
      expect(takeLoginState(storage, returned)).toBe(false);
      expect(takeLoginState(storage, state)).toBe(false);
    }
    storage.setItem(LOGIN_STATE_KEY, '');
    expect(takeLoginState(storage, '')).toBe(false);
    expect(takeLoginState(undefined, 'x')).toBe(false);
  });
});
