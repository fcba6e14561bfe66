import type { Announced, UploadAnnouncement } from '../handlers/handler';

/**
 * Binary uploads announced on a connection. After a call announces one (document_upload), the client
 * sends binary frames, each a 12-byte header (call_type, upload_id, chunk length: unsigned 32-bit
 * big-endian) and the chunk; a frame with length 0 ends the file. Frames that belong to no announced
 * upload are refused by the connection.
 */

/** The largest chunk a frame may carry (accounts-and-money §9). */
export const UPLOAD_CHUNK_BYTES = 16_384;
const HEADER_BYTES = 12;
/** Uploads one connection may have unfinished at once: each holds its bytes until its end frame. */
export const MAX_UNFINISHED_UPLOADS = 3;
interface Upload extends UploadAnnouncement {
  chunks: Buffer[];
  received: number;
}

/** What became of a binary frame: it belonged to an upload, or it did not (the caller refuses it). */
export type FrameOutcome = 'accepted' | 'unknown';

export class UploadRegistry {
  private readonly uploads = new Map<number, Upload>();
  private lastId = 0;

  /** Registers an upload, its announced bytes set aside in its budget until it ends. */
  announce(announcement: UploadAnnouncement): Announced {
    if (this.uploads.size >= MAX_UNFINISHED_UPLOADS)
      return { refused: `At most ${MAX_UNFINISHED_UPLOADS} uploads may be unfinished on one connection.` };
    if (!announcement.budget.reserve(announcement.expectedBytes))
      return { refused: 'Too many uploads are in progress. Please try again later.' };
    this.lastId += 1;
    this.uploads.set(this.lastId, { ...announcement, chunks: [], received: 0 });
    return { id: this.lastId };
  }

  receive(frame: Buffer): FrameOutcome {
    if (frame.length < HEADER_BYTES) return 'unknown';
    const callType = frame.readUInt32BE(0);
    const id = frame.readUInt32BE(4);
    const length = frame.readUInt32BE(8);
    const upload = this.uploads.get(id);
    if (!upload || upload.callType !== callType) return 'unknown';
    const chunk = frame.subarray(HEADER_BYTES);
    if (chunk.length !== length || length > UPLOAD_CHUNK_BYTES)
      return this.abandon(id, upload, `A chunk must hold at most ${UPLOAD_CHUNK_BYTES} bytes, as its header says.`);
    if (length === 0) {
      this.end(id, upload);
      upload.complete(Buffer.concat(upload.chunks), upload.chunks.length);
      return 'accepted';
    }
    upload.received += length;
    if (upload.received > upload.expectedBytes)
      return this.abandon(id, upload, `More bytes arrived than the ${upload.expectedBytes} announced.`);
    upload.chunks.push(Buffer.from(chunk));
    return 'accepted';
  }

  /** Forgets every upload (the connection closed). */
  clear(): void {
    for (const [id, upload] of this.uploads) this.end(id, upload);
  }

  private abandon(id: number, upload: Upload, problem: string): FrameOutcome {
    this.end(id, upload);
    upload.fail(problem);
    return 'accepted';
  }

  private end(id: number, upload: Upload): void {
    this.uploads.delete(id);
    upload.budget.release(upload.expectedBytes);
  }
}
