import { formatGmt } from '../../lib/time';
import { useServerClock } from './useServerClock';

/** The platform's clock in GMT. */
export function ServerClock() {
  const { nowMs, error } = useServerClock();
  if (error) return <span className="server-clock server-clock--error">{error}</span>;
  return (
    <time
      className="server-clock"
      data-testid="server-time"
      dateTime={nowMs ? new Date(nowMs).toISOString() : undefined}
    >
      {nowMs === undefined ? 'Syncing…' : formatGmt(nowMs)}
    </time>
  );
}
