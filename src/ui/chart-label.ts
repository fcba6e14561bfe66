import type { HighchartsReactRefObject } from 'highcharts-react-official';
import { useLayoutEffect, useRef } from 'react';
import { localize } from '../lib/localize';

/** A chart point as Highcharts takes it: its time (ms) first, its value (a candle's close) last. */
type ChartPoint = readonly number[];

/** A time as the charts' label says it: the date and time of day in GMT. */
function gmtText(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * What a chart shows, for those who cannot see it: the underlying, the time its points span and the
 * last value; the underlying alone (or "Chart" before it is known) while it has no points.
 */
export function chartLabel(underlying: string, points: readonly ChartPoint[]): string {
  const first = points[0];
  const last = points.at(-1);
  // A chart is never left unnamed, even before its contract's underlying is known.
  if (first?.[0] === undefined || last?.[0] === undefined || last.length < 2) return underlying || localize('Chart');
  return localize(
    '[_1] from [_2] to [_3] GMT, last value [_4]',
    underlying,
    gmtText(first[0]),
    gmtText(last[0]),
    String(last.at(-1)),
  );
}

/**
 * Gives a Highcharts chart `label` as its text alternative; the ref goes to its HighchartsReact.
 * Without Highcharts' accessibility module the drawn chart is an image named by its title, which these
 * charts do not show. Highcharts names it when it has loaded, which may come after this hook's effect,
 * so the name is kept: set after every render, and put back whenever Highcharts changes it. A layout
 * effect: a chart drawn anew is named before anything else runs, never shown unnamed for a moment.
 */
export function useChartLabel(label: string) {
  const chart = useRef<HighchartsReactRefObject>(null);
  useLayoutEffect(() => {
    const root = chart.current?.chart?.renderer.boxWrapper.element;
    if (!root) return;
    const keepLabel = () => {
      if (root.getAttribute('aria-label') !== label) root.setAttribute('aria-label', label);
    };
    keepLabel();
    const watcher = new MutationObserver(keepLabel);
    watcher.observe(root, { attributes: true, attributeFilter: ['aria-label'] });
    return () => watcher.disconnect();
  });
  return chart;
}
