import type { AvailableContract } from '../../../api/endpoints/markets';
import { amountKeyAllowed, basisOptions, takesMultiplier, type Basis } from '../form';
import { barrierKeyAllowed, defaultBarriers } from '../form';
import { contractsOfForm, equalOptionOffered } from '../form';
import { DIGITS, SELECTABLE_TICKS, takesPrediction } from '../form';
import { DURATION_UNIT_LABELS, contractsForUnit, durationLimits, durationText, expiryTypeOf } from '../form';
import { flooredDuration, type DurationUnit, type Spot } from '../form';
import { currentAmount, withAmount, withBasis, withDurationUnit, type TradingFormState } from '../form';
import type { FieldErrors } from '../form';
import { forwardStartDays, startTimeSlots, timeOfDay } from '../form';
import { BarrierLevel } from './BarrierLevel';
import { DailyDurationPicker } from './DailyDurationPicker';
import { ExpiryTimeInput } from './ExpiryTimeInput';
import { Field } from './Field';
import type { FieldControl } from '../../../ui/form';
import { localize } from '../../../lib/localize';

interface Props {
  form: TradingFormState;
  available: readonly AvailableContract[];
  errors: FieldErrors;
  now: number;
  /** The spot a daily contract's offset barriers are priced from. */
  heldSpot?: Spot;
  update(change: (current: TradingFormState) => TradingFormState): void;
}

