import { useLocation } from 'react-router-dom';
import { localize } from '../../lib/localize';
import { tokenOfHash } from '../../lib/email-link';
import { ResetPasswordForm } from './ResetPasswordForm';
import { RestartRecoveryLink } from './RestartRecoveryLink';
import { AccountCard } from './SignupPage';
import './signup.css';

/**
 * user/reset_passwordws#token={code}: the form that sets a new password with the e-mailed code;
 * without a code, the way back to the lost-password page.
 */
export function ResetPasswordPage() {
  const { hash } = useLocation();
  const code = tokenOfHash(hash);
  return (
    <AccountCard title={localize('Password reset')}>
      {code === undefined ? (
        <p className="recovery__refusal" role="status">
          <RestartRecoveryLink />
        </p>
      ) : (
        <ResetPasswordForm key={code} verificationCode={code} />
      )}
    </AccountCard>
  );
}
