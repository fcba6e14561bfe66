import type { FormValues } from '../../lib/form-values';
import { FormField, type Form } from '../../ui/form';

type StringKeys<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

/** A required password field of an MT5 form, typed as given (never trimmed). */
export function PasswordField<V extends FormValues>({
  form,
  name,
  label,
  autoComplete = 'new-password',
}: {
  form: Form<V>;
  name: StringKeys<V>;
  label: string;
  autoComplete?: 'new-password' | 'current-password';
}) {
  return (
    <FormField label={label} error={form.errors[name]} required>
      {(control) => (
        <input
          {...control}
          name={name}
          type="password"
          autoComplete={autoComplete}
          value={form.values[name] as string}
          onChange={(event) => form.setValue(name, event.target.value as V[typeof name])}
        />
      )}
    </FormField>
  );
}
