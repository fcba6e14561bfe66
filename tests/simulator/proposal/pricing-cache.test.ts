import { describe, expect, it } from 'vitest';
import type { MarketState } from '../../../simulator/domain/contracts/market-state';
import { marketStateOnTick, serialisedOnce, sharedOnTick } from '../../../simulator/world/pricing-cache';

describe('sharedOnTick', () => {
  it('computes once per tick and key, and again on the next tick', () => {
    const tick = { epoch: 100, quote: 1 };
    let calls = 0;
    const compute = () => ({ call: (calls += 1) });
    const first = sharedOnTick(tick, 'CALL 10', compute);
    expect(sharedOnTick(tick, 'CALL 10', compute)).toBe(first);
    expect(sharedOnTick(tick, 'PUT 10', compute)).toEqual({ call: 2 });
    expect(sharedOnTick({ epoch: 102, quote: 1 }, 'CALL 10', compute)).toEqual({ call: 3 });
  });

  it('throws the same error to every stream of the tick without computing again', () => {
    const tick = { epoch: 100, quote: 1 };
    let calls = 0;
    const refuse = () => {
      calls += 1;
      throw new Error('MarketIsClosed');
    };
    expect(() => sharedOnTick(tick, 'CALL 10', refuse)).toThrow('MarketIsClosed');
    expect(() => sharedOnTick(tick, 'CALL 10', refuse)).toThrow('MarketIsClosed');
    expect(calls).toBe(1);
  });

  it('shares nothing without a tick', () => {
    let calls = 0;
    sharedOnTick(undefined, 'CALL 10', () => (calls += 1));
    sharedOnTick(undefined, 'CALL 10', () => (calls += 1));
    expect(calls).toBe(2);
  });
});

describe('marketStateOnTick and serialisedOnce', () => {
  const state = (symbol: string) => ({ underlying: { symbol } }) as unknown as MarketState;

  it('computes a market state once per tick and symbol', () => {
    const tick = { epoch: 100, quote: 1 };
    let calls = 0;
    const first = marketStateOnTick(tick, 'R_100', () => ((calls += 1), state('R_100')));
    expect(marketStateOnTick(tick, 'R_100', () => ((calls += 1), state('R_100')))).toBe(first);
    expect(calls).toBe(1);
    expect(marketStateOnTick(tick, 'R_50', () => state('R_50')).underlying.symbol).toBe('R_50');
  });

  it('serialises a valuation once', () => {
    const valuation = {};
    let calls = 0;
    expect(serialisedOnce(valuation, () => `{"n":${(calls += 1)}}`)).toBe('{"n":1}');
    expect(serialisedOnce(valuation, () => `{"n":${(calls += 1)}}`)).toBe('{"n":1}');
    expect(serialisedOnce({}, () => `{"n":${(calls += 1)}}`)).toBe('{"n":2}');
  });
});
