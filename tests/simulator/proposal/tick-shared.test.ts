import { describe, expect, it } from 'vitest';
import { sharedOnTick } from '../../../simulator/handlers/contracts/tick-shared';

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
