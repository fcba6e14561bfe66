import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import {
  useNewAccountVirtualMutation,
  useResidenceListQuery,
  type NewVirtualAccount,
} from '../../api/endpoints/account-opening';
import { localize } from '../../lib/localize';
import { FormField, PasswordHint, SubmitButton, useForm } from '../../ui/form';
import { useStartSession } from '../session';
import { CheckboxField } from './CheckboxField';
import { CountrySelect } from './CountrySelect';
import { isUnavailableResidence } from './real-account-rules';
import { signupRefusal } from './signup-errors';
import { currentSignupOrigin, virtualAccountRequest } from './signup-request';
import { PASSWORD_FIELDS, virtualAccountRules, type VirtualAccountValues } from './signup-rules';
import { SignupRefusalMessage } from './SignupRefusalMessage';

const WELCOME_PAGE = 'new_account/welcome.html';

/**
 * The virtual sign-up form, opened from the e-mailed link with its code: password twice, residence
 * and e-mail consent. A new account is authorized with the token the platform returns, then the
 * client is welcomed.
 */
export function VirtualAccountForm({ verificationCode }: { verificationCode: string }) {
  const { lang = 'en' } = useParams();
  const navigate = useNavigate();
  const { data: countries = [] } = useResidenceListQuery();
  const [openAccount] = useNewAccountVirtualMutation();
  const startSession = useStartSession();
  const form = useForm<VirtualAccountValues, NewVirtualAccount>({
    initialValues: {
      verification_code: verificationCode,
      client_password: '',
      repeat_password: '',
      residence: '',
      email_consent: false,
    },
    rules: virtualAccountRules,
    passwordFields: PASSWORD_FIELDS,
    submit: (payload) => openAccount(virtualAccountRequest(payload, currentSignupOrigin())).unwrap(),
    onSuccess: (account) => {
      void startSession({ loginid: account.client_id, token: account.oauth_token, currency: account.currency });
      navigate(`/${lang}/${WELCOME_PAGE}`, { replace: true });
    },
  });

  const visitorCountry = countries.find((country) => country.selected && !country.disabled)?.value;
  const { setValue } = form;
  const residenceChosen = form.values.residence !== '';
  useEffect(() => {
    if (visitorCountry && !residenceChosen) setValue('residence', visitorCountry);
  }, [visitorCountry, residenceChosen, setValue]);

  const text = (name: 'verification_code' | 'client_password' | 'repeat_password') => ({
    name,
    value: form.values[name],
    onChange: (event: { target: { value: string } }) => form.setValue(name, event.target.value),
  });

  return (
    <form className="form signup__form" onSubmit={form.onSubmit} noValidate>
      <FormField label={localize('Verification code')} error={form.errors.verification_code} required>
        {(control) => <input {...control} autoComplete="one-time-code" {...text('verification_code')} />}
      </FormField>
      <FormField label={localize('Password')} error={form.errors.client_password} required>
        {(control) => (
          <>
            <input {...control} type="password" autoComplete="new-password" {...text('client_password')} />
            <PasswordHint password={form.values.client_password} />
          </>
        )}
      </FormField>
      <FormField label={localize('Verify password')} error={form.errors.repeat_password} required>
        {(control) => <input {...control} type="password" autoComplete="new-password" {...text('repeat_password')} />}
      </FormField>
      <FormField label={localize('Country of residence')} error={form.errors.residence} required>
        {(control) => (
          <CountrySelect
            {...control}
            name="residence"
            countries={countries}
            unavailable={(country) => Boolean(country.disabled) || isUnavailableResidence(country.value ?? '')}
            value={form.values.residence}
            onChange={(value) => form.setValue('residence', value)}
          />
        )}
      </FormField>
      <CheckboxField
        name="email_consent"
        label={localize('I agree to receive news and special offers by e-mail.')}
        checked={form.values.email_consent}
        onChange={(checked) => form.setValue('email_consent', checked)}
      />
      {form.refusal && <SignupRefusalMessage refusal={signupRefusal(form.refusal)} />}
      <div className="form__actions">
        <SubmitButton busy={form.submitting}>{localize('Open account')}</SubmitButton>
      </div>
    </form>
  );
}
