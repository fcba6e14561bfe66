import { describe, expect, it } from 'vitest';

import {
  askProbability,
  baseCommission,
  bidProbability,
  commissionMarkup,
  commissionMultiplier,
  deepOtmThreshold,
  type CommissionSubject,
} from '../../../../simulator/domain/pricing/commission';
import { DEFAULT_COMMISSION_TABLES } from '../../../../simulator/domain/pricing/commission-tables';
import { lookbackQuote, spreadQuote } from '../../../../simulator/domain/pricing/non-binary-quotes';
import { roundPrice } from '../../../../simulator/domain/pricing/price-rounding';
import { commissionFromStake, payoutFromStake } from '../../../../simulator/domain/pricing/stake-basis';

const R_100: Omit<CommissionSubject, 'contractType'> = {
  symbol: 'R_100',
  market: 'synthetic_index',
  submarket: 'random_index',
  forSale: false,
};

describe('base commission', () => {
  it('looks up symbol, then submarket, then market, then the default', () => {
    const tables = { ...DEFAULT_COMMISSION_TABLES, baseBySymbol: { frxEURUSD: 0.03 } };
    const fx = { contractType: 'CALL' as const, market: 'forex', forSale: false };
    expect(baseCommission({ ...fx, symbol: 'frxEURUSD', submarket: 'major_pairs' }, tables)).toBe(0.03);
    expect(baseCommission({ ...fx, symbol: 'frxUSDJPY', submarket: 'major_pairs' }, tables)).toBe(0.035);
    expect(baseCommission({ ...fx, symbol: 'frxAUDCAD', submarket: 'minor_pairs' }, tables)).toBe(0.04);
    expect(baseCommission({ ...fx, symbol: 'frxXYZ', submarket: 'exotic' }, tables)).toBe(0.05);
    expect(baseCommission({ ...fx, symbol: 'ABC', market: 'unknown', submarket: 'x' }, tables)).toBe(0.05);
    expect(baseCommission({ ...R_100, contractType: 'CALL' })).toBe(0.012);
  });

  it('charges digits 1% whatever the underlying', () => {
    expect(baseCommission({ ...R_100, contractType: 'DIGITMATCH', tickCount: 5 })).toBe(0.01);
  });

  it('adds 2% to synthetic tick touch purchases only', () => {
    const touch = { ...R_100, contractType: 'ONETOUCH' as const, tickCount: 5 };
    expect(baseCommission(touch)).toBeCloseTo(0.032, 15);
    expect(baseCommission({ ...touch, forSale: true })).toBe(0.012);
    expect(baseCommission({ ...touch, tickCount: undefined })).toBe(0.012);
  });

  it('charges runs a fixed amount per tick count and refuses other counts', () => {
    const runs = [2, 3, 4, 5].map((tickCount) => baseCommission({ ...R_100, contractType: 'RUNHIGH', tickCount }));
    expect(runs).toEqual([0.012, 0.006, 0.003, 0.0015]);
    runs.forEach((commission, i) => expect(commission / 0.5 ** (i + 2)).toBeCloseTo(0.048, 15));
    expect(() => baseCommission({ ...R_100, contractType: 'RUNLOW', tickCount: 6 })).toThrow(RangeError);
  });

  it('scales by the per-market percentage', () => {
    const tables = { ...DEFAULT_COMMISSION_TABLES, scalingPercentByMarket: { synthetic_index: 150 } };
    expect(baseCommission({ ...R_100, contractType: 'CALL' }, tables)).toBeCloseTo(0.018, 15);
  });
});

