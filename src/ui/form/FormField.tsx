import type { ReactNode } from 'react';

/** A labelled field with its first error under it; required fields carry an asterisk. */
export function FormField({
  label,
  error,
  required = false,
  children,
}: {
  label: string;
  error: string | undefined;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <label className="form__row">
      <span className="form__label">
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </span>
      {children}
      {error && (
        <span className="form__error" role="alert">
          {error}
        </span>
      )}
    </label>
  );
}
