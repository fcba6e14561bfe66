import { describe, expect, it } from 'vitest';
import { Clock } from '../../../simulator/domain/clock';

function clockAt(startMs: number) {
  const source = { now: startMs };
  return { source, clock: new Clock(() => source.now) };
}

describe('Clock', () => {
  it('follows its source while running', () => {
    const { source, clock } = clockAt(10_000);
    source.now += 1_500;
    expect(clock.nowMs()).toBe(11_500);
    expect(clock.epoch()).toBe(11);
  });

  it('stands still while frozen, and goes on from there when resumed', () => {
    const { source, clock } = clockAt(10_000);
    clock.freeze();
    source.now += 60_000;
    expect(clock.nowMs()).toBe(10_000);
    clock.resume();
    source.now += 1_000;
    expect(clock.nowMs()).toBe(11_000);
  });

  it('can be set and advanced, frozen or running', () => {
    const { source, clock } = clockAt(0);
    clock.set(5_000);
    source.now += 1_000;
    expect(clock.nowMs()).toBe(6_000);
    clock.freeze();
    clock.advance(30_000);
    expect(clock.nowMs()).toBe(36_000);
  });
});
