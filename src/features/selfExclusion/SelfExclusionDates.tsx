import { SELF_EXCLUSION_MAX_DAYS, SELF_EXCLUSION_MAX_TIMEOUT_DAYS } from '../../lib/constants';
import { localize } from '../../lib/localize';
import { FormField, type Form } from '../../ui/form';
import { LIMIT_LABELS, type SelfExclusionValues } from './self-exclusion-fields';

const DAY_MS = 86_400_000;
const isoDay = (epochMs: number) => new Date(epochMs).toISOString().slice(0, 10);

type DateField = 'timeout_date' | 'timeout_time' | 'exclude_until';

/**
 * The time-out (a GMT date and time, up to 6 weeks ahead) and the exclusion date (up to 5 years
 * ahead); the calendars offer only the dates the rules allow, in the browser's format for the page.
 */
export function SelfExclusionDates({
  form,
  errorOf,
  nowMs,
}: {
  form: Pick<Form<SelfExclusionValues>, 'values' | 'setValue'>;
  errorOf: (field: DateField) => string | undefined;
  nowMs: number;
}) {
  const input = (field: DateField, type: 'date' | 'time', min?: string, max?: string) => (
    <FormField label={localize(LIMIT_LABELS[field])} error={errorOf(field)}>
      {(control) => (
        <input
          {...control}
          type={type}
          name={field}
          min={min}
          max={max}
          value={form.values[field]}
          onChange={(event) => form.setValue(field, event.target.value)}
        />
      )}
    </FormField>
  );
  return (
    <>
      {input('timeout_date', 'date', isoDay(nowMs), isoDay(nowMs + SELF_EXCLUSION_MAX_TIMEOUT_DAYS * DAY_MS))}
      {input('timeout_time', 'time')}
      {input('exclude_until', 'date', isoDay(nowMs + DAY_MS), isoDay(nowMs + SELF_EXCLUSION_MAX_DAYS * DAY_MS))}
    </>
  );
}
