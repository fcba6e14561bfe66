import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { useAccountStatusQuery } from '../../api/endpoints/notices';
import { useChangePasswordMutation } from '../../api/endpoints/settings';
import { PASSWORD_CHANGE_LOGOUT_DELAY_MS } from '../../lib/constants';
import { localize } from '../../lib/localize';
import { after } from '../../lib/timers';
import { FormFailureMessage, FormField, PasswordHint, SubmitButton, useForm } from '../../ui/form';
import { useTimers } from '../../ui/timers-context';
import { selectLoggedInAccount, useLogOut } from '../session';
import { changePasswordRules, type ChangePasswordValues } from './change-password-rules';
import './change-password.css';

const PASSWORDS = ['old_password', 'new_password', 'repeat_password'] as const;
const EMPTY: ChangePasswordValues = { old_password: '', new_password: '', repeat_password: '' };

/**
 * user/security/change_passwordws (accounts-and-money §5 "Change password"): the current password,
 * the new one and its repeat. A client who signed up through a social network has no password here
 * and is told so. After a change the client is logged out 5 s later, to log in with the new one.
 */
export function ChangePasswordPage() {
  const account = useSelector(selectLoggedInAccount);
  const { data: status } = useAccountStatusQuery();
  return (
    <section className="card change-password">
      <h1 className="change-password__title">{localize('Change password')}</h1>
      {!account || !status ? (
        <p role="status">{localize('Loading…')}</p>
      ) : status.status.includes('social_signup') ? (
        <p className="change-password__notice" data-testid="change-password-social">
          {localize('Your account was opened through a social network sign-in, so it has no password to change.')}
        </p>
      ) : (
        <ChangePasswordForm residence={account.country ?? ''} />
      )}
    </section>
  );
}

function ChangePasswordForm({ residence }: { residence: string }) {
  const [changePassword] = useChangePasswordMutation();
  const logOut = useLogOut();
  const timers = useTimers();
  const [changed, setChanged] = useState(false);
  const form = useForm<ChangePasswordValues, 1>({
    initialValues: EMPTY,
    rules: (values) => changePasswordRules(values, residence),
    passwordFields: PASSWORDS,
    submit: ({ old_password, new_password }) => changePassword({ old_password, new_password }).unwrap(),
    onSuccess: () => setChanged(true),
  });
  useEffect(() => {
    if (!changed) return undefined;
    return after(timers, PASSWORD_CHANGE_LOGOUT_DELAY_MS, () => void logOut());
  }, [changed, timers, logOut]);

  if (changed)
    return (
      <p className="change-password__done" role="status" data-testid="change-password-done">
        {localize('Your password has been changed. Please log in again.')}
      </p>
    );
  const password = (name: (typeof PASSWORDS)[number], autoComplete: string) => ({
    name,
    type: 'password',
    autoComplete,
    value: form.values[name],
    onChange: (event: { target: { value: string } }) => form.setValue(name, event.target.value),
  });
  return (
    <form className="form" onSubmit={form.onSubmit} noValidate>
      <FormField label={localize('Current password')} error={form.errors.old_password} required>
        {(control) => <input {...control} {...password('old_password', 'current-password')} />}
      </FormField>
      <FormField label={localize('New password')} error={form.errors.new_password} required>
        {(control) => (
          <>
            <input {...control} {...password('new_password', 'new-password')} />
            <PasswordHint password={form.values.new_password} />
          </>
        )}
      </FormField>
      <FormField label={localize('Verify new password')} error={form.errors.repeat_password} required>
        {(control) => <input {...control} {...password('repeat_password', 'new-password')} />}
      </FormField>
      <FormFailureMessage failure={form.failure} />
      <div className="form__actions">
        <SubmitButton busy={form.submitting}>{localize('Change password')}</SubmitButton>
      </div>
    </form>
  );
}
