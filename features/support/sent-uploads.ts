import type { Page } from 'playwright-core';
import { rawFramesOf, requestsSince, framesSince } from './socket-frames';

/** A file the page sent in binary frames: the upload's id and each frame's chunk, in order. */
export interface SentUpload {
  uploadId: number;
  chunks: Buffer[];
}

/**
 * The file the page sent for the document_upload request that `matches`: the request's first answer
 * names the upload, and the page's binary frames with that upload id (12-byte header, then the chunk)
 * carry it, the empty end frame left out.
 */
export function sentUpload(page: Page, matches: (request: Record<string, unknown>) => boolean): SentUpload | undefined {
  const request = requestsSince(page).find((sent) => sent.document_upload === 1 && matches(sent));
  const answer = framesSince(page).find(
    ({ direction, message }) =>
      direction === 'received' && message.msg_type === 'document_upload' && message.req_id === request?.req_id,
  )?.message.document_upload as { upload_id?: number } | undefined;
  if (!request || answer?.upload_id === undefined) return undefined;
  const chunks = rawFramesOf(page.context()).flatMap(({ direction, payload }) => {
    if (direction !== 'sent' || typeof payload === 'string' || payload.length < 12) return [];
    return payload.readUInt32BE(4) === answer.upload_id && payload.readUInt32BE(8) > 0 ? [payload.subarray(12)] : [];
  });
  return { uploadId: answer.upload_id, chunks };
}

/** The width and height a baseline or progressive JPEG declares in its frame header, if it is one. */
export function jpegSize(bytes: Buffer): { width: number; height: number } | undefined {
  if (bytes.readUInt16BE(0) !== 0xffd8) return undefined;
  for (let offset = 2; offset + 9 < bytes.length;) {
    const marker = bytes.readUInt16BE(offset);
    if (marker === 0xffc0 || marker === 0xffc2)
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    offset += 2 + bytes.readUInt16BE(offset + 2);
  }
  return undefined;
}
