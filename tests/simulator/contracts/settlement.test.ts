import { describe, expect, it } from 'vitest';
import type { ContractSpec } from '../../../simulator/domain/contracts/contract-spec';
import type { Tick } from '../../../simulator/domain/markets/feed';
import { settlementAt } from '../../../simulator/domain/contracts/settlement';
import { currencyNamed } from '../../../simulator/domain/ledger/money';

const USD = currencyNamed('USD')!;
const TERMS = { pipSize: 0.01, generationIntervalSeconds: 2 };
const START = 1_000;

function spec(overrides: Partial<ContractSpec>): ContractSpec {
  return {
    contractType: 'CALL',
    symbol: 'R_100',
    currency: 'USD',
    productType: 'basic',
    dateStart: START,
    isForwardStarting: false,
    expiry: { kind: 'ticks', ticks: 5 },
    buyPrice: 520,
    payout: 1000,
    appMarkupPercentage: 0,
    ...overrides,
  };
}

/** Ticks every 2 s from START + 2 with these quotes. */
function ticks(...quotes: number[]): Tick[] {
  return quotes.map((quote, index) => ({ epoch: START + 2 * (index + 1), quote }));
}

const FAR = START + 10_000;
const settle = (contract: ContractSpec, feed: Tick[], now = FAR) => settlementAt(contract, feed, now, TERMS, USD);

describe('tick contracts', () => {
  it('read the fifth tick after the entry tick, and wait for it', () => {
    const feed = ticks(100, 101, 99, 98, 97, 100.01, 50);
    const call = spec({});
    expect(settle(call, feed.slice(0, 5))).toBeUndefined();
    expect(settle(call, feed)).toEqual({ status: 'won', payoutMinor: 1000, exitTick: feed[5] });
    expect(settle(spec({ contractType: 'PUT' }), feed)).toMatchObject({ status: 'lost', payoutMinor: 0 });
  });

  it('lose a tie unless they allow equals', () => {
    const feed = ticks(100, 1, 1, 1, 1, 100);
    expect(settle(spec({ contractType: 'CALL' }), feed)).toMatchObject({ status: 'lost' });
    expect(settle(spec({ contractType: 'CALLE' }), feed)).toMatchObject({ status: 'won' });
    expect(settle(spec({ contractType: 'PUTE' }), feed)).toMatchObject({ status: 'won' });
  });

  it('ignore ticks up to the start and ticks not yet known', () => {
    const feed = [{ epoch: START, quote: 1 }, ...ticks(100, 101, 102, 103, 104, 105)];
    expect(settle(spec({}), feed, START + 10)).toBeUndefined();
    expect(settle(spec({}), feed, START + 12)).toMatchObject({ status: 'won', exitTick: { quote: 105 } });
  });

  it('digits settle on the last digit of the n-th tick counted from the entry tick', () => {
    const feed = ticks(100.01, 100.02, 100.03, 100.04, 100.07, 100.09);
    expect(settle(spec({ contractType: 'DIGITMATCH', barrier: '7' }), feed)).toMatchObject({
      status: 'won',
      exitTick: feed[4],
    });
    expect(settle(spec({ contractType: 'DIGITODD' }), feed)).toMatchObject({ status: 'won' });
    expect(settle(spec({ contractType: 'DIGITOVER', barrier: '7' }), feed)).toMatchObject({ status: 'lost' });
  });

  it('a digit of 0 is read from the pip-sized quote', () => {
    const feed = ticks(1, 1, 1, 1, 100.1);
    expect(settle(spec({ contractType: 'DIGITMATCH', barrier: '0' }), feed)).toMatchObject({ status: 'won' });
  });

  it('asians compare the last tick with the average of all their ticks', () => {
    const feed = ticks(100, 90, 90, 90, 99);
    expect(settle(spec({ contractType: 'ASIANU' }), feed)).toMatchObject({ status: 'won' });
    expect(settle(spec({ contractType: 'ASIAND' }), feed)).toMatchObject({ status: 'lost' });
  });
});

