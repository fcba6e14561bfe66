import { useState } from 'react';
import { useMt5PasswordResetMutation, type Mt5Login } from '../../api/endpoints/mt5';
import { localize } from '../../lib/localize';
import { FormField, FormFailureMessage, SubmitButton, useForm } from '../../ui/form';
import { PASSWORD_RESET_FIELDS, passwordResetRules, type PasswordResetValues } from './new-account-rules';
import { PasswordField } from './PasswordField';
import { PasswordTypeField, type Mt5PasswordType } from './PasswordTypeField';

/**
 * The e-mailed link's form (user/metatrader#token={code}): a new main or investor password for one
 * of the client's MT5 accounts. A token the platform refuses replaces the form with the token error.
 */
export function PasswordResetForm({
  token,
  accounts,
  onDone,
}: {
  token: string;
  accounts: readonly Mt5Login[];
  onDone: () => void;
}) {
  const [reset] = useMt5PasswordResetMutation();
  const [login, setLogin] = useState(accounts[0]?.login ?? '');
  const [type, setType] = useState<Mt5PasswordType>('main');
  const form = useForm<PasswordResetValues, number>({
    initialValues: { new_password: '', new_password_repeat: '' },
    rules: passwordResetRules,
    passwordFields: PASSWORD_RESET_FIELDS,
    submit: ({ new_password }) =>
      reset({ login, new_password, password_type: type, verification_code: token }).unwrap(),
    onSuccess: onDone,
  });
  const title = localize('Reset password');
  if (form.refusal?.code === 'InvalidToken')
    return (
      <p className="form__error mt5__form" role="alert">
        {localize('Your token has expired or is invalid.')}
      </p>
    );
  return (
    <form className="form mt5__form" onSubmit={form.onSubmit} noValidate aria-label={title}>
      <h3>{title}</h3>
      <FormField label={localize('MT5 account')} error={undefined}>
        {(control) => (
          <select {...control} value={login} onChange={(event) => setLogin(event.target.value)}>
            {accounts.map((account) => (
              <option key={account.login} value={account.login}>
                {account.login}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <PasswordTypeField value={type} onChange={setType} />
      <PasswordField form={form} name="new_password" label={localize('New password')} />
      <PasswordField form={form} name="new_password_repeat" label={localize('Verify new password')} />
      <FormFailureMessage failure={form.failure} />
      <div className="form__actions">
        <SubmitButton busy={form.submitting}>{title}</SubmitButton>
      </div>
    </form>
  );
}
