import type { ReactNode } from 'react';
import { localize } from '../../lib/localize';
import { SignupEmailForm } from './SignupEmailForm';
import './signup.css';

/** The card every sign-up and password-recovery step shows in, under its title. */
export function AccountCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="card signup">
      <h1 className="signup__title">{title}</h1>
      {children}
    </section>
  );
}

/** The sign-up entry (signup and home pages, and the sign-up page reached without a code). */
export function SignupPage() {
  return (
    <AccountCard title={localize('Create a demo account')}>
      <SignupEmailForm />
    </AccountCard>
  );
}