describe('path contracts are decided as soon as the ticks decide them', () => {
  it('one touch wins on the touching tick; no touch loses on it', () => {
    const timed = { expiry: { kind: 'time' as const, dateExpiry: START + 60 }, barrier: '+1.5' };
    const feed = ticks(100, 100.5, 101.5, 99);
    const now = START + 8;
    expect(settle(spec({ contractType: 'ONETOUCH', ...timed }), feed, now)).toEqual({
      status: 'won',
      payoutMinor: 1000,
      exitTick: feed[2],
    });
    expect(settle(spec({ contractType: 'NOTOUCH', ...timed }), feed, now)).toMatchObject({ status: 'lost' });
    expect(settle(spec({ contractType: 'NOTOUCH', ...timed }), feed, START + 4)).toBeUndefined();
  });

  it('a lower barrier is touched from above', () => {
    const timed = { expiry: { kind: 'time' as const, dateExpiry: START + 8 }, barrier: '-1' };
    expect(settle(spec({ contractType: 'ONETOUCH', ...timed }), ticks(100, 100, 99.01, 120))).toMatchObject({
      status: 'lost',
      exitTick: { epoch: START + 8 },
    });
    expect(settle(spec({ contractType: 'NOTOUCH', ...timed }), ticks(100, 99))).toMatchObject({ status: 'lost' });
  });

  it('stays between loses on leaving the range and wins at expiry inside it', () => {
    const timed = { expiry: { kind: 'time' as const, dateExpiry: START + 8 }, barrier: '+2', barrier2: '-2' };
    const inside = ticks(100, 101, 99, 101.99);
    expect(settle(spec({ contractType: 'RANGE', ...timed }), inside, START + 6)).toBeUndefined();
    expect(settle(spec({ contractType: 'RANGE', ...timed }), inside)).toMatchObject({ status: 'won' });
    expect(settle(spec({ contractType: 'UPORDOWN', ...timed }), ticks(100, 98), START + 4)).toMatchObject({
      status: 'won',
    });
  });

  it('runs lose on the first tick that does not continue the run', () => {
    const rising = ticks(100, 101, 102, 102, 103);
    expect(settle(spec({ contractType: 'RUNHIGH', expiry: { kind: 'ticks', ticks: 2 } }), rising)).toMatchObject({
      status: 'won',
      exitTick: rising[2],
    });
    expect(settle(spec({ contractType: 'RUNHIGH', expiry: { kind: 'ticks', ticks: 3 } }), rising)).toMatchObject({
      status: 'lost',
      exitTick: rising[3],
    });
    expect(
      settle(spec({ contractType: 'RUNLOW', expiry: { kind: 'ticks', ticks: 2 } }), rising, START + 4),
    ).toMatchObject({
      status: 'lost',
      exitTick: rising[1],
    });
  });

  it('high ticks lose once another tick reaches the selected one', () => {
    const high = spec({ contractType: 'TICKHIGH', selectedTick: 2 });
    expect(settle(high, ticks(100, 105, 101, 102, 104))).toMatchObject({ status: 'won', exitTick: { quote: 104 } });
    expect(settle(high, ticks(100, 105, 105), START + 6)).toMatchObject({ status: 'lost', exitTick: { quote: 105 } });
    expect(settle(high, ticks(110, 105), START + 4)).toMatchObject({ status: 'lost' });
    expect(settle(spec({ contractType: 'TICKLOW', selectedTick: 5 }), ticks(5, 4, 3, 2, 1))).toMatchObject({
      status: 'won',
    });
  });
});

describe('contracts that pay a share or a difference', () => {
  const timed = { expiry: { kind: 'time' as const, dateExpiry: START + 10 } };

  it('lookbacks pay the multiplier times the distance to the extreme, rounded down to cents', () => {
    const feed = ticks(100, 97.5, 103, 101.25, 102);
    const call = spec({ contractType: 'LBFLOATCALL', multiplier: 1.5, buyPrice: 300, ...timed });
    expect(settle(call, feed)).toEqual({ status: 'won', payoutMinor: 675, exitTick: feed[4] });
    const put = spec({ contractType: 'LBFLOATPUT', multiplier: 1, buyPrice: 300, ...timed });
    expect(settle(put, feed)).toMatchObject({ status: 'lost', payoutMinor: 100 });
    const highLow = spec({ contractType: 'LBHIGHLOW', multiplier: 0.333, buyPrice: 100, ...timed });
    expect(settle(highLow, feed)).toMatchObject({ status: 'won', payoutMinor: 183 });
  });

  it('spreads pay the share of the payout between their barriers', () => {
    const feed = ticks(100, 101.5);
    const terms = { barrier: '+2', barrier2: '-2', payout: 1000, buyPrice: 500, ...timed };
    expect(settle(spec({ contractType: 'CALLSPREAD', ...terms }), feed)).toMatchObject({
      status: 'won',
      payoutMinor: 875,
    });
    expect(settle(spec({ contractType: 'PUTSPREAD', ...terms }), feed)).toMatchObject({
      status: 'lost',
      payoutMinor: 125,
    });
    expect(settle(spec({ contractType: 'PUTSPREAD', ...terms }), ticks(100, 90))).toMatchObject({ payoutMinor: 1000 });
    expect(settle(spec({ contractType: 'PUTSPREAD', ...terms }), ticks(100, 110))).toMatchObject({ payoutMinor: 0 });
  });

  it('reset calls move their barrier down to the spot at half time', () => {
    const feed = ticks(100, 95, 96, 97, 98, 99);
    const reset = spec({ contractType: 'RESETCALL', barrier: 'S0P', expiry: { kind: 'ticks', ticks: 5 } });
    expect(settle(reset, feed)).toMatchObject({ status: 'won' });
    expect(settle(spec({ contractType: 'CALL', barrier: 'S0P' }), feed)).toMatchObject({ status: 'lost' });
  });
});
