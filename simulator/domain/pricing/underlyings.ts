/**
 * Pricing parameters of the synthetic indices (FU `share/underlyings.yml`, BOM `flat_volatility.yml`,
 * README §6): flat volatility, tick interval, pip size and the market/submarket that commission and
 * limits are looked up by. Bull/Bear indices drift: μ = r − q with q = −35 (RDBULL) / +20 (RDBEAR) a year.
 */

export type OfferingGroup = 'volatility' | 'bull_bear';

export interface SyntheticUnderlying {
  symbol: string;
  displayName: string;
  market: 'synthetic_index';
  submarket: 'random_index' | 'random_daily';
  offeringGroup: OfferingGroup;
  vol: number;
  generationIntervalSeconds: number;
  pipSize: number;
  /** q as a plain annual decimal; the drift used in pricing is −q (r = 0). */
  dividendRate: number;
}

function volatilityIndex(
  symbol: string,
  displayName: string,
  vol: number,
  generationIntervalSeconds: number,
  pipSize: number,
): SyntheticUnderlying {
  return {
    symbol,
    displayName,
    market: 'synthetic_index',
    submarket: 'random_index',
    offeringGroup: 'volatility',
    vol,
    generationIntervalSeconds,
    pipSize,
    dividendRate: 0,
  };
}

function bullBearIndex(symbol: string, displayName: string, vol: number, dividendRate: number): SyntheticUnderlying {
  return {
    symbol,
    displayName,
    market: 'synthetic_index',
    submarket: 'random_daily',
    offeringGroup: 'bull_bear',
    vol,
    generationIntervalSeconds: 2,
    pipSize: 0.0001,
    dividendRate,
  };
}

export const SYNTHETIC_UNDERLYINGS: readonly SyntheticUnderlying[] = [
  volatilityIndex('R_10', 'Volatility 10 Index', 0.1, 2, 0.001),
  volatilityIndex('R_25', 'Volatility 25 Index', 0.25, 2, 0.001),
  volatilityIndex('R_50', 'Volatility 50 Index', 0.5, 2, 0.0001),
  volatilityIndex('R_75', 'Volatility 75 Index', 0.75, 2, 0.0001),
  volatilityIndex('R_100', 'Volatility 100 Index', 1, 2, 0.01),
  volatilityIndex('1HZ10V', 'Volatility 10 (1s) Index', 0.1, 1, 0.01),
  volatilityIndex('1HZ25V', 'Volatility 25 (1s) Index', 0.25, 1, 0.01),
  volatilityIndex('1HZ50V', 'Volatility 50 (1s) Index', 0.5, 1, 0.01),
  volatilityIndex('1HZ75V', 'Volatility 75 (1s) Index', 0.75, 1, 0.01),
  volatilityIndex('1HZ100V', 'Volatility 100 (1s) Index', 1, 1, 0.01),
  bullBearIndex('RDBULL', 'Bull Market Index', 1.75, -35),
  bullBearIndex('RDBEAR', 'Bear Market Index', 1.55, 20),
];

export function findSyntheticUnderlying(
  symbol: string,
  underlyings: readonly SyntheticUnderlying[] = SYNTHETIC_UNDERLYINGS,
): SyntheticUnderlying | undefined {
  return underlyings.find((underlying) => underlying.symbol === symbol);
}

/** μ = r − q with r = 0 for synthetic indices. */
export function syntheticDrift(underlying: SyntheticUnderlying): number {
  return 0 - underlying.dividendRate;
}
