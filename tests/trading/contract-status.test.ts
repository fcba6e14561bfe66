import { describe, expect, it } from 'vitest';
import {
  canSell,
  chartWaitingMessage,
  hasNotStarted,
  isSettled,
  resetTime,
} from '../../src/features/contract/contract-status';
import { OPEN_CONTRACT } from '../support/open-contract';

const open = OPEN_CONTRACT;

describe('contract state (trading-core §4)', () => {
  it.each([
    [{}, false],
    [{ status: 'won' as const }, true],
    [{ status: 'sold' as const }, true],
    [{ is_expired: 1 as const }, true],
    [{ is_settleable: 1 as const }, true],
  ])('%j settled: %s', (fields, settled) => {
    expect(isSettled({ ...open, ...fields })).toBe(settled);
  });

  it('shows Sell while valid to sell; a forward-starting contract only after its start', () => {
    expect(canSell(open)).toBe(true);
    expect(canSell({ ...open, is_valid_to_sell: 0 })).toBe(false);
    expect(canSell({ ...open, is_sold: 1 })).toBe(false);
    const forward = { ...open, is_forward_starting: 1 as const, date_start: 1200 };
    expect([hasNotStarted(forward), canSell(forward)]).toEqual([true, false]);
    const started = { ...forward, current_spot_time: 1201 };
    expect([hasNotStarted(started), canSell(started)]).toEqual([false, true]);
  });

  it('waits for the entry tick, then for the exit tick once expired', () => {
    expect(chartWaitingMessage({ ...open, entry_tick_time: undefined })).toBe('Waiting for entry tick.');
    expect(chartWaitingMessage(open)).toBeUndefined();
    expect(chartWaitingMessage({ ...open, is_expired: 1 })).toBe('Waiting for exit tick.');
    expect(chartWaitingMessage({ ...open, is_expired: 1, exit_tick_time: 1600 })).toBeUndefined();
  });

  it('a reset contract resets at half its duration unless the platform says when', () => {
    expect(resetTime({ ...open, contract_type: 'RESETCALL' })).toBe(1300);
    expect(resetTime({ ...open, contract_type: 'RESETCALL', reset_time: 1250 })).toBe(1250);
    expect(resetTime(open)).toBeUndefined();
  });
});
