import { useId, type ReactNode } from 'react';
import { useFieldError, type FieldControl } from './field-error';

/** A form field's control as `FormField` hands it out: named by the field's label, described by its error. */
export type LabelledControl = FieldControl & { 'aria-labelledby': string };

/**
 * A labelled field with its first error under it; required fields carry an asterisk. `children` draws
 * the control with the attributes it is given, which name it by the label alone (not the error or a
 * hint beside it), tie the error to it and say whether it is required.
 */
export function FormField({
  label,
  error,
  required = false,
  children,
}: {
  label: string;
  error: string | undefined;
  required?: boolean;
  children: (control: LabelledControl) => ReactNode;
}) {
  const labelId = useId();
  const { errorId, control } = useFieldError(error, required);
  return (
    <label className="form__row">
      <span className="form__label" id={labelId}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </span>
      {children({ ...control, 'aria-labelledby': labelId })}
      {error && (
        <span className="form__error" id={errorId} role="alert">
          {error}
        </span>
      )}
    </label>
  );
}
