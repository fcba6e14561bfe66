// @vitest-environment jsdom
import Highcharts from 'highcharts';
import { expect, it } from 'vitest';
import '../../src/features/trading/analysis/TradeChart';

// The trade chart and the contract chart share one Highcharts core; the trade chart's module adds to it
// the series its timed contracts and the multi-barrier periods draw.
it.each(['candlestick', 'ohlc'] as const)('the trade chart draws %s series on the shared Highcharts core', (type) => {
  const container = document.createElement('div');
  document.body.append(container);
  Highcharts.chart(container, { series: [{ type, data: [[0, 1, 3, 0.5, 2]] }] });
  expect(container.querySelector(`.highcharts-${type}-series`)).not.toBeNull();
});
