export { useFieldError, type FieldControl } from './field-error';
export { focusFirstInvalid } from './first-invalid';
export { FormFailureMessage } from './FormFailureMessage';
export { FormField, type LabelledControl } from './FormField';
export { FormInput } from './FormInput';
export { PasswordHint } from './PasswordHint';
export { SubmitButton } from './SubmitButton';
export { formFailure, refusalText } from './server-errors';
export { useForm, type Form } from './useForm';
