import { useId, type ReactNode } from 'react';
import { useFieldError, type FieldControl } from './field-error';

/**
 * A form field's control as `FormField` hands it out: named by the field's label, described by its
 * error. In a group the controls name themselves and the group carries the label.
 */
export type LabelledControl = FieldControl & { 'aria-labelledby'?: string };

/** Class names of the two layouts: the label above the control, or beside the controls. */
const LAYOUTS = {
  stacked: { row: 'form__row', label: 'form__label', error: 'form__error', invalid: '' },
  beside: { row: 'field', label: 'field__label', error: 'field__error', invalid: ' field--error' },
} as const;

interface Props {
  label: string;
  error?: string | undefined;
  required?: boolean;
  /** The form's name of the field: the row's `data-field` and its error's test id `error-<name>`. */
  name?: string;
  /** `beside` puts the label to the left of the controls (the trading form), `stacked` above. */
  layout?: keyof typeof LAYOUTS;
  /**
   * The row holds several controls: a group named by the label, as a <label> may wrap only one
   * control.
   */
  group?: boolean;
  /** The control(s); a function when the row can be in error, so the control the error is about takes its attributes. */
  children: ReactNode | ((control: LabelledControl) => ReactNode);
}

/**
 * A labelled field with its first error under it; required fields carry an asterisk. A function
 * `children` draws the control with the attributes it is given, which name it by the label alone (not
 * the error or a hint beside it), tie the error to it and say whether it is required.
 */
export function FormField({
  label,
  error,
  required = false,
  name,
  layout = 'stacked',
  group = false,
  children,
}: Props) {
  const labelId = useId();
  const { errorId, control } = useFieldError(error, required);
  const classes = LAYOUTS[layout];
  const Row = group ? 'div' : 'label';
  const controls =
    typeof children === 'function' ? children(group ? control : { ...control, 'aria-labelledby': labelId }) : children;
  return (
    <Row
      className={`${classes.row}${error ? classes.invalid : ''}`}
      data-field={name}
      role={group ? 'group' : undefined}
      aria-labelledby={group ? labelId : undefined}
    >
      <span className={classes.label} id={labelId}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </span>
      {layout === 'beside' ? <span className="field__control">{controls}</span> : controls}
      {error && (
        <span className={classes.error} id={errorId} role="alert" data-testid={name && `error-${name}`}>
          {error}
        </span>
      )}
    </Row>
  );
}
