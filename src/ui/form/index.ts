export { FormField } from './FormField';
export { FormFailureMessage } from './FormFailureMessage';
export { formFailure, type FormFailure } from './server-errors';
export { SubmitButton } from './SubmitButton';
export { useForm, type Form, type FormOptions } from './useForm';
