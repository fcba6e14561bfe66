import { describe, expect, it } from 'vitest';

import {
  asianDownProbability,
  asianUpProbability,
  callProbability,
  expiryMissProbability,
  expiryRangeProbability,
  putProbability,
} from '../../../../simulator/domain/pricing/european-digitals';
import type { MarketInputs } from '../../../../simulator/domain/pricing/market-inputs';
import { callSpreadPrice, putSpreadPrice, vanillaCall, vanillaPut } from '../../../../simulator/domain/pricing/spreads';
import { rangeProbability, upOrDownProbability } from '../../../../simulator/domain/pricing/stays-between';
import {
  DIGIT_CONTRACT_TYPES,
  digitProbability,
  tickHighLowProbability,
} from '../../../../simulator/domain/pricing/tick-contracts';
import { noTouchProbability, oneTouchProbability } from '../../../../simulator/domain/pricing/touch';

/** Complementary contracts must add up to the discounted payout, whatever the inputs. */

const YEAR_SECONDS = 31_536_000;

/*forex-like case. */
const MARKETS: MarketInputs[] = [
  { spot: 100, years: 60 / YEAR_SECONDS, discountRate: 0, drift: 0, vol: 1 },
  { spot: 963.3054, years: 900 / YEAR_SECONDS, discountRate: 0, drift: 0, vol: 0.5 },
  { spot: 1000, years: 3_600 / YEAR_SECONDS, discountRate: 0, drift: 35, vol: 1.75 },
  { spot: 1.35, years: 7 / 365, discountRate: 0.002, drift: 0.001, vol: 0.11 },
  { spot: 50, years: 0.5, discountRate: 0.05, drift: -0.02, vol: 0.3 },
];

const discount = (market: MarketInputs): number => Math.exp(-market.discountRate * market.years);
/** Barriers a few standard deviations either side of the spot. */
function barriersAround(market: MarketInputs): { high: number; low: number } {
  const move = market.vol * Math.sqrt(market.years);
  return { high: market.spot * Math.exp(0.8 * move), low: market.spot * Math.exp(-1.1 * move) };
}

describe.each(MARKETS.map((market) => [`S=${market.spot} σ=${market.vol} t=${market.years}`, market] as const))(
  'parity for %s',
  (_name, market) => {
    const { high, low } = barriersAround(market);

    it('CALL + PUT on the same barrier pay the discounted payout', () => {
      for (const barrier of [low, market.spot, high]) {
        expect(callProbability(market, barrier) + putProbability(market, barrier)).toBeCloseTo(discount(market), 14);
      }
    });

    it('ONETOUCH paid at expiry + NOTOUCH = discounted 1', () => {
      for (const barrier of [low, high]) {
        const sum = oneTouchProbability(market, barrier, 'at-expiry') + noTouchProbability(market, barrier);
        expect(sum).toBeCloseTo(discount(market), 14);
      }
    });

    it('EXPIRYRANGE + EXPIRYMISS = discounted 1', () => {
      const sum = expiryRangeProbability(market, high, low) + expiryMissProbability(market, high, low);
      expect(sum).toBeCloseTo(discount(market), 14);
    });

    it('RANGE + UPORDOWN paid at expiry = discounted 1', () => {
      const sum = rangeProbability(market, high, low) + upOrDownProbability(market, high, low, 'at-expiry');
      expect(sum).toBeCloseTo(discount(market), 14);
    });

    it('vanilla put-call parity: C − P = e^{−rt}(S·e^{μt} − K)', () => {
      const forward = market.spot * Math.exp(market.drift * market.years);
      const parity = vanillaCall(market, high) - vanillaPut(market, high);
      expect(parity).toBeCloseTo(discount(market) * (forward - high), 10);
    });

    it('CALLSPREAD + PUTSPREAD on the same barriers pay the discounted payout', () => {
      const sum = callSpreadPrice(market, high, low, 100) + putSpreadPrice(market, high, low, 100);
      expect(sum).toBeCloseTo(100 * discount(market), 9);
    });

    it('ASIANU + ASIAND = discounted 1', () => {
      expect(asianUpProbability(market) + asianDownProbability(market)).toBeCloseTo(discount(market), 14);
    });
  },
);

