/** What a form field holds: text (inputs, selects), a checkbox's state, or a multi-select's choices. */
export type FormValue = string | boolean | readonly string[];

export type FormValues = Readonly<Record<string, FormValue>>;

/** How a field's value goes on the wire: checkboxes as 1 or 0, everything else as text. */
export type PayloadValue<V extends FormValue> = V extends boolean ? 0 | 1 : string;

export type RequestPayload<V extends FormValues> = { [K in keyof V]: PayloadValue<V[K]> };

/** The value validators see and the request carries: text trimmed, except a password's. */
export function trimmedFormValue<V extends FormValue>(value: V, isPassword: boolean): V {
  return typeof value === 'string' && !isPassword ? (value.trim() as V) : value;
}

/**
 * The request fields of a submitted form (trading-core §5 "Form behaviour"): text is trimmed except
 * in the fields named in `passwordFields`, checkboxes become 1 or 0, and arrays are joined with
 * commas. Every field is kept; leaving out optional ones is the caller's choice.
 */
export function toRequestPayload<V extends FormValues>(
  values: V,
  passwordFields: readonly (keyof V)[] = [],
): RequestPayload<V> {
  const entries = Object.entries(values).map(([name, value]) => [
    name,
    payloadValue(trimmedFormValue(value, passwordFields.includes(name))),
  ]);
  return Object.fromEntries(entries) as RequestPayload<V>;
}

function payloadValue(value: FormValue): 0 | 1 | string {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'string') return value;
  return value.join(',');
}
