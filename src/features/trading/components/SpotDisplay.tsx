import { memo } from 'react';
import { useTicksQuery } from '../../../api/endpoints/markets';
import { tradingError } from '../trading-errors';
import { localize } from '../../../lib/localize';

/** The live spot of the underlying, green or red with its last move; the tick error in error style. */
export const SpotDisplay = memo(function SpotDisplay({ symbol }: { symbol: string }) {
  const { data: ticks, error } = useTicksQuery(symbol, { skip: symbol === '' });
  if (error) {
    return (
      <p className="spot spot--error" data-testid="spot" role="status">
        {tradingError(error).message}
      </p>
    );
  }
  const last = ticks?.at(-1);
  const previous = ticks?.at(-2);
  if (!last) return <p className="spot" data-testid="spot" />;
  const move =
    previous === undefined || last.quote === previous.quote ? '' : last.quote > previous.quote ? 'up' : 'down';
  return (
    <p className={`spot ${move ? `spot--${move}` : ''}`} data-testid="spot">
      <span className="label">{localize('Spot')}</span>{' '}
      <span className="spot__quote">{last.quote.toFixed(last.pip_size)}</span>
    </p>
  );
});
