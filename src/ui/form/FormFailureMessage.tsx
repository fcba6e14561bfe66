import type { FormFailure } from './server-errors';

/** The server's refusal of a submitted form, shown under its fields; nothing when there is none. */
export function FormFailureMessage({ failure }: { failure: FormFailure | undefined }) {
  if (!failure) return null;
  return (
    <p className="form__error" role="alert">
      {failure.message}
    </p>
  );
}
