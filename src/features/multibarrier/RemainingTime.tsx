import { remainingTime, type RemainingTime as Remaining } from '../../lib/remaining-time';
import { usePeriodClock } from '../../lib/usePeriodClock';
import { localize } from '../../lib/localize';

const keep = (remaining: Remaining | undefined) => remaining;

/** The period's remaining time, refreshed every 500 ms; alert style at 120 s or less. */
export function RemainingTime({ expiry, now }: { expiry: number; now: () => number }) {
  const remaining = usePeriodClock(expiry, now, keep) ?? remainingTime(expiry, now());
  return (
    <p
      className={`mb-remaining${remaining.alert ? ' mb-remaining--alert' : ''}`}
      data-testid="remaining-time"
      data-alert={remaining.alert}
    >
      <span className="label">{localize('Remaining time')}</span>{' '}
      <span className="mb-remaining__value">{remaining.text}</span>
    </p>
  );
}
