import { useChangeCashierLockMutation } from '../../api/endpoints/cashier-password';
import { localize } from '../../lib/localize';
import {
  FormFailureMessage,
  FormField,
  PasswordHint,
  SubmitButton,
  useForm,
  type LabelledControl,
} from '../../ui/form';
import {
  CASHIER_PASSWORD_FIELDS,
  lockRules,
  UNLOCK_RULES,
  type LockValues,
  type UnlockValues,
} from './cashier-password-rules';

interface FormProps {
  onDone: () => void;
}

function passwordInput(control: LabelledControl, name: string, value: string, onChange: (value: string) => void) {
  return (
    <input
      {...control}
      name={name}
      type="password"
      autoComplete="new-password"
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** An unlocked cashier: a password (the password rule, with its strength hint) typed twice locks it. */
export function LockForm({ residence, onDone }: FormProps & { residence: string | undefined }) {
  const [change] = useChangeCashierLockMutation();
  const form = useForm<LockValues, unknown>({
    initialValues: { cashier_password: '', repeat_password: '' },
    rules: lockRules(residence),
    passwordFields: CASHIER_PASSWORD_FIELDS,
    submit: (payload) => change({ lock_password: payload.cashier_password }).unwrap(),
    onSuccess: onDone,
  });
  const title = localize('Lock Cashier');
  return (
    <form className="form cashier-password__form" onSubmit={form.onSubmit} noValidate aria-label={title}>
      <h2>{title}</h2>
      <p>{localize('An additional password can be used to restrict access to the cashier.')}</p>
      <FormField label={localize('Cashier password')} error={form.errors.cashier_password} required>
        {(control) => (
          <>
            {passwordInput(control, 'cashier_password', form.values.cashier_password, (value) =>
              form.setValue('cashier_password', value),
            )}
            <PasswordHint password={form.values.cashier_password} />
          </>
        )}
      </FormField>
      <FormField label={localize('Re-enter password')} error={form.errors.repeat_password} required>
        {(control) =>
          passwordInput(control, 'repeat_password', form.values.repeat_password, (value) =>
            form.setValue('repeat_password', value),
          )
        }
      </FormField>
      <FormFailureMessage failure={form.failure} />
      <div className="form__actions">
        <SubmitButton busy={form.submitting}>{localize('Update')}</SubmitButton>
      </div>
    </form>
  );
}

/** A locked cashier: its password (6-25 characters) unlocks it. */
export function UnlockForm({ onDone }: FormProps) {
  const [change] = useChangeCashierLockMutation();
  const form = useForm<UnlockValues, unknown>({
    initialValues: { cashier_password: '' },
    rules: UNLOCK_RULES,
    passwordFields: ['cashier_password'],
    submit: (payload) => change({ unlock_password: payload.cashier_password }).unwrap(),
    onSuccess: onDone,
  });
  const title = localize('Unlock Cashier');
  return (
    <form className="form cashier-password__form" onSubmit={form.onSubmit} noValidate aria-label={title}>
      <h2>{title}</h2>
      <p>{localize('Your cashier is locked as per your request - to unlock it, please enter the password.')}</p>
      <FormField label={localize('Cashier password')} error={form.errors.cashier_password} required>
        {(control) =>
          passwordInput(control, 'cashier_password', form.values.cashier_password, (value) =>
            form.setValue('cashier_password', value),
          )
        }
      </FormField>
      <FormFailureMessage failure={form.failure} />
      <div className="form__actions">
        <SubmitButton busy={form.submitting}>{localize('Unlock Cashier')}</SubmitButton>
      </div>
    </form>
  );
}
