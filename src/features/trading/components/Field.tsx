import type { ReactNode } from 'react';

/** One labelled row of the form, with its first error under it. */
export function Field({
  label,
  error,
  children,
  name,
}: {
  label: string;
  error?: string | undefined;
  children: ReactNode;
  name: string;
}) {
  return (
    <div className={`field${error ? ' field--error' : ''}`} data-field={name}>
      <span className="field__label">{label}</span>
      <div className="field__control">{children}</div>
      {error ? (
        <span className="field__error" role="alert" data-testid={`error-${name}`}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
