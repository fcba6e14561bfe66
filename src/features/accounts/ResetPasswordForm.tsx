import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useResetPasswordMutation } from '../../api/endpoints/passwords';
import { PASSWORD_RESET_LOGIN_DELAY_MS } from '../../lib/constants';
import { localize } from '../../lib/localize';
import { after } from '../../lib/timers';
import { FormField, PasswordHint, SubmitButton, useForm } from '../../ui/form';
import { useTimers } from '../../ui/timers-context';
import { startLogin } from '../session';
import { BirthDateField } from './BirthDateField';
import { CheckboxField } from './CheckboxField';
import { RESET_PASSWORD_FIELDS, resetPasswordRules, type ResetPasswordValues } from './password-recovery-rules';
import { resetPasswordRefusal } from './reset-password-errors';
import { resetPasswordRequest } from './reset-password-request';
import { RestartRecoveryLink } from './RestartRecoveryLink';

/**
 * The reset form, opened from the e-mailed link with its code: a holder of a real-money account
 * gives the date of birth, then the new password twice. Once reset, the client is sent to log in
 * after 5 s (accounts-and-money §4).
 */
export function ResetPasswordForm({ verificationCode }: { verificationCode: string }) {
  const { lang = 'en' } = useParams();
  const timers = useTimers();
  const [resetPassword] = useResetPasswordMutation();
  const [done, setDone] = useState(false);
  const form = useForm<ResetPasswordValues, unknown>({
    initialValues: { has_real_account: false, date_of_birth: '', new_password: '', repeat_password: '' },
    rules: resetPasswordRules,
    passwordFields: RESET_PASSWORD_FIELDS,
    submit: (payload) => resetPassword(resetPasswordRequest(payload, verificationCode)).unwrap(),
    onSuccess: () => setDone(true),
  });

  useEffect(() => {
    if (!done) return undefined;
    return after(timers, PASSWORD_RESET_LOGIN_DELAY_MS, () => startLogin(lang));
  }, [done, timers, lang]);

  if (done) {
    return (
      <p className="signup__sent" role="status" data-testid="password-reset">
        {localize('Your password has been successfully reset. Please log into your account using your new password.')}
      </p>
    );
  }

  const refusal = form.refusal && resetPasswordRefusal(form.refusal);
  const password = (name: 'new_password' | 'repeat_password') => ({
    name,
    type: 'password',
    autoComplete: 'new-password',
    value: form.values[name],
    onChange: (event: { target: { value: string } }) => form.setValue(name, event.target.value),
  });

  return (
    <form className="form signup__form" onSubmit={form.onSubmit} noValidate>
      <p className="signup__intro">{localize('Choose a new password for your account.')}</p>
      <CheckboxField
        name="has_real_account"
        label={localize('I have a real money account')}
        checked={form.values.has_real_account}
        onChange={(checked) => form.setValue('has_real_account', checked)}
      />
      {form.values.has_real_account && (
        <BirthDateField
          value={form.values.date_of_birth}
          error={form.errors.date_of_birth}
          onChange={(value) => form.setValue('date_of_birth', value)}
        />
      )}
      <FormField label={localize('New password')} error={form.errors.new_password} required>
        {(control) => (
          <>
            <input {...control} {...password('new_password')} />
            <PasswordHint password={form.values.new_password} />
          </>
        )}
      </FormField>
      <FormField label={localize('Verify new password')} error={form.errors.repeat_password} required>
        {(control) => <input {...control} {...password('repeat_password')} />}
      </FormField>
      {refusal && (
        <p className="form__error recovery__refusal" role="alert">
          <span>{refusal.message}</span>
          {refusal.restart && <RestartRecoveryLink />}
        </p>
      )}
      <div className="form__actions">
        <SubmitButton busy={form.submitting}>{localize('Reset password')}</SubmitButton>
      </div>
    </form>
  );
}
