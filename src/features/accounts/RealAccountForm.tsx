import { useParams } from 'react-router-dom';
import {
  useNewAccountRealMutation,
  useResidenceListQuery,
  type NewRealAccount,
} from '../../api/endpoints/account-opening';
import { localize } from '../../lib/localize';
import { FormFailureMessage, FormField, SubmitButton, useForm, type LabelledControl } from '../../ui/form';
import { switchToNewAccount, type Account } from '../session';
import { BirthDateField } from './BirthDateField';
import { ChoiceSelect } from './ChoiceSelect';
import { CountrySelect, type Country } from './CountrySelect';
import { StateField } from './StateField';
import { realAccountRequest } from './real-account-request';
import {
  ACCOUNT_OPENING_REASONS,
  postcodeRequired,
  realAccountRules,
  SALUTATIONS,
  UNAVAILABLE_TAX_RESIDENCES,
  type RealAccountValues,
} from './real-account-rules';

const SET_CURRENCY_PAGE = 'user/set-currency.html';

type TextField = Exclude<
  keyof RealAccountValues,
  | 'salutation'
  | 'date_of_birth'
  | 'place_of_birth'
  | 'citizen'
  | 'address_state'
  | 'account_opening_reason'
  | 'tax_residence'
>;

const EMPTY_FORM: RealAccountValues = {
  salutation: '',
  first_name: '',
  last_name: '',
  date_of_birth: '',
  place_of_birth: '',
  citizen: '',
  address_line_1: '',
  address_line_2: '',
  address_city: '',
  address_state: '',
  address_postcode: '',
  phone: '',
  account_opening_reason: '',
  tax_residence: '',
  tax_identification_number: '',
};

/**
 * The real-account form of a virtual client (accounts-and-money §3, §5): personal details, address
 * and phone, the reason for the account and, optionally, the tax details; the residence is the
 * virtual account's. The new account is kept beside the others and becomes the active one, and the
 * client goes on to choose its currency (§4 "New accounts"). A refusal shows under the form.
 */
export function RealAccountForm({ account }: { account: Account }) {
  const { lang = 'en' } = useParams();
  const { data: countries = [] } = useResidenceListQuery();
  const [openAccount] = useNewAccountRealMutation();
  const residence = account.country;
  const form = useForm<RealAccountValues, NewRealAccount>({
    initialValues: EMPTY_FORM,
    rules: realAccountRules(residence),
    submit: (payload) => openAccount(realAccountRequest(payload, residence)).unwrap(),
    onSuccess: (opened) =>
      switchToNewAccount(
        { loginid: opened.client_id, token: opened.oauth_token, currency: opened.currency ?? '' },
        `/${lang}/${SET_CURRENCY_PAGE}`,
      ),
  });

  const residenceName = countries.find((country) => country.value === residence)?.text ?? residence.toUpperCase();
  const text = (name: TextField, autoComplete: string) => ({
    name,
    autoComplete,
    value: form.values[name],
    onChange: (event: { target: { value: string } }) => form.setValue(name, event.target.value),
  });
  const country = (
    name: 'place_of_birth' | 'citizen' | 'tax_residence',
    control: LabelledControl,
    unavailable?: (country: Country) => boolean,
  ) => (
    <CountrySelect
      {...control}
      name={name}
      countries={countries}
      unavailable={unavailable}
      value={form.values[name]}
      onChange={(value) => form.setValue(name, value)}
    />
  );

  return (
    <form className="form real-account__form" onSubmit={form.onSubmit} noValidate>
      <fieldset className="real-account__section">
        <legend>{localize('Personal details')}</legend>
        <FormField label={localize('Title')} error={form.errors.salutation} required>
          {(control) => (
            <ChoiceSelect
              {...control}
              name="salutation"
              choices={SALUTATIONS.map((salutation) => ({ value: salutation, text: localize(salutation) }))}
              value={form.values.salutation}
              onChange={(value) => form.setValue('salutation', value)}
            />
          )}
        </FormField>
        <FormField label={localize('First name')} error={form.errors.first_name} required>
          {(control) => <input {...control} {...text('first_name', 'given-name')} />}
        </FormField>
        <FormField label={localize('Last name')} error={form.errors.last_name} required>
          {(control) => <input {...control} {...text('last_name', 'family-name')} />}
        </FormField>
        <BirthDateField
          value={form.values.date_of_birth}
          error={form.errors.date_of_birth}
          onChange={(value) => form.setValue('date_of_birth', value)}
        />
        <FormField label={localize('Place of birth')} error={form.errors.place_of_birth} required>
          {(control) => country('place_of_birth', control)}
        </FormField>
        <FormField label={localize('Citizenship')} error={form.errors.citizen} required>
          {(control) => country('citizen', control)}
        </FormField>
        <FormField label={localize('Account opening reason')} error={form.errors.account_opening_reason} required>
          {(control) => (
            <ChoiceSelect
              {...control}
              name="account_opening_reason"
              choices={ACCOUNT_OPENING_REASONS.map((reason) => ({ value: reason, text: localize(reason) }))}
              value={form.values.account_opening_reason}
              onChange={(value) => form.setValue('account_opening_reason', value)}
            />
          )}
        </FormField>
      </fieldset>
      <fieldset className="real-account__section">
        <legend>{localize('Address and phone')}</legend>
        <p className="real-account__residence">
          <span className="form__label">{localize('Country of residence')}</span>
          <span data-testid="residence">{residenceName}</span>
        </p>
        <FormField label={localize('First line of home address')} error={form.errors.address_line_1} required>
          {(control) => <input {...control} {...text('address_line_1', 'address-line1')} />}
        </FormField>
        <FormField label={localize('Second line of home address')} error={form.errors.address_line_2}>
          {(control) => <input {...control} {...text('address_line_2', 'address-line2')} />}
        </FormField>
        <FormField label={localize('Town/City')} error={form.errors.address_city} required>
          {(control) => <input {...control} {...text('address_city', 'address-level2')} />}
        </FormField>
        <FormField label={localize('State/Province')} error={form.errors.address_state}>
          {(control) => (
            <StateField
              {...control}
              residence={residence}
              value={form.values.address_state}
              onChange={(value) => form.setValue('address_state', value)}
            />
          )}
        </FormField>
        <FormField
          label={localize('Postal Code / ZIP')}
          error={form.errors.address_postcode}
          required={postcodeRequired(residence)}
        >
          {(control) => <input {...control} {...text('address_postcode', 'postal-code')} />}
        </FormField>
        <FormField label={localize('Telephone')} error={form.errors.phone} required>
          {(control) => <input {...control} type="tel" {...text('phone', 'tel')} />}
        </FormField>
      </fieldset>
      <fieldset className="real-account__section real-account__section--wide">
        <legend>{localize('Tax information (optional)')}</legend>
        <FormField label={localize('Tax residence')} error={form.errors.tax_residence}>
          {(control) =>
            country('tax_residence', control, (each) => UNAVAILABLE_TAX_RESIDENCES.some((code) => code === each.value))
          }
        </FormField>
        <FormField label={localize('Tax identification number')} error={form.errors.tax_identification_number}>
          {(control) => <input {...control} {...text('tax_identification_number', 'off')} />}
        </FormField>
      </fieldset>
      <div className="real-account__footer">
        <FormFailureMessage failure={form.failure} />
        <div className="form__actions">
          <SubmitButton busy={form.submitting}>{localize('Open account')}</SubmitButton>
        </div>
      </div>
    </form>
  );
}
