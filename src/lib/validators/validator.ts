import { trimmedFormValue, type FormValue, type FormValues } from '../form-values';
import { localize } from '../localize';

/**
 * One rule of trading-core §5: the localized message when `value` breaks it, otherwise undefined.
 * Every rule except `required` lets an empty value through, so an optional field needs no special
 * case and a mandatory one lists `required` first.
 */
export type Validator<T extends FormValue = string> = (value: T) => string | undefined;

/**
 * A value is present: a ticked checkbox, at least one chosen option, or text that is not only
 * spaces (checked here too, so an untrimmed value cannot slip through).
 */
export const required: Validator<FormValue> = (value) => {
  if (typeof value === 'boolean') return value ? undefined : localize('Please select the checkbox.');
  const present = typeof value === 'string' ? value.trim() !== '' : value.length > 0;
  return present ? undefined : localize('This field is required.');
};

/** The message of the first rule `value` breaks, in the order given: a field shows one error at a time. */
export function firstError<T extends FormValue>(value: T, validators: readonly Validator<T>[]): string | undefined {
  for (const validator of validators) {
    const message = validator(value);
    if (message !== undefined) return message;
  }
  return undefined;
}

export type FieldRules<V extends FormValues> = { readonly [K in keyof V]?: readonly Validator<V[K]>[] };

export type FormErrors<V extends FormValues> = { [K in keyof V]?: string };

/**
 * The first error of each field that has rules, checked on the value the request will carry
 * (trimmed, except the fields named in `passwordFields`). An empty result means the form is valid.
 */
export function formErrors<V extends FormValues>(
  values: V,
  rules: FieldRules<V>,
  passwordFields: readonly (keyof V)[] = [],
): FormErrors<V> {
  const errors: FormErrors<V> = {};
  for (const name of Object.keys(rules) as (keyof V)[]) {
    const validators = rules[name];
    if (validators === undefined) continue;
    const message = firstError(trimmedFormValue(values[name], passwordFields.includes(name)), validators);
    if (message !== undefined) errors[name] = message;
  }
  return errors;
}
