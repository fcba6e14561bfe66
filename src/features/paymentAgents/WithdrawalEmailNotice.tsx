import { useEffect, useRef } from 'react';
import { useVerifyEmailMutation } from '../../api/endpoints/account-opening';
import { localize } from '../../lib/localize';

/**
 * Without an e-mailed code the withdrawal cannot start: the platform is asked to e-mail one (type
 * paymentagent_withdraw) and the client is told to look for it (accounts-and-money §4).
 */
export function WithdrawalEmailNotice({ email }: { email: string }) {
  const [verifyEmail, { isError }] = useVerifyEmailMutation();
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    void verifyEmail({ verify_email: email, type: 'paymentagent_withdraw' });
  }, [email, verifyEmail]);
  return isError ? (
    <p className="form__error" role="alert">
      {localize('Sorry, an error occurred while processing your request.')}
    </p>
  ) : (
    <p className="agents__notice" role="status" data-testid="withdrawal-email-notice">
      {localize(
        'Please check your email for the verification link to withdraw via a payment agent. It will take you back to this page.',
      )}
    </p>
  );
}
