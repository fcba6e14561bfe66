import { lazy, Suspense, type ComponentProps } from 'react';
import { localize } from '../../../lib/localize';

/** Highcharts is loaded only when a chart is shown. */
const TradeChart = lazy(() => import('./TradeChart'));

/** The underlying's chart, for pages that show it outside the analysis tabs. */
export function LazyTradeChart(props: ComponentProps<typeof TradeChart>) {
  return (
    <Suspense fallback={<p className="chart__message">{localize('Loading…')}</p>}>
      <TradeChart {...props} />
    </Suspense>
  );
}
