import { useEffect, useRef } from 'react';
import { useVerifyEmailMutation } from '../../api/endpoints/account-opening';
import { localize } from '../../lib/localize';
import { required, verificationCode } from '../../lib/validators';
import { FormInput, SubmitButton, useForm } from '../../ui/form';

/**
 * A withdrawal without an e-mailed code (accounts-and-money §4): the platform is asked once to e-mail
 * one (type payment_withdraw) and the client is told to look for it. Its link brings them back with
 * the code; in the mobile app they type it here instead.
 */
export function WithdrawalVerification({ email, onCode }: { email: string; onCode: (code: string) => void }) {
  const [verifyEmail, { isError }] = useVerifyEmailMutation();
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    void verifyEmail({ verify_email: email, type: 'payment_withdraw' });
  }, [email, verifyEmail]);
  const form = useForm({
    initialValues: { code: '' },
    rules: { code: [required, verificationCode] },
    submit: ({ code }) => Promise.resolve(code),
    onSuccess: onCode,
  });

  if (isError)
    return (
      <p className="form__error" role="alert">
        {localize('Sorry, an error occurred while processing your request.')}
      </p>
    );
  return (
    <>
      <p className="cashier__notice" role="status" data-testid="cashier-email-notice">
        {localize('Please check your email for the verification link to complete the process.')}
      </p>
      <form className="form cashier__code" onSubmit={form.onSubmit} noValidate>
        <FormInput
          form={form}
          name="code"
          label={localize('Verification code')}
          required
          autoComplete="one-time-code"
        />
        <div className="form__actions">
          <SubmitButton busy={false}>{localize('Continue')}</SubmitButton>
        </div>
      </form>
    </>
  );
}
