import { createHash } from 'node:crypto';
import type { DocumentUploadRequest, DocumentUploadResponse } from '../../../schemas/generated/types';
import { isVirtual } from '../../domain/accounts/model';
import type { DocumentRecord } from '../../domain/security/model';
import { ApiError } from '../../protocol/api-error';
import { uploadBudgetOf } from '../../world/upload-budget';
import { actingAccount } from '../support/account-context';
import type { HandlerTable } from '../handler';

/** The call_type put in each binary frame's header for document uploads. */
const DOCUMENT_CALL_TYPE = 1;
/** Documents must be under 8 MB (accounts-and-money §9). */
export const MAX_DOCUMENT_BYTES = 8 * 1024 * 1024;
/** Identity documents need an id number and an expiry date (accounts-and-money §5 "Documents"). */
const NEEDS_ID_AND_EXPIRY = ['passport', 'national_identity_card', 'driving_licence'];

type UploadReply = DocumentUploadResponse['document_upload'];

/** The platform's refusals of an upload (code UploadDenied unless named). */
const UPLOAD_REFUSALS = {
  virtual: "Virtual accounts don't require document uploads.",
  expired: 'Expiration date cannot be less than or equal to current date.',
  missingExpiry: 'Expiration date is required.',
  missingId: 'Document ID is required.',
  maxSize: `Maximum file size reached. Maximum allowed is ${MAX_DOCUMENT_BYTES}`,
  /** Everything else that goes wrong: a size mismatch, a broken chunk. */
  failed: 'Sorry, an error occurred while processing your request.',
  checksum: 'Checksum verification failed.',
};

function denied(message: string, details?: Record<string, string>): ApiError {
  return new ApiError('UploadDenied', message, details);
}

/** In the platform's order: size, virtual account, expiry, then the identity fields. */
function checkRequest(request: DocumentUploadRequest, virtual: boolean, today: string): void {
  if (request.file_size <= 0)
    throw new ApiError('InputValidationFailed', 'Input validation failed: file_size', {
      file_size: 'The file is empty.',
    });
  if (request.file_size > MAX_DOCUMENT_BYTES) throw denied(UPLOAD_REFUSALS.maxSize);
  if (virtual) throw denied(UPLOAD_REFUSALS.virtual);
  if (request.expiration_date && request.expiration_date <= today) throw denied(UPLOAD_REFUSALS.expired);
  if (request.document_format === 'PDF' && request.page_type === 'photo') throw denied('Invalid document format.');
  if (NEEDS_ID_AND_EXPIRY.includes(request.document_type)) {
    if (!request.expiration_date) throw denied(UPLOAD_REFUSALS.missingExpiry);
    if (!request.document_id) throw denied(UPLOAD_REFUSALS.missingId);
  }
}

/**
 * document_upload: the first reply gives the upload_id and call_type for the binary frames; when the
 * end frame arrives a second reply says whether the file matched its announced size and MD5 checksum.
 * A stored document puts the account's verification into pending review.
 */
export const documentUploadHandlers: HandlerTable = {
  document_upload: {
    scopes: ['admin'],
    handle: (context) => {
      const { world, session, followUp } = context;
      const { account } = actingAccount(context);
      const request = context.request;
      checkRequest(request, isVirtual(account), new Date(world.clock.nowMs()).toISOString().slice(0, 10));
      const announced = session.uploads.announce({
        callType: DOCUMENT_CALL_TYPE,
        expectedBytes: request.file_size,
        budget: uploadBudgetOf(world),
        fail: (problem) => followUp(denied(UPLOAD_REFUSALS.failed, { reason: problem })),
        complete: (file, chunks) => {
          if (file.length !== request.file_size)
            return followUp(
              denied(UPLOAD_REFUSALS.failed, {
                reason: `Received ${file.length} bytes, expected ${request.file_size}.`,
              }),
            );
          if (createHash('md5').update(file).digest('hex') !== request.expected_checksum.toLowerCase())
            return followUp(new ApiError('ChecksumMismatch', UPLOAD_REFUSALS.checksum));
          const document: DocumentRecord = {
            upload_id: uploadId,
            document_type: request.document_type,
            document_format: request.document_format,
            size: file.length,
            chunks,
            checksum: createHash('sha1').update(file).digest('hex'),
            time: world.clock.epoch(),
            ...(request.page_type ? { page_type: request.page_type } : {}),
            ...(request.document_id ? { document_id: request.document_id } : {}),
            ...(request.expiration_date ? { expiration_date: request.expiration_date } : {}),
          };
          world.commit({ type: 'document_uploaded', loginid: account.loginid, document });
          const done: UploadReply = {
            call_type: DOCUMENT_CALL_TYPE,
            upload_id: uploadId,
            checksum: document.checksum,
            size: document.size,
            status: 'success',
          };
          followUp({ document_upload: done });
        },
      });
      if ('refused' in announced) throw denied(UPLOAD_REFUSALS.failed, { reason: announced.refused });
      const uploadId = announced.id;
      const started: UploadReply = { call_type: DOCUMENT_CALL_TYPE, upload_id: uploadId };
      return { document_upload: started };
    },
  },
};
