import { useLocation } from 'react-router-dom';
import { localize } from '../../lib/localize';
import { tokenOfHash } from '../../lib/email-link';
import { AccountCard, SignupPage } from './SignupPage';
import { VirtualAccountForm } from './VirtualAccountForm';

/**
 * new_account/virtualws: with the e-mailed code, the form that opens the virtual account; without
 * one, the sign-up e-mail form that sends it.
 */
export function VirtualAccountPage() {
  const { hash } = useLocation();
  const code = tokenOfHash(hash);
  if (code === undefined) return <SignupPage />;
  return (
    <AccountCard title={localize('Create a demo account')}>
      <VirtualAccountForm key={code} verificationCode={code} />
    </AccountCard>
  );
}
