import Highcharts from 'highcharts';
import { HighchartsReact } from 'highcharts-react-official';
import { useMemo } from 'react';
import type { OpenContract } from '../../api/endpoints/contracts';
import { useTicksHistoryQuery, useTicksQuery } from '../../api/endpoints/markets';
import { POPUP_TICK_HISTORY_COUNT } from '../../lib/constants';
import { hasTickChart, isDigitContract } from './contract-status';
import { recentTicks, type ChartTick } from './recent-ticks';
import { localize } from '../../lib/localize';
import { chartLabel, useChartLabel } from '../../ui/chart-label';
import { CHART_PALETTE } from '../../ui/chart-palette';

/** The contract's own ticks, entry first: the tick chart of a short tick contract. */
function contractTicks(contract: OpenContract): ChartTick[] {
  return (contract.tick_stream ?? []).flatMap((tick) =>
    tick.tick == null ? [] : [{ epoch: tick.epoch, quote: tick.tick }],
  );
}

/** Vertical lines at the contract's start, entry and exit, where known. */
function markers(contract: OpenContract): Highcharts.XAxisPlotLinesOptions[] {
  const lines: [number | null | undefined, string, string][] = [
    [contract.date_start, localize('Start time'), '#7f8c8d'],
    [contract.entry_tick_time, localize('Entry spot'), '#2e8836'],
    [contract.exit_tick_time, localize('Exit spot'), '#c03'],
  ];
  return lines.flatMap(([epoch, label, color]) =>
    epoch == null ? [] : [{ value: epoch * 1000, color, width: 1, dashStyle: 'Dash', label: { text: label } }],
  );
}

/** Horizontal lines at the contract's barrier, or its high and low barriers (a digit is no price level). */
export function barrierLines(contract: OpenContract): Highcharts.YAxisPlotLinesOptions[] {
  if (isDigitContract(contract)) return [];
  const lines: [string | null | undefined, string][] = [
    [contract.barrier, localize('Barrier')],
    [contract.high_barrier, localize('High barrier')],
    [contract.low_barrier, localize('Low barrier')],
  ];
  return lines.flatMap(([level, label]) => {
    const value = level == null ? NaN : Number(level);
    return Number.isFinite(value)
      ? [{ value, color: '#2a3052', width: 1, dashStyle: 'ShortDash' as const, label: { text: label }, zIndex: 3 }]
      : [];
  });
}

/** The underlying's last ticks: a history of 20 (trading-core §9) followed by the live spot stream. */
function useUnderlyingTicks(symbol: string, skip: boolean): ChartTick[] {
  const { data: history } = useTicksHistoryQuery(
    { ticks_history: symbol, end: 'latest', count: POPUP_TICK_HISTORY_COUNT, style: 'ticks' },
    { skip },
  );
  const { data: live } = useTicksQuery(symbol, { skip });
  return useMemo(() => recentTicks(history, live ?? []), [history, live]);
}

/**
 * The popup's chart, loaded on demand with Highcharts: a tick chart of the contract's own ticks for
 * tick contracts of 10 ticks or fewer, otherwise the underlying's recent ticks.
 */
export default function ContractChart({ contract }: { contract: OpenContract }) {
  const tickChart = hasTickChart(contract);
  const symbol = contract.underlying ?? '';
  const underlyingTicks = useUnderlyingTicks(symbol, tickChart || symbol === '');
  const ticks = tickChart ? contractTicks(contract) : underlyingTicks;
  const barriers = barrierLines(contract);
  const levels = barriers.map((line) => line.value as number);
  const points = ticks.map((tick) => [tick.epoch * 1000, tick.quote]);
  const chart = useChartLabel(chartLabel(contract.display_name ?? symbol, points));
  // Highcharts mutates the arrays it is given: it gets fresh ones, never the store's.
  const options: Highcharts.Options = {
    chart: { height: 260, animation: false },
    palette: CHART_PALETTE,
    accessibility: { enabled: false },
    title: { text: undefined },
    credits: { enabled: false },
    legend: { enabled: false },
    time: { timezone: 'UTC' },
    xAxis: { type: 'datetime', plotLines: markers(contract), labels: { format: '{value:%H:%M:%S}' } },
    // The axis stretches to show the barriers even when the ticks stay away from them.
    yAxis: {
      title: { text: undefined },
      plotLines: barriers,
      softMin: levels.length > 0 ? Math.min(...levels) : undefined,
      softMax: levels.length > 0 ? Math.max(...levels) : undefined,
    },
    series: [
      {
        type: 'line',
        name: contract.display_name ?? symbol,
        data: points,
        lineWidth: 1,
        marker: { enabled: tickChart },
      },
    ],
  };
  return (
    <div
      className="contract-popup__chart"
      data-testid="contract-chart"
      data-chart={tickChart ? 'ticks' : 'underlying'}
      data-points={ticks.length}
      data-barriers={levels.join(' ')}
    >
      <HighchartsReact highcharts={Highcharts} options={options} ref={chart} />
    </div>
  );
}
