import { useState } from 'react';
import { useTicksHistoryQuery } from '../../../api/endpoints/markets';
import { TRADING_TEXTS } from '../trading-errors';
import { DEFAULT_DIGIT_TICK_COUNT, DIGIT_TICK_COUNTS, digitStatistics } from './digit-stats';
import { localize } from '../../../lib/localize';
import { localizeNodes } from '../../../ui/localized-nodes';

/** How often each last digit came up over the last ticks (100 by default, selectable). */
export function LastDigitStats({ symbol }: { symbol: string }) {
  const [count, setCount] = useState(DEFAULT_DIGIT_TICK_COUNT);
  const { data, error } = useTicksHistoryQuery({ ticks_history: symbol, end: 'latest', count, style: 'ticks' });
  const reply = data && 'history' in data ? data : undefined;
  const history = reply?.history;
  const stats = history ? digitStatistics(history.prices, reply?.pip_size ?? 2) : [];
  const top = Math.max(1, ...stats.map((s) => s.count));
  return (
    <div className="digit-stats" data-testid="digit-stats">
      <label className="digit-stats__count">
        {localizeNodes('Last [_1] ticks', [
          <select
            key="count"
            value={count}
            onChange={(event) => setCount(Number(event.target.value))}
            aria-label={localize('Number of ticks')}
          >
            {DIGIT_TICK_COUNTS.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>,
        ])}
      </label>
      {error ? <p role="alert">{TRADING_TEXTS.generic()}</p> : null}
      {history && history.prices.length === 0 ? <p role="alert">{TRADING_TEXTS.emptyHistory()}</p> : null}
      <ol className="digit-stats__bars">
        {stats.map((s) => (
          <li key={s.digit} className="digit-stats__bar" data-digit={s.digit}>
            <span className="digit-stats__percent">{s.percent}%</span>
            <span className="digit-stats__track">
              <span className="digit-stats__fill" style={{ height: `${(s.count / top) * 100}%` }} />
            </span>
            <span className="digit-stats__digit">{s.digit}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
