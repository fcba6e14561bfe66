import { useState } from 'react';
import { useVerifyEmailMutation } from '../../api/endpoints/account-opening';
import { useWebsiteStatusStreamQuery } from '../../api/endpoints/notices';
import { localize } from '../../lib/localize';
import { FormFailureMessage, FormInput, SubmitButton, useForm } from '../../ui/form';
import { signupEmailRules, type SignupEmailValues } from './signup-rules';

/**
 * The sign-up e-mail form: asks the platform to e-mail a verification link (verify_email of type
 * account_opening), then says to check the inbox.
 */
export function SignupEmailForm() {
  const { data: site } = useWebsiteStatusStreamQuery();
  const [verifyEmail] = useVerifyEmailMutation();
  const [sent, setSent] = useState(false);
  const form = useForm<SignupEmailValues, unknown>({
    initialValues: { email: '' },
    rules: signupEmailRules(site?.clients_country),
    submit: ({ email }) => verifyEmail({ verify_email: email, type: 'account_opening' }).unwrap(),
    onSuccess: () => setSent(true),
  });

  if (sent) {
    return (
      <p className="signup__sent" role="status" data-testid="signup-sent">
        {localize('Thank you for signing up! Please check your email to complete the registration process.')}
      </p>
    );
  }
  return (
    <form className="form signup__form" onSubmit={form.onSubmit} noValidate>
      <p className="signup__intro">{localize('Enter your e-mail address and we will send you a link to verify it.')}</p>
      <FormInput form={form} name="email" label={localize('Email')} required type="email" autoComplete="email" />
      <FormFailureMessage failure={form.failure} />
      <div className="form__actions">
        <SubmitButton busy={form.submitting}>{localize('Create free account')}</SubmitButton>
      </div>
    </form>
  );
}