describe('commission multiplier and markup', () => {
  it('is 1 up to a payout standard deviation of 500, 2 from 25 000, linear between', () => {
    expect(commissionMultiplier(1_000, 0.5)).toBe(1);
    expect(commissionMultiplier(50_000, 0.5)).toBe(2);
    expect(commissionMultiplier(25_500, 0.5)).toBeCloseTo(1 + (12_750 - 500) / 24_500, 12);
  });

  it('adds the app markup and charges at least 0.02 per contract', () => {
    expect(commissionMarkup({ theoProbability: 0.5, payout: 100, baseCommission: 0.012 })).toBeCloseTo(0.012, 15);
    const withApp = commissionMarkup({
      theoProbability: 0.5,
      payout: 100,
      baseCommission: 0.012,
      appMarkupPercentage: 3,
    });
    expect(withApp).toBeCloseTo(0.042, 15);
    expect(commissionMarkup({ theoProbability: 0.5, payout: 1, baseCommission: 0.012 })).toBeCloseTo(0.02, 15);
  });

  it('floors the ask at the deep-OTM threshold and caps it at 1; the bid only at 0', () => {
    expect(askProbability(0.0014, 0.012, deepOtmThreshold('synthetic_index'))).toBe(0.025);
    expect(askProbability(0.995, 0.012, 0.025)).toBe(1);
    expect(bidProbability(0.005, 0.012)).toBe(0);
    expect(bidProbability(0.03, 0.012)).toBeCloseTo(0.018, 15);
  });

  it('knows the deep-OTM thresholds per market and refuses an unknown market', () => {
    expect(['synthetic_index', 'forex', 'commodities', 'indices'].map((m) => deepOtmThreshold(m))).toEqual([
      0.025, 0.05, 0.1, 0.1,
    ]);
    expect(() => deepOtmThreshold('cryptocurrency')).toThrow(RangeError);
  });
});

describe('stake basis', () => {
  it('buys the payout whose ask price is the stake', () => {
    for (const [stake, theo] of [
      [10, 0.5],
      [540, 0.51],
      [1_000, 0.76],
      [28_000, 0.51],
    ] as const) {
      const base = 0.012;
      const payout = payoutFromStake({ stake, theoProbability: theo, baseCommission: base, deepOtmThreshold: 0.025 });
      const markup = commissionMarkup({ theoProbability: theo, payout, baseCommission: base });
      expect(payout * askProbability(theo, markup, 0.025)).toBeCloseTo(stake, 8);
    }
  });

  it('buys no payout below the stake: the ask probability stops at 1', () => {
    const nearCertain = { stake: 10, theoProbability: 0.999, baseCommission: 0.012, deepOtmThreshold: 0.025 };
    expect(payoutFromStake(nearCertain)).toBe(10);
  });

  it('charges at least the minimum commission on small stakes', () => {
    const commission = commissionFromStake({
      stake: 0.5,
      theoProbability: 0.5,
      baseCommission: 0.001,
      deepOtmThreshold: 0.025,
    });
    expect(commission).toBeCloseTo(0.02 / (0.5 / 0.501), 15);
  });
});

describe('non-binary quotes', () => {
  it('lookback: 2% of theo per unit (at least 0.01), ask rounded per unit, at least 0.50 per unit', () => {
    const quote = lookbackQuote({ theoPerUnit: 1.99145854964839, multiplier: 100 });
    expect(roundPrice(quote.ask)).toBe(203);
    expect(roundPrice(quote.bid)).toBe(195);
    expect(lookbackQuote({ theoPerUnit: 0.2, multiplier: 3 }).ask).toBeCloseTo(1.5, 12);
    expect(lookbackQuote({ theoPerUnit: 0.2, multiplier: 1 }).commission).toBeCloseTo(0.01, 15);
  });

  it('lookback: the app markup is a percentage of theo', () => {
    const quote = lookbackQuote({ theoPerUnit: 10, multiplier: 1, appMarkupPercentage: 1 });
    expect(quote.ask).toBeCloseTo(10 + 0.2 + 0.1, 12);
  });

  it('spread: base × theo, at least 0.05, ask at most the payout', () => {
    expect(spreadQuote({ theoPrice: 2, payout: 100, baseCommission: 0.012 }).commission).toBe(0.05);
    expect(spreadQuote({ theoPrice: 99.9, payout: 100, baseCommission: 0.012 }).ask).toBe(100);
    expect(spreadQuote({ theoPrice: 0.01, payout: 100, baseCommission: 0.012 }).bid).toBe(0);
  });
});

describe('price rounding', () => {
  it('rounds half away from zero on the decimal value', () => {
    expect([1.005, 2.675, 51.186, 0.125, 1e-7].map((value) => roundPrice(value))).toEqual([1.01, 2.68, 51.19, 0.13, 0]);
    expect(roundPrice(0.1405, 3)).toBe(0.141);
  });
});