describe('payout timing with a positive discount rate', () => {
  const market: MarketInputs = { spot: 50, years: 0.5, discountRate: 0.05, drift: -0.02, vol: 0.3 };
  const undiscounted = { ...market, discountRate: 0 };

  it('a one-touch paid at expiry is the hit probability discounted from expiry', () => {
    const paidAtExpiry = oneTouchProbability(market, 55, 'at-expiry');
    expect(paidAtExpiry).toBeCloseTo(discount(market) * oneTouchProbability(undiscounted, 55), 14);
    expect(oneTouchProbability(market, 55, 'at-hit')).toBeGreaterThan(paidAtExpiry);
  });

  it('a contract already outside its barriers pays in full at the hit, discounted at expiry', () => {
    expect(upOrDownProbability(market, 49, 40)).toBe(1);
    expect(upOrDownProbability(market, 60, 50, 'at-expiry')).toBeCloseTo(discount(market), 15);
    expect(rangeProbability(market, 49, 40)).toBeCloseTo(0, 15);
  });
});

describe('parity at zero rates, where paying at the hit costs the same as at expiry', () => {
  const market = MARKETS[0] as MarketInputs;
  const { high, low } = barriersAround(market);

  it('ONETOUCH (paid at hit) + NOTOUCH = 1', () => {
    expect(oneTouchProbability(market, high) + noTouchProbability(market, high)).toBeCloseTo(1, 14);
  });

  it('UPORDOWN (paid at hit) + RANGE = 1', () => {
    expect(upOrDownProbability(market, high, low) + rangeProbability(market, high, low)).toBeCloseTo(1, 14);
  });
});

describe('digit families', () => {
  const digits = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];

  it('MATCH + DIFF = 1 for every digit, one winning digit against nine', () => {
    for (const d of digits) {
      expect(digitProbability('DIGITMATCH', d)).toBeCloseTo(0.1, 15);
      expect(digitProbability('DIGITMATCH', d) + digitProbability('DIGITDIFF', d)).toBeCloseTo(1, 15);
    }
  });

  it('EVEN + ODD = 1, five digits each', () => {
    expect(digitProbability('DIGITEVEN')).toBe(0.5);
    expect(digitProbability('DIGITEVEN') + digitProbability('DIGITODD')).toBe(1);
  });

  it('OVER d + UNDER d + MATCH d = 1, and OVER d + UNDER d+1 = 1', () => {
    for (const d of digits.slice(1, 9)) {
      const sum =
        digitProbability('DIGITOVER', d) + digitProbability('DIGITUNDER', d) + digitProbability('DIGITMATCH', d);
      expect(sum).toBeCloseTo(1, 15);
    }
    for (const d of digits.slice(0, 9)) {
      expect(digitProbability('DIGITOVER', d) + digitProbability('DIGITUNDER', d + 1)).toBeCloseTo(1, 15);
      expect(digitProbability('DIGITOVER', d)).toBeCloseTo((9 - d) / 10, 15);
    }
  });

  it('rejects predictions with no winning digit, or one where none is taken', () => {
    expect(() => digitProbability('DIGITOVER', 9)).toThrow(RangeError);
    expect(() => digitProbability('DIGITUNDER', 0)).toThrow(RangeError);
    expect(() => digitProbability('DIGITMATCH', 10)).toThrow(RangeError);
    expect(() => digitProbability('DIGITMATCH')).toThrow(RangeError);
    expect(() => digitProbability('DIGITODD', 3)).toThrow(RangeError);
    for (const type of DIGIT_CONTRACT_TYPES.filter((t) => t !== 'DIGITEVEN' && t !== 'DIGITODD')) {
      expect(() => digitProbability(type, 4.5)).toThrow(RangeError);
    }
  });
});

describe('tick high/low', () => {
  it('exactly one of the ticks is the highest: the probabilities over the selected tick sum to 1', () => {
    for (const ticks of [1, 2, 5, 9]) {
      let sum = 0;
      for (let k = 1; k <= ticks; k += 1) sum += tickHighLowProbability(k, ticks);
      expect(sum).toBeCloseTo(1, 14);
    }
  });

  it('is symmetric in time: tick k and tick n + 1 − k are equally likely', () => {
    for (let k = 1; k <= 5; k += 1) expect(tickHighLowProbability(k)).toBe(tickHighLowProbability(6 - k));
  });

  it('rejects a tick outside the contract', () => {
    expect(() => tickHighLowProbability(0)).toThrow(RangeError);
    expect(() => tickHighLowProbability(6)).toThrow(RangeError);
  });
});
