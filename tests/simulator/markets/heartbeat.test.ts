import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Tick } from '../../../simulator/domain/markets/feed';
import { MAX_TICKS_PER_JUMP } from '../../../simulator/world/market-heartbeat';
import { loadWorldFixture } from '../../../simulator/world/fixture';
import { World } from '../../../simulator/world/world';
import { recordingWorld } from '../../support/recording-world';

const MONDAY_NOON = Date.parse('2026-11-23T12:00:00Z') / 1000;

function frozenWorld(seed = 4): World {
  const fixture = { ...loadWorldFixture('default'), clock: { start_epoch: MONDAY_NOON, frozen: true } };
  return new World({ id: 'heartbeat', seed, fixture });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('world markets', () => {
  it('answers queries on the world clock and the world seed', () => {
    const world = frozenWorld();
    expect(world.markets.list().length).toBeGreaterThan(30);
    expect(world.markets.underlying('R_50')?.display_name).toBe('Volatility 50 Index');
    expect(world.markets.underlying('nope')).toBeUndefined();
    expect(world.markets.latestTick('R_50')).toEqual(world.markets.ticksBetween('R_50', MONDAY_NOON, MONDAY_NOON)[0]);
    expect(world.markets.latestTick('R_50')).toEqual(frozenWorld().markets.latestTick('R_50'));
    expect(world.markets.latestTick('R_50')).not.toEqual(frozenWorld(5).markets.latestTick('R_50'));
    expect(world.markets.ticksBetween('nope', 0, MONDAY_NOON)).toEqual([]);
  });

  it('journals spot sets and status overrides as changes', () => {
    const world = frozenWorld();
    world.commit({ type: 'market_spot_set', symbol: 'R_50', epoch: MONDAY_NOON, quote: 250.1234 });
    world.commit({ type: 'market_status_set', symbol: 'R_50', epoch: MONDAY_NOON + 10, status: 'closed' });
    expect(world.markets.latestTick('R_50')).toEqual({ epoch: MONDAY_NOON, quote: 250.1234 });
    expect(world.markets.isOpen('R_50')).toBe(true);
    expect(world.markets.isOpen('R_50', MONDAY_NOON + 10)).toBe(false);
    expect(world.state.markets.spots.R_50).toEqual([{ epoch: MONDAY_NOON, quote: 250.1234 }]);
  });

  it('replays spot sets and status overrides from the journal to the same market', () => {
    const fixture = { ...loadWorldFixture('default'), clock: { start_epoch: MONDAY_NOON, frozen: true } };
    const { world, restarted } = recordingWorld(fixture, 4);
    world.commit({ type: 'market_spot_set', symbol: 'R_50', epoch: MONDAY_NOON - 100, quote: 199.5 });
    world.commit({ type: 'market_status_set', symbol: 'R_50', epoch: MONDAY_NOON - 50, status: 'closed' });
    const restart = restarted();
    expect(restart.state.markets).toEqual(world.state.markets);
    expect(restart.markets.ticksBetween('R_50', MONDAY_NOON - 200, MONDAY_NOON)).toEqual(
      world.markets.ticksBetween('R_50', MONDAY_NOON - 200, MONDAY_NOON),
    );
    expect(restart.markets.latestTick('R_50')?.epoch).toBe(MONDAY_NOON - 52);
  });

  it('publishes the ticks the clock passes when it is advanced, then the new second', () => {
    const world = frozenWorld();
    const ticks: Tick[] = [];
    const seconds: number[] = [];
    const stopTicks = world.markets.onTick('R_50', (tick) => ticks.push(tick));
    const stopTime = world.markets.onTime((epoch) => seconds.push(epoch));
    world.moveClock((clock) => clock.advance(10_000));
    expect(ticks).toEqual(world.markets.ticksBetween('R_50', MONDAY_NOON + 1, MONDAY_NOON + 10));
    expect(ticks).toHaveLength(5);
    expect(seconds).toEqual([MONDAY_NOON + 10]);

    world.commit({ type: 'market_spot_set', symbol: 'R_50', epoch: MONDAY_NOON + 10, quote: 300 });
    expect(ticks.at(-1)).toEqual({ epoch: MONDAY_NOON + 10, quote: 300 });

    world.moveClock((clock) => clock.advance(86_400_000));
    expect(ticks).toHaveLength(6 + MAX_TICKS_PER_JUMP);
    expect(ticks.at(-1)?.epoch).toBe(MONDAY_NOON + 10 + 86_400);

    stopTicks();
    stopTime();
    world.moveClock((clock) => clock.advance(10_000));
    expect(ticks).toHaveLength(6 + MAX_TICKS_PER_JUMP);
    world.dispose();
  });

  it('ticks in real time while the clock runs, and stops when disposed', () => {
    vi.useFakeTimers({ now: MONDAY_NOON * 1000 + 500 });
    const fixture = { ...loadWorldFixture('default'), clock: {} };
    const world = new World({ id: 'running', seed: 1, fixture });
    const ticks: Tick[] = [];
    world.markets.onTick('1HZ100V', (tick) => ticks.push(tick));
    vi.advanceTimersByTime(3_000);
    expect(ticks.map((tick) => tick.epoch)).toEqual([MONDAY_NOON + 1, MONDAY_NOON + 2, MONDAY_NOON + 3]);
    world.dispose();
    vi.advanceTimersByTime(3_000);
    expect(ticks).toHaveLength(3);
    expect(vi.getTimerCount()).toBe(0);
  });
});
