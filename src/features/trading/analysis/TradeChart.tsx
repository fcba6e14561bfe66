import Highcharts from 'highcharts';
// The stock module adds the candlestick and ohlc series the timed contracts' and periods' charts draw, to
// the one Highcharts core the contract chart shares.
import 'highcharts/modules/stock';
import { HighchartsReact } from 'highcharts-react-official';
import { useMemo } from 'react';
import type { TicksHistoryRequest } from '../../../../schemas/generated/types';
import { useActiveSymbolsQuery, useTicksHistoryQuery } from '../../../api/endpoints/markets';
import { TRADING_TEXTS } from '../trading-errors';
import { CHART_HISTORY_COUNT, chartGranularity } from './chart-granularity';
import { localize } from '../../../lib/localize';
import { chartLabel, useChartLabel } from '../../../ui/chart-label';
import { CHART_PALETTE } from '../../../ui/chart-palette';

interface Props {
  symbol: string;
  /** The contract's length; undefined for tick contracts, which get a tick chart. */
  seconds: number | undefined;
  /** A fixed time frame instead of one sized by the contract (the multi-barrier periods). */
  frame?: { granularity: NonNullable<TicksHistoryRequest['granularity']>; series: 'line' | 'ohlc' | 'candlestick' };
}

/**
 * The underlying's chart: a tick line for tick and short contracts, candles sized by §9's table otherwise.
 * Its text alternative names the underlying, the time the chart spans and the last value.
 */
export default function TradeChart({ symbol, seconds, frame }: Props) {
  const granularity = frame?.granularity ?? (seconds === undefined ? undefined : chartGranularity(seconds));
  const series = frame?.series ?? (granularity === undefined ? 'line' : 'candlestick');
  const { data, error, isFetching } = useTicksHistoryQuery({
    ticks_history: symbol,
    end: 'latest',
    count: CHART_HISTORY_COUNT,
    style: granularity === undefined ? 'ticks' : 'candles',
    ...(granularity === undefined ? {} : { granularity }),
  });

  // Highcharts mutates the arrays it is given: it gets fresh ones, never the store's.
  const points = useMemo(() => {
    if (!data) return [];
    if ('history' in data) return data.history.times.map((time, i) => [time * 1000, data.history.prices[i] ?? 0]);
    if (!('candles' in data)) return [];
    if (series === 'line') return data.candles.map((c) => [c.epoch * 1000, c.close]);
    return data.candles.map((c) => [c.epoch * 1000, c.open, c.high, c.low, c.close]);
  }, [data, series]);
  const { data: symbols } = useActiveSymbolsQuery();
  const underlying = symbols?.find((active) => active.symbol === symbol)?.display_name ?? symbol;
  const chart = useChartLabel(chartLabel(underlying, points));

  if (error)
    return (
      <p className="chart__message" role="alert" data-testid="chart-error">
        {TRADING_TEXTS.chartUnavailable()}
      </p>
    );
  if (!data || isFetching) return <p className="chart__message">{localize('Loading…')}</p>;
  if (points.length === 0)
    return (
      <p className="chart__message" role="alert" data-testid="chart-error">
        {TRADING_TEXTS.emptyHistory()}
      </p>
    );

  const options: Highcharts.Options = {
    chart: { height: 320, animation: false },
    palette: CHART_PALETTE,
    title: { text: undefined },
    credits: { enabled: false },
    legend: { enabled: false },
    xAxis: { type: 'datetime' },
    yAxis: { title: { text: undefined } },
    time: { timezone: 'UTC' },
    series: [
      series === 'line'
        ? { type: 'line', name: symbol, data: points, lineWidth: 1, marker: { enabled: false } }
        : { type: series as 'line', name: symbol, data: points },
    ],
  };
  return (
    <div data-testid="chart" data-granularity={granularity ?? 'ticks'} data-series={series}>
      <HighchartsReact highcharts={Highcharts} options={options} ref={chart} />
    </div>
  );
}
