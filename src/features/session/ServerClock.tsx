import { formatGmt } from '../../lib/time';
import { useServerClock } from './useServerClock';
import { localize } from '../../lib/localize';

/** The platform's clock in GMT; hovering shows the same moment in the computer's local time. */
export function ServerClock({ testId = 'server-time' }: { testId?: string }) {
  const { nowMs, error } = useServerClock();
  if (error) return <span className="server-clock server-clock--error">{error}</span>;
  return (
    <time
      className="server-clock"
      data-testid={testId}
      dateTime={nowMs ? new Date(nowMs).toISOString() : undefined}
      title={nowMs ? new Date(nowMs).toLocaleString() : undefined}
    >
      {nowMs === undefined ? localize('Syncing…') : formatGmt(nowMs)}
    </time>
  );
}
