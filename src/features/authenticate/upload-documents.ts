import type { DocumentFields, UploadedDocument } from '../../api/endpoints/documents';
import { localize } from '../../lib/localize';
import { documentFormatOf, fileError } from './document-checks';
import { DOCUMENT_KINDS, pageTypeOf, type DocumentKindName, type DocumentSide } from './document-kinds';
import { isCompressedImage } from './image-compression';

/** Where a file is on its way (accounts-and-money §4 "Document upload"), or why it stopped. */
export type FileStatus =
  { state: 'pending' | 'compressing' | 'checking' | 'submitting' | 'submitted' } | { state: 'failed'; message: string };

export interface ChosenFile {
  side: DocumentSide;
  file: File;
}

export interface DocumentDetails {
  kind: DocumentKindName;
  idNumber: string;
  expiryDate: string;
}

/** What the upload needs of the browser and the platform. */
export interface UploadSteps {
  compress(image: Blob): Promise<Blob>;
  send(fields: DocumentFields, bytes: Uint8Array): Promise<UploadedDocument>;
}

type Report = (side: DocumentSide, status: FileStatus) => void;

const failed = (message: string): FileStatus => ({ state: 'failed', message });

/** A file as it will be sent (images compressed), or why it cannot be. */
async function prepare(
  kind: DocumentKindName,
  { side, file }: ChosenFile,
  steps: UploadSteps,
  report: Report,
): Promise<{ bytes: Uint8Array; format: string } | undefined> {
  const unreadable = () => report(side, failed(localize('Unable to read file [_1]', file.name)));
  let content: Blob = file;
  if (isCompressedImage(file.name)) {
    report(side, { state: 'compressing' });
    try {
      content = await steps.compress(file);
    } catch {
      unreadable();
      return undefined;
    }
  }
  report(side, { state: 'checking' });
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await content.arrayBuffer());
  } catch {
    unreadable();
    return undefined;
  }
  const format = documentFormatOf(file.name, content.type);
  const problem = fileError(kind, file.name, format, bytes.length);
  if (problem) {
    report(side, failed(problem));
    return undefined;
  }
  return { bytes, format };
}

function fieldsOf(details: DocumentDetails, side: DocumentSide, format: string): DocumentFields {
  const { documentType, identity } = DOCUMENT_KINDS[details.kind];
  const pageType = pageTypeOf(side);
  return {
    document_type: documentType as DocumentFields['document_type'],
    document_format: format as DocumentFields['document_format'],
    ...(pageType ? { page_type: pageType } : {}),
    ...(identity ? { document_id: details.idNumber, expiration_date: details.expiryDate } : {}),
  };
}

/**
 * Compresses and checks every file first, and sends none while one of them fails; then sends them one
 * after another, each reporting its status. Resolves true when every file was submitted.
 */
export async function uploadDocuments(
  details: DocumentDetails,
  files: readonly ChosenFile[],
  steps: UploadSteps,
  report: Report,
): Promise<boolean> {
  for (const { side } of files) report(side, { state: 'pending' });
  const prepared = [];
  for (const chosen of files) prepared.push(await prepare(details.kind, chosen, steps, report));
  if (prepared.some((file) => file === undefined)) return false;
  let allSubmitted = true;
  for (const [index, { side }] of files.entries()) {
    const { bytes, format } = prepared[index]!;
    report(side, { state: 'submitting' });
    try {
      const answer = await steps.send(fieldsOf(details, side, format), bytes);
      const submitted = answer.status === 'success';
      report(side, submitted ? { state: 'submitted' } : failed(localize('Failed')));
      allSubmitted &&= submitted;
    } catch (error) {
      allSubmitted = false;
      report(side, failed((error as { message?: string }).message || localize('Failed')));
    }
  }
  return allSubmitted;
}
