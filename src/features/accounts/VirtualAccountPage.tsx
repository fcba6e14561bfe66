import { useLocation } from 'react-router-dom';
import { SignupCard, SignupPage } from './SignupPage';
import { VirtualAccountForm } from './VirtualAccountForm';

/** The code of an e-mailed link, which arrives as #token={code} (accounts-and-money §2). */
function tokenOfHash(hash: string): string | undefined {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? undefined;
}

/**
 * new_account/virtualws: with the e-mailed code, the form that opens the virtual account; without
 * one, the sign-up e-mail form that sends it.
 */
export function VirtualAccountPage() {
  const { hash } = useLocation();
  const code = tokenOfHash(hash);
  if (code === undefined) return <SignupPage />;
  return (
    <SignupCard>
      <VirtualAccountForm key={code} verificationCode={code} />
    </SignupCard>
  );
}
