import { useState } from 'react';
import { useVerifyEmailMutation } from '../../api/endpoints/account-opening';
import { localize } from '../../lib/localize';
import { FormFailureMessage, FormInput, SubmitButton, useForm } from '../../ui/form';
import { lostPasswordRules, type LostPasswordValues } from './password-recovery-rules';
import { AccountCard } from './SignupPage';
import './signup.css';

/**
 * user/lost_passwordws: asks the platform to e-mail a password-reset link (verify_email of type
 * reset_password), then says to check the inbox.
 */
export function LostPasswordPage() {
  const [verifyEmail] = useVerifyEmailMutation();
  const [sent, setSent] = useState(false);
  const form = useForm<LostPasswordValues, unknown>({
    initialValues: { email: '' },
    rules: lostPasswordRules,
    submit: ({ email }) => verifyEmail({ verify_email: email, type: 'reset_password' }).unwrap(),
    onSuccess: () => setSent(true),
  });

  return (
    <AccountCard title={localize('Password reset')}>
      {sent ? (
        <p className="signup__sent" role="status" data-testid="reset-link-sent">
          {localize('Please check your email for the password reset link.')}
        </p>
      ) : (
        <form className="form signup__form" onSubmit={form.onSubmit} noValidate>
          <p className="signup__intro">
            {localize('Enter the e-mail address of your account and we will send you a link to reset your password.')}
          </p>
          <FormInput form={form} name="email" label={localize('Email')} required type="email" autoComplete="email" />
          <FormFailureMessage failure={form.failure} />
          <div className="form__actions">
            <SubmitButton busy={form.submitting}>{localize('Send reset link')}</SubmitButton>
          </div>
        </form>
      )}
    </AccountCard>
  );
}
