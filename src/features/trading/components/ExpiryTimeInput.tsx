import { NATIVE_TIME_INPUT_QUERY } from '../../../lib/constants';
import { useMediaQuery } from '../../../lib/media-query';
import { START_GRID_S, timeOfDay } from '../form';
import { localize } from '../../../lib/localize';
import type { FieldControl } from '../../../ui/form';

/** Every time of day on the 5-minute grid, "00:00" to "23:55". */
const FIVE_MINUTE_TIMES = Array.from({ length: 86_400 / START_GRID_S }, (_, slot) => timeOfDay(slot * START_GRID_S));

interface Props {
  value: string;
  onChange(value: string): void;
  /** What its field ties to it (the field's error). */
  control: FieldControl;
}

/**
 * The end time (HH:mm, GMT): the browser's own time input under 770 px (trading-core §9), otherwise a
 * text field offering the 5-minute steps, so a typed time is checked against "Time is in the wrong format.".
 */
export function ExpiryTimeInput({ value, onChange, control }: Props) {
  const native = useMediaQuery(NATIVE_TIME_INPUT_QUERY);
  if (native) {
    return (
      <input
        {...control}
        type="time"
        step={START_GRID_S}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        data-testid="expiry_time"
        aria-label={localize('End time')}
      />
    );
  }
  return (
    <>
      <input
        {...control}
        type="text"
        inputMode="numeric"
        placeholder="HH:mm"
        list="expiry-time-steps"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        data-testid="expiry_time"
        aria-label={localize('End time')}
      />
      <datalist id="expiry-time-steps">
        {FIVE_MINUTE_TIMES.map((time) => (
          <option key={time} value={time} />
        ))}
      </datalist>
    </>
  );
}
