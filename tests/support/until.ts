import { expect, vi } from 'vitest';

/**
 * Resolves once `condition()` holds, checking every few milliseconds; fails after `timeoutMs` of
 * wall-clock time. The budget is time, not a count of checks, and generous because the condition
 * waits on socket traffic that a busy machine slows down; a condition that holds ends it at once.
 */
export async function until(condition: () => boolean, timeoutMs = 4_000): Promise<void> {
  await vi.waitFor(() => expect(condition()).toBe(true), { timeout: timeoutMs, interval: 5 });
}
