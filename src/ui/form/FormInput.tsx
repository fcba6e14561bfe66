import type { InputHTMLAttributes } from 'react';
import type { FormValues } from '../../lib/form-values';
import { FormField } from './FormField';
import type { Form } from './useForm';

/** The fields of a form that hold text. */
type TextField<V extends FormValues> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

type Props<V extends FormValues> = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'form' | 'name' | 'value' | 'onChange'
> & {
  form: Pick<Form<V>, 'values' | 'errors' | 'setValue'>;
  name: TextField<V>;
  label: string;
  required?: boolean;
};

/** A labelled text input bound to one field of a form: its value, its changes and its first error. */
export function FormInput<V extends FormValues>({ form, name, label, required, ...attributes }: Props<V>) {
  return (
    <FormField label={label} error={form.errors[name]} required={required}>
      {(control) => (
        <input
          {...control}
          {...attributes}
          name={name}
          value={form.values[name] as string}
          onChange={(event) => form.setValue(name, event.target.value as V[typeof name])}
        />
      )}
    </FormField>
  );
}
