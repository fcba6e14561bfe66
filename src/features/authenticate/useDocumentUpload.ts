import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import type { ThunkExtra } from '../../api/base-query';
import { uploadDocument, useRefreshAccountStatusMutation } from '../../api/endpoints/documents';
import { DOCUMENT_SUCCESS_VIEW_DELAY_MS } from '../../lib/constants';
import { after } from '../../lib/timers';
import { useTimers } from '../../ui/timers-context';
import type { DocumentSide } from './document-kinds';
import { compressImage } from './image-compression';
import { uploadDocuments, type ChosenFile, type DocumentDetails, type FileStatus } from './upload-documents';

/** The form, the files on their way, the review message once all were submitted, then the success view. */
export type UploadPhase = 'form' | 'uploading' | 'review' | 'done';

export type FileStatuses = Partial<Record<DocumentSide, FileStatus>>;

/**
 * Sends the chosen files of a document and follows each file's status. Once every file was submitted
 * the account status is asked again (the banner then says the documents are under review) and the
 * success view follows the review message after 3 s; after a failure the form can be sent again.
 */
export function useDocumentUpload() {
  const dispatch = useDispatch<ThunkDispatch<unknown, ThunkExtra, UnknownAction>>();
  const [refreshAccountStatus] = useRefreshAccountStatusMutation();
  const timers = useTimers();
  const [phase, setPhase] = useState<UploadPhase>('form');
  const [statuses, setStatuses] = useState<FileStatuses>({});
  const cancelSuccessView = useRef<() => void>(undefined);
  useEffect(() => () => cancelSuccessView.current?.(), []);

  const upload = useCallback(
    async (details: DocumentDetails, files: readonly ChosenFile[]) => {
      setPhase('uploading');
      setStatuses({});
      const steps = {
        compress: compressImage,
        send: (...args: Parameters<typeof uploadDocument>) => dispatch(uploadDocument(...args)),
      };
      const report = (side: DocumentSide, status: FileStatus) => setStatuses((shown) => ({ ...shown, [side]: status }));
      if (!(await uploadDocuments(details, files, steps, report))) {
        setPhase('form');
        return;
      }
      setPhase('review');
      void refreshAccountStatus();
      cancelSuccessView.current = after(timers, DOCUMENT_SUCCESS_VIEW_DELAY_MS, () => setPhase('done'));
    },
    [dispatch, refreshAccountStatus, timers],
  );
  const clearStatuses = useCallback(() => setStatuses({}), []);
  return { phase, statuses, upload, clearStatuses };
}
