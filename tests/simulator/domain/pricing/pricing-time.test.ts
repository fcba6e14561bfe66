import { describe, expect, it } from 'vitest';

import { SECONDS_PER_YEAR } from '../../../../simulator/domain/pricing/market-inputs';
import {
  type ContractSpan,
  discreteMonitoringFactor,
  pricingDurationSeconds,
  pricingYears,
  resetTimeSeconds,
  shiftedBarrier,
  tickExpirySeconds,
} from '../../../../simulator/domain/pricing/pricing-conventions';

const EVEN_START = 1_454_284_800;

function span(overrides: Partial<ContractSpan>): ContractSpan {
  return {
    startEpoch: EVEN_START,
    expiryEpoch: EVEN_START + 179,
    generationIntervalSeconds: 2,
    atm: false,
    tickExpiry: false,
    forSale: false,
    ...overrides,
  };
}

describe('pricing duration on indices that tick every 2 seconds', () => {
  it('trims a short non-ATM purchase to the ticks that can occur (…800 to …979 → 176 s)', () => {
    expect(pricingDurationSeconds(span({}))).toBe(176);
  });

  it('trims a 60 s lookback-like contract to 58 s', () => {
    expect(pricingDurationSeconds(span({ expiryEpoch: EVEN_START + 60 }))).toBe(58);
  });

  it('starts from the next even second after an odd start', () => {
    expect(pricingDurationSeconds(span({ startEpoch: EVEN_START + 1, expiryEpoch: EVEN_START + 61 }))).toBe(58);
  });

  it('leaves ATM, tick, sell-back, 1-second-index and 5-minute-or-longer contracts alone', () => {
    expect(pricingDurationSeconds(span({ atm: true }))).toBe(179);
    expect(pricingDurationSeconds(span({ tickExpiry: true }))).toBe(179);
    expect(pricingDurationSeconds(span({ forSale: true }))).toBe(179);
    expect(pricingDurationSeconds(span({ generationIntervalSeconds: 1 }))).toBe(179);
    expect(pricingDurationSeconds(span({ expiryEpoch: EVEN_START + 300 }))).toBe(300);
  });
});

describe('pricing time', () => {
  it('counts a 365-day year', () => {
    expect(pricingYears(SECONDS_PER_YEAR)).toBe(1);
    expect(pricingYears(176)).toBe(176 / 31_536_000);
  });

  it('bounds the time to between 1e-6 and 730 days', () => {
    expect(pricingYears(-2)).toBeCloseTo(1e-6 / 365, 20);
    expect(pricingYears(0)).toBeCloseTo(1e-6 / 365, 20);
    expect(pricingYears(1_000 * 86_400)).toBe(2);
  });

  it('runs tick contracts for ticks × generation interval', () => {
    expect(tickExpirySeconds(5, 2)).toBe(10);
    expect(tickExpirySeconds(5, 1)).toBe(5);
  });

  it('resets at half the life, on a whole generation interval', () => {
    expect(resetTimeSeconds(60, 2)).toBe(30);
    expect(resetTimeSeconds(62, 2)).toBe(30);
    expect(resetTimeSeconds(7_200, 1)).toBe(3_600);
    expect(resetTimeSeconds(10, 2)).toBe(4);
  });
});

describe('barrier shift for tick-by-tick monitoring', () => {
  it('moves a barrier away from the spot by exp(0.5826·σ·√Δt)', () => {
    const factor = Math.exp(0.5826 * 0.12 * Math.sqrt(2 / 31_536_000));
    expect(discreteMonitoringFactor(0.12, 2)).toBeCloseTo(factor, 15);
    expect(shiftedBarrier(100.1, 100, 0.12, 2)).toBeCloseTo(100.1 * factor, 12);
    expect(shiftedBarrier(99.9, 100, 0.12, 2)).toBeCloseTo(99.9 / factor, 12);
  });

  it('moves a barrier at the spot down', () => {
    expect(shiftedBarrier(100, 100, 0.12, 2)).toBeLessThan(100);
  });
});
