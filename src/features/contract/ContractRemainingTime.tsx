import { remainingTime, type RemainingTime } from '../../lib/remaining-time';
import { usePeriodClock } from '../../lib/usePeriodClock';
import './remaining-time.css';

const keep = (remaining: RemainingTime | undefined) => remaining;

/** The time left until `expiry` on the platform's clock, refreshed every 500 ms; alert style at 120 s or less. */
export function ContractRemainingTime({ expiry, now }: { expiry: number; now: () => number }) {
  const remaining = usePeriodClock(expiry, now, keep) ?? remainingTime(expiry, now());
  return (
    <span
      className={remaining.alert ? 'remaining-time remaining-time--alert' : 'remaining-time'}
      data-testid="remaining-time"
      data-alert={remaining.alert}
    >
      {remaining.text}
    </span>
  );
}
