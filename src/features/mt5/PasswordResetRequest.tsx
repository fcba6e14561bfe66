import { useVerifyEmailMutation } from '../../api/endpoints/account-opening';
import { localize } from '../../lib/localize';

/** Asks the platform to e-mail a link that opens this page's password reset form. */
export function PasswordResetRequest({
  email,
  onSent,
  onRefused,
}: {
  email: string;
  onSent: () => void;
  onRefused: (message: string) => void;
}) {
  const [verify, { isLoading }] = useVerifyEmailMutation();
  const send = () =>
    verify({ verify_email: email, type: 'mt5_password_reset' })
      .unwrap()
      .then(onSent)
      .catch((error: { message?: string }) =>
        onRefused(error.message || localize('Sorry, an error occurred while processing your request.')),
      );
  return (
    <button type="button" className="button button--secondary" disabled={isLoading} onClick={send}>
      {localize('Reset password')}
    </button>
  );
}
