import { useState } from 'react';
import { useMt5PasswordChangeMutation } from '../../api/endpoints/mt5';
import { localize } from '../../lib/localize';
import { FormFailureMessage, SubmitButton, useForm } from '../../ui/form';
import { PASSWORD_CHANGE_FIELDS, passwordChangeRules, type PasswordChangeValues } from './new-account-rules';
import { PasswordField } from './PasswordField';
import { PasswordTypeField, type Mt5PasswordType } from './PasswordTypeField';

/** Changes the main or investor password of an MT5 account, given the current one. */
export function PasswordChangeForm({ login, onDone }: { login: string; onDone: () => void }) {
  const [change] = useMt5PasswordChangeMutation();
  const [type, setType] = useState<Mt5PasswordType>('main');
  const form = useForm<PasswordChangeValues, number>({
    initialValues: { old_password: '', new_password: '', new_password_repeat: '' },
    rules: passwordChangeRules,
    passwordFields: PASSWORD_CHANGE_FIELDS,
    submit: ({ old_password, new_password }) =>
      change({ login, old_password, new_password, password_type: type }).unwrap(),
    onSuccess: onDone,
  });
  const title = localize('Change password');
  return (
    <form className="form mt5__form" onSubmit={form.onSubmit} noValidate aria-label={title}>
      <h3>
        {title}: {login}
      </h3>
      <PasswordTypeField value={type} onChange={setType} />
      <PasswordField
        form={form}
        name="old_password"
        label={localize('Current password')}
        autoComplete="current-password"
      />
      <PasswordField form={form} name="new_password" label={localize('New password')} />
      <PasswordField form={form} name="new_password_repeat" label={localize('Verify new password')} />
      <FormFailureMessage failure={form.failure} />
      <div className="form__actions">
        <SubmitButton busy={form.submitting}>{title}</SubmitButton>
      </div>
    </form>
  );
}
