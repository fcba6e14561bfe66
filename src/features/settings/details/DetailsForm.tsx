import { useEffect, useState } from 'react';
import { useResidenceListQuery } from '../../../api/endpoints/account-opening';
import type { AccountStatus, Settings } from '../../../api/endpoints/notices';
import { useSetSettingsMutation } from '../../../api/endpoints/settings';
import { SETTINGS_SAVED_MESSAGE_MS } from '../../../lib/constants';
import { detailsRedirect } from '../../../lib/details-redirect';
import { localize } from '../../../lib/localize';
import { after } from '../../../lib/timers';
import { required, type FieldRules } from '../../../lib/validators';
import { FormField, SubmitButton, useForm } from '../../../ui/form';
import { useTimers } from '../../../ui/timers-context';
import {
  ADDRESS_DETAILS,
  CountrySelect,
  IDENTITY_DETAILS,
  PersonalDetailField,
  personalDetailRules,
  TAX_DETAILS,
  type PersonalDetail,
} from '../../accounts';
import type { Account } from '../../session';
import { ReadOnlyDetail } from './ReadOnlyDetail';
import { editableSettings } from './details-editing';
import { changedSettings, detailsValues, type DetailsValues } from './details-values';

type Outcome = 'saved' | 'unchanged';

/** The rules of the fields the account may change; a financial account must give its tax details. */
function detailsRules(
  residence: string,
  nowMs: number,
  editable: ReadonlySet<string>,
  taxRequired: boolean,
  citizenRequired: boolean,
) {
  const shared = personalDetailRules(residence, nowMs);
  const all: FieldRules<DetailsValues> = {
    ...shared,
    residence: [required],
    ...(taxRequired && {
      tax_residence: [required],
      tax_identification_number: [required, ...(shared.tax_identification_number ?? [])],
    }),
    ...(citizenRequired && { citizen: [required] }),
  };
  return Object.fromEntries(Object.entries(all).filter(([name]) => editable.has(name))) as FieldRules<DetailsValues>;
}

/**
 * The personal-details form (accounts-and-money §4, §5): the settings the account may change as
 * fields, the rest as text. Only changed settings are sent; nothing changed says so. A save shows its
 * message for 15 s (the settings and status are read afresh meanwhile); a refusal shows the
 * platform's message, or the spec's own when it gives none.
 */
export function DetailsForm({
  account,
  settings,
  status,
}: {
  account: Account;
  settings: Settings;
  status: AccountStatus;
}) {
  const { data: countries = [] } = useResidenceListQuery();
  const [save] = useSetSettingsMutation();
  const timers = useTimers();
  const [outcome, setOutcome] = useState<Outcome>();
  const isVirtual = account.is_virtual === 1;
  const residence = settings.country_code ?? '';
  const editable = editableSettings({
    isVirtual,
    landingCompany: account.landing_company_name ?? '',
    authenticated: status.status.includes('authenticated'),
    immutable: settings.immutable_fields ?? [],
  });
  const held = detailsValues(settings);
  const taxRequired = account.landing_company_name === 'maltainvest';
  const form = useForm<DetailsValues, Outcome>({
    initialValues: held,
    rules: detailsRules(residence, timers.now(), editable, taxRequired, detailsRedirect() !== undefined),
    submit: (payload) => {
      const changes = changedSettings(payload, held, editable);
      if (Object.keys(changes).length === 0) return Promise.resolve('unchanged');
      setOutcome(undefined);
      return save(changes)
        .unwrap()
        .then(() => 'saved' as const);
    },
    onSuccess: setOutcome,
  });
  useEffect(() => {
    if (outcome !== 'saved') return undefined;
    return after(timers, SETTINGS_SAVED_MESSAGE_MS, () => setOutcome(undefined));
  }, [outcome, timers]);

  const countryName = (code: string) => countries.find((country) => country.value === code)?.text ?? code.toUpperCase();
  const detail = (name: PersonalDetail) =>
    editable.has(name) ? (
      <PersonalDetailField
        key={name}
        name={name}
        form={form}
        countries={countries}
        residence={residence}
        required={taxRequired && (TAX_DETAILS as readonly PersonalDetail[]).includes(name) ? true : undefined}
      />
    ) : (
      <ReadOnlyDetail key={name} name={name} value={held[name]} countryName={countryName} />
    );

  return (
    <form
      className={`form settings-form${isVirtual ? ' settings-form--narrow' : ''}`}
      onSubmit={form.onSubmit}
      noValidate
    >
      <fieldset className="form__section">
        <legend>{localize('Identity')}</legend>
        <ReadOnlyDetail name="email" value={settings.email ?? ''} countryName={countryName} />
        {!isVirtual && IDENTITY_DETAILS.map(detail)}
      </fieldset>
      <fieldset className="form__section">
        <legend>{localize(isVirtual ? 'Country of residence' : 'Address and phone')}</legend>
        {editable.has('residence') ? (
          <FormField label={localize('Country of residence')} error={form.errors.residence} required>
            {(control) => (
              <CountrySelect
                {...control}
                name="residence"
                countries={countries}
                value={form.values.residence}
                onChange={(value) => form.setValue('residence', value)}
              />
            )}
          </FormField>
        ) : (
          <ReadOnlyDetail name="residence" value={residence} countryName={countryName} />
        )}
        {!isVirtual && ADDRESS_DETAILS.map(detail)}
      </fieldset>
      {!isVirtual && (
        <fieldset className="form__section">
          <legend>{localize('Tax information')}</legend>
          {TAX_DETAILS.map(detail)}
        </fieldset>
      )}
      <fieldset className="form__section">
        <legend>{localize('Email preference')}</legend>
        <label className="settings-form__check">
          <input
            type="checkbox"
            name="email_consent"
            checked={form.values.email_consent}
            onChange={(event) => form.setValue('email_consent', event.target.checked)}
          />
          {localize('Receive news and special offers')}
        </label>
      </fieldset>
      <div className="settings-form__footer">
        <DetailsOutcome outcome={outcome} refusal={form.refusal?.message} />
        <div className="form__actions">
          <SubmitButton busy={form.submitting}>{localize('Update')}</SubmitButton>
        </div>
      </div>
    </form>
  );
}

function DetailsOutcome({ outcome, refusal }: { outcome: Outcome | undefined; refusal: string | undefined }) {
  if (outcome === 'saved')
    return (
      <p className="form__success" role="status" data-testid="details-message">
        {localize('Your settings have been updated successfully.')}
      </p>
    );
  if (outcome === 'unchanged')
    return (
      <p className="form__error" role="alert" data-testid="details-message">
        {localize('You did not change anything.')}
      </p>
    );
  if (refusal === undefined) return null;
  return (
    <p className="form__error" role="alert" data-testid="details-message">
      {refusal || localize('Sorry, an error occurred while processing your account.')}
    </p>
  );
}
