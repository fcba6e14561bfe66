import { useState } from 'react';
import type { SelfExclusion } from '../../api/endpoints/notices';
import { useSetSelfExclusionMutation, type SelfExclusionChanges } from '../../api/endpoints/settings';
import { currencyDecimals } from '../../lib/currency';
import { localize } from '../../lib/localize';
import { FormField, SubmitButton, useForm } from '../../ui/form';
import { useTimers } from '../../ui/timers-context';
import { SelfExclusionConfirmation } from './SelfExclusionConfirmation';
import { AMOUNT_LIMITS, COUNT_LIMITS, LIMIT_LABELS, type SelfExclusionValues } from './self-exclusion-fields';
import { selfExclusionRules, selfExclusionValues } from './self-exclusion-rules';
import { selfExclusionChanges } from './self-exclusion-request';
import { SelfExclusionDates } from './SelfExclusionDates';

type Outcome = 'saved' | 'unchanged' | 'cancelled';

/** The field a refusal of set_self_exclusion names, as the form calls it: a time-out's is its date. */
function refusedField(details: unknown): keyof SelfExclusionValues | undefined {
  const field = (details as { field?: unknown } | undefined)?.field;
  if (field === 'timeout_until') return 'timeout_date';
  return typeof field === 'string' && field in LIMIT_LABELS ? (field as keyof SelfExclusionValues) : undefined;
}

/**
 * The self-exclusion form: every limit, the time-out and the exclusion. Nothing changed says so;
 * otherwise the client confirms before the changes are sent. A refusal naming a field shows beside
 * that field, any other under the form.
 */
export function SelfExclusionForm({
  current,
  currency,
  onSaved,
}: {
  current: SelfExclusion;
  currency: string;
  onSaved: () => void;
}) {
  const [save] = useSetSelfExclusionMutation();
  const timers = useTimers();
  const [outcome, setOutcome] = useState<Outcome>();
  const [asking, setAsking] = useState<(confirmed: boolean) => void>();
  const held = selfExclusionValues(current);
  const decimals = currencyDecimals(currency);
  const form = useForm<SelfExclusionValues, Outcome>({
    initialValues: held,
    rules: (values) => selfExclusionRules(values, current, decimals, timers.now()),
    submit: (values) => {
      const changes = selfExclusionChanges(values, held);
      setOutcome(undefined);
      if (Object.keys(changes).length === 0) return Promise.resolve('unchanged');
      return confirmed().then((yes) => (yes ? apply(changes) : 'cancelled'));
    },
    onSuccess: (result) => {
      setOutcome(result);
      if (result === 'saved') onSaved();
    },
  });
  const confirmed = () => new Promise<boolean>((resolve) => setAsking(() => resolve));
  const apply = (changes: SelfExclusionChanges) =>
    save(changes)
      .unwrap()
      .then(() => 'saved' as const);
  const answer = (yes: boolean) => {
    asking?.(yes);
    setAsking(undefined);
  };

  const refused = form.refusal && refusedField(form.refusal.details);
  const errorOf = (field: keyof SelfExclusionValues) =>
    form.errors[field] ?? (refused === field ? form.refusal?.message : undefined);
  const limitField = (field: (typeof AMOUNT_LIMITS)[number] | (typeof COUNT_LIMITS)[number]) => (
    <FormField key={field} label={localize(LIMIT_LABELS[field])} error={errorOf(field)}>
      {(control) => (
        <span className="self-exclusion__amount">
          <input
            {...control}
            name={field}
            inputMode={(COUNT_LIMITS as readonly string[]).includes(field) ? 'numeric' : 'decimal'}
            placeholder={field === 'max_30day_turnover' && form.values[field] === '' ? localize('No limit') : undefined}
            value={form.values[field]}
            onChange={(event) => form.setValue(field, event.target.value)}
          />
          {(AMOUNT_LIMITS as readonly string[]).includes(field) && (
            <span className="self-exclusion__currency">{currency}</span>
          )}
        </span>
      )}
    </FormField>
  );

  return (
    <form className="form self-exclusion__form" onSubmit={form.onSubmit} noValidate>
      <fieldset className="form__section self-exclusion__section">
        <legend>{localize('Amounts')}</legend>
        {AMOUNT_LIMITS.map(limitField)}
      </fieldset>
      <fieldset className="form__section self-exclusion__section">
        <legend>{localize('Positions and sessions')}</legend>
        {COUNT_LIMITS.map(limitField)}
        <SelfExclusionDates form={form} errorOf={errorOf} nowMs={timers.now()} />
      </fieldset>
      <div className="self-exclusion__footer">
        <SelfExclusionOutcome outcome={outcome} failure={form.refusal && !refused ? form.refusal.message : undefined} />
        <div className="form__actions">
          <SubmitButton busy={form.submitting}>{localize('Update settings')}</SubmitButton>
        </div>
      </div>
      {asking && <SelfExclusionConfirmation onAnswer={answer} />}
    </form>
  );
}

function SelfExclusionOutcome({ outcome, failure }: { outcome: Outcome | undefined; failure: string | undefined }) {
  const message =
    failure ??
    (outcome === 'saved'
      ? localize('Your changes have been updated.')
      : outcome === 'unchanged'
        ? localize('You did not change anything.')
        : undefined);
  if (message === undefined) return null;
  return (
    <p
      className={outcome === 'saved' && !failure ? 'form__success' : 'form__error'}
      role={outcome === 'saved' && !failure ? 'status' : 'alert'}
      data-testid="self-exclusion-message"
    >
      {message}
    </p>
  );
}
