import { localize } from '../../lib/localize';
import { expiryDateError, idNumberError, missingFilesError } from './document-checks';
import { DOCUMENT_KINDS, type DocumentKindName, type DocumentSide } from './document-kinds';

export interface DocumentFormValues {
  kind: DocumentKindName | '';
  idNumber: string;
  expiryDate: string;
}

/** The name of a side's file control, as errors and focus name it. */
export const fileControlName = (side: DocumentSide) => `file_${side}`;

/**
 * The first error of each field, by control name: the document type, the ID number and expiry date of an
 * identity document, and the missing files (under the first file missing).
 */
export function documentFormErrors(
  values: DocumentFormValues,
  chosen: ReadonlySet<DocumentSide>,
  nowMs: number,
): Record<string, string> {
  const { kind } = values;
  if (kind === '') return { kind: localize('This field is required.') };
  const errors: Record<string, string> = {};
  const idNumber = idNumberError(kind, values.idNumber.trim());
  if (idNumber) errors.id_number = idNumber;
  const expiryDate = expiryDateError(kind, values.expiryDate, nowMs);
  if (expiryDate) errors.expiry_date = expiryDate;
  const files = missingFilesError(kind, chosen);
  const firstMissing = DOCUMENT_KINDS[kind].sides.find((side) => !chosen.has(side));
  if (files && firstMissing) errors[fileControlName(firstMissing)] = files;
  return errors;
}
