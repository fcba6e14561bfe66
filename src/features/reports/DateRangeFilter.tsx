import { useId } from 'react';
import { localize } from '../../lib/localize';
import type { DateRange } from './usePagedReport';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A typed or picked day, or undefined for an empty or half-typed one. */
function dayOf(value: string): string | undefined {
  return DAY.test(value) ? value : undefined;
}

/**
 * The report's from and to dates (UTC days, YYYY-MM-DD, both included). The pickers keep the end from
 * coming before the start; a typed range that does so holds no rows.
 */
export function DateRangeFilter({ range, onChange }: { range: DateRange; onChange(range: DateRange): void }) {
  const id = useId();
  const without = (key: keyof DateRange) => {
    const { [key]: _removed, ...rest } = range;
    return rest;
  };
  const set = (key: keyof DateRange, value: string) => {
    const day = dayOf(value);
    onChange(day === undefined ? without(key) : { ...range, [key]: day });
  };
  return (
    <fieldset className="report-filter">
      <legend className="report-filter__legend">{localize('Date range (UTC)')}</legend>
      <span className="report-filter__field">
        <label htmlFor={`${id}-from`}>{localize('From')}</label>
        <input
          id={`${id}-from`}
          type="date"
          name="date_from"
          max={range.to}
          value={range.from ?? ''}
          onChange={(event) => set('from', event.target.value)}
          data-testid="report-date-from"
        />
      </span>
      <span className="report-filter__field">
        <label htmlFor={`${id}-to`}>{localize('To')}</label>
        <input
          id={`${id}-to`}
          type="date"
          name="date_to"
          min={range.from}
          value={range.to ?? ''}
          onChange={(event) => set('to', event.target.value)}
          data-testid="report-date-to"
        />
      </span>
    </fieldset>
  );
}
