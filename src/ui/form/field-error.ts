import { useId } from 'react';

/** What a field's control carries so that assistive technology hears its error and its being required. */
export interface FieldControl {
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

/** Ties a field's error message to its control: the id the message takes and the control's attributes. */
export function useFieldError(error: string | undefined, required = false): { errorId: string; control: FieldControl } {
  const errorId = useId();
  return {
    errorId,
    control: {
      'aria-describedby': error ? errorId : undefined,
      'aria-invalid': error ? true : undefined,
      'aria-required': required ? true : undefined,
    },
  };
}
