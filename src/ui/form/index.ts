export { FormField } from './FormField';
export { formFailure, type FormFailure } from './server-errors';
export { SubmitButton } from './SubmitButton';
export { useForm, type Form, type FormOptions } from './useForm';