/** The fields of the chosen contract form (trading-core §2, §5). */
export function TradeForm({ form, available, errors, now, heldSpot, update }: Props) {
  if (form.formname === '') return null;
  const formname = form.formname;
  const contracts = contractsOfForm(available, form.formname);
  const startType = form.date_start === 'now' ? 'spot' : 'forward';
  const limits = durationLimits(contracts.filter((c) => c.start_type === startType));
  const minimumDuration = limits.find((limit) => limit.unit === form.duration_units);
  const forwardDays = forwardStartDays(contracts.filter((c) => c.start_type === 'forward'));
  const priced = contractsForUnit(contracts, form.duration_units, startType);
  const barriers = takesPrediction(form.formname) ? 0 : defaultBarriers(priced.length > 0 ? priced : contracts).count;
  const fixedDuration = form.formname === 'highlowticks';
  const byMultiplier = takesMultiplier(form.formname);
  const endTimeAllowed = !fixedDuration && limits.some((limit) => limit.unit !== 't');
  const levelOf = (barrier: string, testId: string) => (
    <BarrierLevel
      barrier={barrier}
      symbol={form.underlying}
      heldSpot={heldSpot}
      daily={expiryTypeOf(form.duration_units) === 'daily'}
      testId={testId}
    />
  );
  const set = <K extends keyof TradingFormState>(field: K, value: TradingFormState[K]) =>
    update((current) => ({ ...current, [field]: value }));

  return (
    <form className="trade-form" onSubmit={(event) => event.preventDefault()} data-testid="trade-form">
      {forwardDays.length > 0 ? (
        <Field label={localize('Start time')} name="date_start">
          <select
            value={String(form.date_start)}
            onChange={(event) => set('date_start', event.target.value === 'now' ? 'now' : Number(event.target.value))}
            data-testid="date_start"
            aria-label={localize('Start time')}
          >
            <option value="now">{localize('Now')}</option>
            {forwardDays.flatMap((day) =>
              startTimeSlots(now, day.day, day).map((slot) => (
                <option key={slot} value={slot}>
                  {new Date(slot * 1000).toISOString().slice(0, 10)} {timeOfDay(slot)} GMT
                </option>
              )),
            )}
          </select>
        </Field>
      ) : null}

      {endTimeAllowed ? (
        <Field label={localize('Expiry')} name="expiry_type">
          <select
            value={form.expiry_type}
            onChange={(event) => set('expiry_type', event.target.value as TradingFormState['expiry_type'])}
            data-testid="expiry_type"
            aria-label={localize('Expiry')}
          >
            <option value="duration">{localize('Duration')}</option>
            <option value="endtime">{localize('End time')}</option>
          </select>
        </Field>
      ) : null}

      {form.expiry_type === 'endtime' && endTimeAllowed ? (
        <Field label={localize('End time (GMT)')} name="expiry_time" error={errors.expiry_time}>
          {(control) => (
            <ExpiryTimeInput
              value={form.expiry_time}
              onChange={(value) => set('expiry_time', value)}
              control={control}
            />
          )}
        </Field>
      ) : (
        <Field label={localize('Duration')} name="duration_amount" error={errors.duration_amount}>
          {(control) => (
            <>
              <input
                {...control}
                inputMode="numeric"
                value={form.duration_amount}
                disabled={fixedDuration}
                onChange={(event) => set('duration_amount', event.target.value)}
                onBlur={() => set('duration_amount', flooredDuration(form.duration_amount))}
                data-testid="duration_amount"
                aria-label={localize('Duration amount')}
              />
              <select
                value={form.duration_units}
                disabled={fixedDuration}
                onChange={(event) => {
                  const unit = event.target.value as DurationUnit;
                  update((current) => withDurationUnit(current, unit, available, now));
                }}
                data-testid="duration_units"
                aria-label={localize('Duration unit')}
              >
                {limits.map((limit) => (
                  <option key={limit.unit} value={limit.unit}>
                    {localize(DURATION_UNIT_LABELS[limit.unit])}
                  </option>
                ))}
              </select>
              {form.duration_units === 'd' && !fixedDuration ? (
                <DailyDurationPicker
                  now={now}
                  days={form.duration_amount}
                  onChange={(days) => set('duration_amount', days)}
                />
              ) : null}
              {minimumDuration ? (
                <span className="field__hint">
                  {localize('Minimum [_1]', durationText(minimumDuration.min, minimumDuration.unit))}
                </span>
              ) : null}
            </>
          )}
        </Field>
      )}

      {barriers >= 1 ? (
        <Field
          label={barriers === 2 ? localize('High barrier') : localize('Barrier')}
          name="barrier"
          error={errors.barrier}
        >
          {(control) => (
            <>
              <BarrierInput
                value={form.barrier}
                onChange={(value) => set('barrier', value)}
                testId="barrier"
                label={barriers === 2 ? localize('High barrier') : localize('Barrier')}
                control={control}
              />
              {levelOf(form.barrier, 'barrier-level')}
            </>
          )}
        </Field>
      ) : null}
      {barriers === 2 ? (
        <Field label={localize('Low barrier')} name="barrier2" error={errors.barrier2}>
          {(control) => (
            <>
              <BarrierInput
                value={form.barrier2}
                onChange={(value) => set('barrier2', value)}
                testId="barrier2"
                label={localize('Low barrier')}
                control={control}
              />
              {levelOf(form.barrier2, 'barrier2-level')}
            </>
          )}
        </Field>
      ) : null}

      {takesPrediction(form.formname) ? (
        <Field label={localize('Last digit prediction')} name="prediction" error={errors.prediction}>
          {(control) => (
            <div {...control} className="digit-row" role="radiogroup" aria-label={localize('Last digit prediction')}>
              {DIGITS.map((digit) => (
                <button
                  key={digit}
                  type="button"
                  role="radio"
                  aria-checked={form.prediction === String(digit)}
                  className={`digit-row__digit${form.prediction === String(digit) ? ' digit-row__digit--selected' : ''}`}
                  onClick={() => set('prediction', String(digit))}
                >
                  {digit}
                </button>
              ))}
            </div>
          )}
        </Field>
      ) : null}

      {form.formname === 'highlowticks' ? (
        <Field label={localize('Selected tick')} name="selected_tick">
          <div className="digit-row" role="radiogroup" aria-label={localize('Selected tick')}>
            {SELECTABLE_TICKS.map((tick) => (
              <button
                key={tick}
                type="button"
                role="radio"
                aria-checked={form.selected_tick === String(tick)}
                className={`digit-row__digit${form.selected_tick === String(tick) ? ' digit-row__digit--selected' : ''}`}
                onClick={() => set('selected_tick', String(tick))}
              >
                {tick}
              </button>
            ))}
          </div>
        </Field>
      ) : null}

      {form.formname === 'risefall' && equalOptionOffered(priced) ? (
        <label className="field field--checkbox">
          <input
            type="checkbox"
            checked={form.is_equal}
            onChange={(event) => set('is_equal', event.target.checked)}
            data-testid="is_equal"
          />
          <span>{localize('Allow equals')}</span>
        </label>
      ) : null}

      <Field label={byMultiplier ? localize('Multiplier') : localize('Amount')} name="amount" error={errors.amount}>
        {(control) => (
          <>
            {byMultiplier ? null : (
              <>
                <select
                  value={form.amount_type}
                  onChange={(event) => update((current) => withBasis(current, event.target.value as Basis))}
                  data-testid="amount_type"
                  aria-label={localize('Basis')}
                >
                  {basisOptions(formname).map((basis) => (
                    <option key={basis} value={basis}>
                      {basis === 'payout' ? localize('Payout') : localize('Stake')}
                    </option>
                  ))}
                </select>
                <span className="currency">{form.currency}</span>
              </>
            )}
            <input
              {...control}
              inputMode="decimal"
              value={currentAmount(form)}
              onKeyDown={(event) => {
                if (!event.ctrlKey && !event.metaKey && !amountKeyAllowed(event.key, event.currentTarget.value))
                  event.preventDefault();
              }}
              onChange={(event) => {
                const text = event.target.value;
                update((current) => withAmount(current, text));
              }}
              data-testid="amount"
              aria-label={byMultiplier ? localize('Multiplier') : localize('Amount')}
            />
          </>
        )}
      </Field>
    </form>
  );
}

interface BarrierInputProps {
  value: string;
  onChange(value: string): void;
  testId: string;
  /** Its field's label, which names it. */
  label: string;
  /** The attributes that tie its field's error to it. */
  control: FieldControl;
}

function BarrierInput({ value, onChange, testId, label, control }: BarrierInputProps) {
  return (
    <input
      {...control}
      inputMode="decimal"
      value={value}
      onKeyDown={(event) => {
        const input = event.currentTarget;
        if (!event.ctrlKey && !event.metaKey && !barrierKeyAllowed(event.key, input.value, input.selectionStart ?? 0)) {
          event.preventDefault();
        }
      }}
      onChange={(event) => onChange(event.target.value)}
      data-testid={testId}
      aria-label={label}
    />
  );
}
