import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type {
  DocumentUploadRequest,
  DocumentUploadResponse,
  GetAccountStatusResponse,
} from '../../../schemas/generated/types';
import { md5Hex } from '../../lib/md5';
import { api } from '../api';
import { socketQuery, type ThunkExtra } from '../base-query';
import { uploadFrames } from '../socket/upload-frames';
import { noticesApi, type AccountStatus } from './notices';

/** What describes a document besides its bytes (its size and checksum are the file's own). */
export type DocumentFields = Omit<
  DocumentUploadRequest,
  'document_upload' | 'expected_checksum' | 'file_size' | 'req_id' | 'passthrough'
>;
export type UploadedDocument = DocumentUploadResponse['document_upload'];

/**
 * Sends a document (accounts-and-money §7): announced with its size and MD5, then its bytes in binary
 * frames; resolves with the platform's account of what arrived. A thunk rather than an endpoint, as
 * the bytes are no data for the store.
 */
export function uploadDocument(
  fields: DocumentFields,
  file: Uint8Array,
): ThunkAction<Promise<UploadedDocument>, unknown, ThunkExtra, UnknownAction> {
  return async (_dispatch, _getState, { socket }) => {
    const request = { document_upload: 1 as const, ...fields, expected_checksum: md5Hex(file), file_size: file.length };
    const reply = await socket.upload('document_upload', request, ({ document_upload: announced }) =>
      uploadFrames(announced.call_type, announced.upload_id, file),
    );
    return reply.document_upload;
  };
}

const documentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Asks for the account status again, past the caches, so the banner shows the documents under review. */
    refreshAccountStatus: build.mutation<AccountStatus, void>({
      query: () => socketQuery('get_account_status', { get_account_status: 1 }, true),
      transformResponse: (reply: GetAccountStatusResponse) => reply.get_account_status,
      onQueryStarted: async (_arg, { dispatch, queryFulfilled }) => {
        const fresh = await queryFulfilled.catch(() => undefined);
        if (fresh) dispatch(noticesApi.util.upsertQueryData('accountStatus', undefined, fresh.data));
      },
    }),
  }),
});

export const { useRefreshAccountStatusMutation } = documentsApi;
