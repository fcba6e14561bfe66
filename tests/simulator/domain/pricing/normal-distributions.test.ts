import { describe, expect, it } from 'vitest';

import { bivariateNormalCdf } from '../../../../simulator/domain/pricing/math/bivariate-normal';
import { normalCdf, normalPdf } from '../../../../simulator/domain/pricing/math/normal';
import { gaussianDensity, simpson } from './support/numerics';

/** Published values of Φ (40-digit arithmetic), as relative accuracy targets for the double-precision cdf. */
const PUBLISHED_CDF: [number, number][] = [
  [0, 0.5],
  [1, 0.8413447460685429],
  [1.96, 0.9750021048517795],
  [-3, 0.0013498980316300946],
  [-6, 9.86587645037698e-10],
  [-10, 7.619853024160525e-24],
  [-20, 2.7536241186062337e-89],
  [-37, 5.725571222524577e-300],
];

describe('normal cdf', () => {
  it.each(PUBLISHED_CDF)('Φ(%d) to 1e-15 relative', (x, expected) => {
    expect(Math.abs(normalCdf(x) - expected) / expected).toBeLessThan(1e-15);
  });

  it('is symmetric: Φ(x) + Φ(−x) = 1', () => {
    for (let x = -8; x <= 8; x += 0.173) expect(normalCdf(x) + normalCdf(-x)).toBeCloseTo(1, 15);
  });

  it('is the integral of the density', () => {
    for (const x of [-2.5, -0.3, 0.4, 1.7]) {
      expect(normalCdf(x) - normalCdf(-6)).toBeCloseTo(simpson(normalPdf, -6, x, 4_000), 12);
    }
  });

  it('saturates beyond the representable tails', () => {
    expect(normalCdf(-40)).toBe(0);
    expect(normalCdf(9)).toBe(1);
    expect(normalCdf(Number.NaN)).toBeNaN();
  });
});

describe('bivariate normal cdf', () => {
  /** M(a, b; ρ) = ∫_{-∞}^{a} φ(x) Φ((b − ρx)/√(1 − ρ²)) dx. */
  function byQuadrature(a: number, b: number, correlation: number): number {
    const scale = Math.sqrt(1 - correlation * correlation);
    return simpson((x) => gaussianDensity(x) * normalCdf((b - correlation * x) / scale), -12, a, 20_000);
  }

  const correlations = [-0.99, -0.93, -0.6, -0.2, 0.1, 0.5, 0.7071067811865476, 0.9, 0.95, 0.999];
  const points: [number, number][] = [
    [0, 0],
    [0.3, -1.2],
    [-2, -2.5],
    [1.5, 2],
    [-0.1, 0.4],
    [3, -3],
  ];

  it.each(correlations)('matches direct integration at ρ = %d', (correlation) => {
    for (const [a, b] of points) {
      expect(bivariateNormalCdf(a, b, correlation)).toBeCloseTo(byQuadrature(a, b, correlation), 10);
    }
  });

  it('factorises at ρ = 0 and is symmetric in its arguments', () => {
    for (const [a, b] of points) {
      expect(bivariateNormalCdf(a, b, 0)).toBeCloseTo(normalCdf(a) * normalCdf(b), 15);
      expect(bivariateNormalCdf(a, b, 0.4)).toBeCloseTo(bivariateNormalCdf(b, a, 0.4), 15);
    }
  });

  it('reaches the comonotone and countermonotone limits', () => {
    for (const [a, b] of points) {
      expect(bivariateNormalCdf(a, b, 1)).toBeCloseTo(normalCdf(Math.min(a, b)), 14);
      expect(bivariateNormalCdf(a, b, -1)).toBeCloseTo(Math.max(0, normalCdf(a) + normalCdf(b) - 1), 14);
    }
  });
});
