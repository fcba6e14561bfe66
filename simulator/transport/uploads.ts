/**
 * Binary uploads announced on a connection. After a call announces one (document_upload), the client
 * sends binary frames, each a 12-byte header (call_type, upload_id, chunk length: unsigned 32-bit
 * big-endian) and the chunk; a frame with length 0 ends the file. Frames that belong to no announced
 * upload are refused by the connection.
 */

/** The largest chunk a frame may carry (accounts-and-money §9). */
export const UPLOAD_CHUNK_BYTES = 16_384;
const HEADER_BYTES = 12;

export interface UploadAnnouncement {
  callType: number;
  /** Bytes the client said it will send; more is refused at once. */
  expectedBytes: number;
  /** The whole file, after the end frame. */
  complete(file: Buffer): void;
  /** Why the upload was abandoned (bad frame, too many bytes). */
  fail(problem: string): void;
}

interface Upload extends UploadAnnouncement {
  chunks: Buffer[];
  received: number;
}

/** What became of a binary frame: it belonged to an upload, or it did not (the caller refuses it). */
export type FrameOutcome = 'accepted' | 'unknown';

export class UploadRegistry {
  private readonly uploads = new Map<number, Upload>();
  private lastId = 0;

  /** Registers an upload and gives its id for the frame headers. */
  announce(announcement: UploadAnnouncement): number {
    this.lastId += 1;
    this.uploads.set(this.lastId, { ...announcement, chunks: [], received: 0 });
    return this.lastId;
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
      return this.abandon(id, `A chunk must hold at most ${UPLOAD_CHUNK_BYTES} bytes, as its header says.`);
    if (length === 0) {
      this.uploads.delete(id);
      upload.complete(Buffer.concat(upload.chunks));
      return 'accepted';
    }
    upload.received += length;
    if (upload.received > upload.expectedBytes)
      return this.abandon(id, `More bytes arrived than the ${upload.expectedBytes} announced.`);
    upload.chunks.push(Buffer.from(chunk));
    return 'accepted';
  }

  /** Forgets every upload (the connection closed). */
  clear(): void {
    this.uploads.clear();
  }

  private abandon(id: number, problem: string): FrameOutcome {
    const upload = this.uploads.get(id);
    this.uploads.delete(id);
    upload?.fail(problem);
    return 'accepted';
  }
}
