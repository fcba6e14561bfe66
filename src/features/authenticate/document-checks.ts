import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { localize } from '../../lib/localize';
import { lengthBetween } from '../../lib/validators';
import { DOCUMENT_KINDS, type DocumentKindName, type DocumentSide } from './document-kinds';

dayjs.extend(utc);

/** accounts-and-money §9: files under 8 MB, ID numbers up to 30 characters, expiry at least 6 months ahead. */
export const MAX_DOCUMENT_BYTES = 8 * 1024 * 1024;
const MAX_DOCUMENT_SIZE_TEXT = '8 MB';
const ID_NUMBER_MAX_LENGTH = 30;
const EXPIRY_MIN_MONTHS = 6;

/** Letters, digits, space, underscore and hyphen. */
const ID_NUMBER = /^[\w\s-]*$/;
const IMAGE_FORMATS = ['PNG', 'JPG', 'JPEG', 'GIF'];

const idNumberLength = lengthBetween(1, ID_NUMBER_MAX_LENGTH);

/** The earliest expiry date the picker offers on the day of `nowMs` (UTC), YYYY-MM-DD. */
export function earliestExpiryDate(nowMs: number): string {
  return dayjs.utc(nowMs).startOf('day').add(EXPIRY_MIN_MONTHS, 'month').format('YYYY-MM-DD');
}

export function idNumberError(kind: DocumentKindName, value: string): string | undefined {
  const { identity, label } = DOCUMENT_KINDS[kind];
  if (!identity) return undefined;
  if (value === '') return localize('ID number is required for [_1].', localize(label));
  if (!ID_NUMBER.test(value))
    return localize(
      'Only letters, numbers, space, underscore, and hyphen are allowed for ID number ([_1]).',
      localize(label),
    );
  return idNumberLength(value);
}

export function expiryDateError(kind: DocumentKindName, value: string, nowMs: number): string | undefined {
  const { identity, label } = DOCUMENT_KINDS[kind];
  if (!identity) return undefined;
  if (value === '') return localize('Expiry date is required for [_1].', localize(label));
  return value < earliestExpiryDate(nowMs)
    ? localize('The expiry date must be at least 6 months from today.')
    : undefined;
}

/** Both sides of an identity card or a driving licence, or the one file of the other documents. */
export function missingFilesError(kind: DocumentKindName, chosen: ReadonlySet<DocumentSide>): string | undefined {
  const { sides, label } = DOCUMENT_KINDS[kind];
  if (sides.every((side) => chosen.has(side))) return undefined;
  return sides.length > 1
    ? localize('Front and reverse side photos of [_1] are required.', localize(label))
    : localize('This field is required.');
}

/** The format document_upload names: from the file's type (a compressed image is JPEG), else its extension. */
export function documentFormatOf(fileName: string, mimeType: string): string {
  const fromType = /^(?:image|application)\/([a-z]+)$/i.exec(mimeType)?.[1];
  return (fromType ?? /\.([^.]+)$/.exec(fileName)?.[1] ?? '').toUpperCase();
}

/** Why a file as it will be sent cannot be: its format, then its size. */
export function fileError(kind: DocumentKindName, fileName: string, format: string, bytes: number): string | undefined {
  const formats = DOCUMENT_KINDS[kind].acceptsPdf ? [...IMAGE_FORMATS, 'PDF'] : IMAGE_FORMATS;
  if (!formats.includes(format)) return localize('Invalid document format.');
  if (bytes >= MAX_DOCUMENT_BYTES)
    return localize(
      'File ([_1]) size exceeds the permitted limit. Maximum allowed file size: [_2]',
      fileName,
      MAX_DOCUMENT_SIZE_TEXT,
    );
  return undefined;
}
