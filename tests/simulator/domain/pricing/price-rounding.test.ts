import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { roundPrice } from '../../../../simulator/domain/pricing/price-rounding';

/** The rule in decimal arithmetic: read the value to 15 significant digits, round half away from zero. */
function decimalRounding(value: number, decimals: number): number {
  const rounded = new Big(Math.abs(value).toPrecision(15)).round(decimals, Big.roundHalfUp);
  return Math.sign(value) * Number(rounded.toFixed(decimals));
}

/** A deterministic stream of values in [0, 1). */
function* uniform(seed: number): Generator<number> {
  let state = seed;
  for (;;) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    yield state / 2 ** 31;
  }
}

describe('roundPrice', () => {
  it('rounds halves of the decimal value away from zero, also where the binary value lies below the half', () => {
    expect([1.005, 2.675, 0.125, -0.125, 1.0049999].map((value) => roundPrice(value))).toEqual([
      1.01, 2.68, 0.13, -0.13, 1,
    ]);
  });

  it('agrees with decimal arithmetic on random prices, exact halves and near halves', () => {
    const random = uniform(42);
    const next = () => random.next().value as number;
    for (let index = 0; index < 20_000; index += 1) {
      const decimals = [0, 2, 3, 8][index % 4]!;
      const samples = [
        (next() - 0.3) * 10 ** (next() * 8 - 2),
        Math.round(next() * 1e7) / 1000 + 0.0005 * ((index % 3) - 1),
        Math.round(next() * 1e6) / 200,
      ];
      for (const value of samples) expect(roundPrice(value, decimals)).toBe(decimalRounding(value, decimals));
    }
  });
});
