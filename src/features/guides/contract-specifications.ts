/** One instrument of the MetaTrader 5 contract specifications. */
export interface InstrumentSpecification {
  symbol: string;
  market: 'Forex' | 'Metals' | 'Volatility Indices';
  /** Units of the instrument in one lot. */
  contractSize: number;
  /** The smallest order, in lots. */
  minimumVolume: number;
  /** The highest leverage, as 1:n. */
  maximumLeverage: number;
}

/** The instruments of the contract specifications page, by market. */
export const INSTRUMENTS: readonly InstrumentSpecification[] = [
  { symbol: 'EURUSD', market: 'Forex', contractSize: 100_000, minimumVolume: 0.01, maximumLeverage: 1000 },
  { symbol: 'GBPUSD', market: 'Forex', contractSize: 100_000, minimumVolume: 0.01, maximumLeverage: 1000 },
  { symbol: 'USDJPY', market: 'Forex', contractSize: 100_000, minimumVolume: 0.01, maximumLeverage: 1000 },
  { symbol: 'AUDUSD', market: 'Forex', contractSize: 100_000, minimumVolume: 0.01, maximumLeverage: 1000 },
  { symbol: 'XAUUSD', market: 'Metals', contractSize: 100, minimumVolume: 0.01, maximumLeverage: 500 },
  { symbol: 'XAGUSD', market: 'Metals', contractSize: 5_000, minimumVolume: 0.01, maximumLeverage: 500 },
  {
    symbol: 'Volatility 10 Index',
    market: 'Volatility Indices',
    contractSize: 1,
    minimumVolume: 0.3,
    maximumLeverage: 1000,
  },
  {
    symbol: 'Volatility 75 Index',
    market: 'Volatility Indices',
    contractSize: 1,
    minimumVolume: 0.001,
    maximumLeverage: 1000,
  },
];
