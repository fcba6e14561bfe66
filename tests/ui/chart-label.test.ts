import { describe, expect, it } from 'vitest';
import { chartLabel } from '../../src/ui/chart-label';

const at = (iso: string) => Date.parse(`${iso}Z`);

describe('chartLabel', () => {
  it('names the underlying, the time a tick line spans and its last value', () => {
    const points = [
      [at('2026-11-27T10:00:00'), 1234.5],
      [at('2026-11-27T10:00:02'), 1235.25],
      [at('2026-11-27T10:00:04'), 1234.75],
    ];
    expect(chartLabel('Volatility 100 Index', points)).toBe(
      'Volatility 100 Index from 2026-11-27 10:00:00 to 2026-11-27 10:00:04 GMT, last value 1234.75',
    );
  });

  it('gives a candle chart’s last close as its last value', () => {
    const candles = [
      [at('2026-11-26T00:00:00'), 1.1, 1.2, 1.0, 1.15],
      [at('2026-11-27T00:00:00'), 1.15, 1.3, 1.1, 1.25],
    ];
    expect(chartLabel('EUR/USD', candles)).toBe(
      'EUR/USD from 2026-11-26 00:00:00 to 2026-11-27 00:00:00 GMT, last value 1.25',
    );
  });

  it('names the underlying alone while the chart has no points', () => {
    expect(chartLabel('EUR/USD', [])).toBe('EUR/USD');
    expect(chartLabel('EUR/USD', [[at('2026-11-27T00:00:00')]])).toBe('EUR/USD');
    expect(chartLabel('', [])).toBe('Chart');
  });
});
