import type { ReactNode } from 'react';
import { useFieldError, type FieldControl } from '../../../ui/form';

/**
 * One labelled row of the form, with its first error under it. A row that can be in error draws its
 * controls with a function: the control the error is about takes the attributes it is given, which
 * tie the error to it.
 */
export function Field({
  label,
  error,
  children,
  name,
}: {
  label: string;
  error?: string | undefined;
  children: ReactNode | ((control: FieldControl) => ReactNode);
  name: string;
}) {
  const { errorId, control } = useFieldError(error);
  return (
    <div className={`field${error ? ' field--error' : ''}`} data-field={name}>
      <span className="field__label">{label}</span>
      <div className="field__control">{typeof children === 'function' ? children(control) : children}</div>
      {error ? (
        <span className="field__error" id={errorId} role="alert" data-testid={`error-${name}`}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
