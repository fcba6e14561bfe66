import { DAILY_PICKER_DAYS } from '../form';
import { localize } from '../../../lib/localize';

const DAY_S = 86_400;
const isoDate = (epoch: number) => new Date(epoch * 1000).toISOString().slice(0, 10);

interface Props {
  /** The platform's time (seconds). */
  now: number;
  /** The duration in days, as typed. */
  days: string;
  onChange(days: string): void;
}

/**
 * The daily-duration date picker (trading-core §5): the day the contract ends, 1 to 365 days from
 * today (GMT); picking a day sets the duration in days.
 */
export function DailyDurationPicker({ now, days, onChange }: Props) {
  const today = Math.floor(now / DAY_S) * DAY_S;
  const count = Number(days);
  const value = Number.isInteger(count) && count >= 1 ? isoDate(today + count * DAY_S) : '';
  return (
    <input
      type="date"
      min={isoDate(today + DAILY_PICKER_DAYS.min * DAY_S)}
      max={isoDate(today + DAILY_PICKER_DAYS.max * DAY_S)}
      value={value}
      onChange={(event) => {
        const picked = Date.parse(`${event.target.value}T00:00:00Z`);
        if (Number.isFinite(picked)) onChange(String(Math.round((picked / 1000 - today) / DAY_S)));
      }}
      data-testid="duration_date"
      aria-label={localize('End date')}
    />
  );
}
