import { useCallback, useState, type FormEvent } from 'react';
import type { ApiError } from '../../../schemas/generated/types';
import { toRequestPayload, type FormValues, type RequestPayload } from '../../lib/form-values';
import { formErrors, type FieldRules, type FormErrors } from '../../lib/validators';
import { focusFirstInvalid } from './first-invalid';
import { formFailure, type FormFailure } from './server-errors';

export interface FormOptions<V extends FormValues, R> {
  initialValues: V;
  /** The rules of each field; a function when a rule depends on another field (a repeated password). */
  rules?: FieldRules<V> | ((values: V) => FieldRules<V>);
  /** Fields sent as typed, never trimmed. */
  passwordFields?: readonly (keyof V)[];
  /** The form carries an e-mailed verification token: a wrong one replaces the form. */
  tokenProtected?: boolean;
  /** Sends the request; rejects with the API error. */
  submit: (payload: RequestPayload<V>) => Promise<R>;
  onSuccess?: (result: R) => void;
}

export interface Form<V extends FormValues> {
  values: V;
  /** The first error of each field, shown once the field was changed or the form submitted. */
  errors: FormErrors<V>;
  setValue: <K extends keyof V>(name: K, value: V[K]) => void;
  onSubmit: (event?: FormEvent) => void;
  /** True while the request is in flight: the submit button is disabled with a spinner. */
  submitting: boolean;
  failure: FormFailure | undefined;
  /** The server's refusal as it came, for a form that shows some codes its own way. */
  refusal: ApiError | undefined;
}

/**
 * The behaviour every form shares (trading-core §5): validation with the spec's messages, focus on the
 * first invalid field (its control named as the field) when a submit is refused, values trimmed except
 * passwords, checkboxes sent as 1 or 0, arrays joined with commas, one request at a time, and the
 * server's refusal shown the spec's way.
 */
export function useForm<V extends FormValues, R>({
  initialValues,
  rules = {},
  passwordFields = [],
  tokenProtected = false,
  submit,
  onSuccess,
}: FormOptions<V, R>): Form<V> {
  const [values, setValues] = useState(initialValues);
  const [touched, setTouched] = useState<ReadonlySet<keyof V>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [refusal, setRefusal] = useState<ApiError>();
  const failure = refusal && formFailure(refusal, tokenProtected);

  const allErrors = formErrors(values, typeof rules === 'function' ? rules(values) : rules, passwordFields);
  const errors: FormErrors<V> = {};
  for (const name of Object.keys(allErrors) as (keyof V)[]) {
    if (submitted || touched.has(name)) errors[name] = allErrors[name];
  }

  const setValue = useCallback(<K extends keyof V>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setTouched((current) => new Set(current).add(name));
  }, []);

  const onSubmit = (event?: FormEvent) => {
    event?.preventDefault();
    setSubmitted(true);
    const invalid = Object.keys(allErrors);
    if (invalid.length > 0 && event?.currentTarget instanceof HTMLFormElement) {
      focusFirstInvalid(event.currentTarget, invalid);
    }
    if (submitting || invalid.length > 0) return;
    setSubmitting(true);
    setRefusal(undefined);
    submit(toRequestPayload(values, passwordFields))
      .then((result) => onSuccess?.(result))
      .catch((error: ApiError) => setRefusal(error))
      .finally(() => setSubmitting(false));
  };

  return { values, errors, setValue, onSubmit, submitting, failure, refusal };
}
