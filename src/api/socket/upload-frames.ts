/** The largest piece of a file one binary frame carries (accounts-and-money §9). */
export const UPLOAD_CHUNK_BYTES = 16_384;
const HEADER_BYTES = 12;

/**
 * The binary frames that carry `file` for an upload the platform announced: each a 12-byte header
 * (call_type, upload_id, chunk length, unsigned 32-bit big-endian) followed by at most 16384 bytes of
 * the file, then a header alone with length 0 that ends the file.
 */
export function uploadFrames(callType: number, uploadId: number, file: Uint8Array): Uint8Array[] {
  const frames: Uint8Array[] = [];
  for (let offset = 0; offset < file.length; offset += UPLOAD_CHUNK_BYTES) {
    frames.push(frame(callType, uploadId, file.subarray(offset, offset + UPLOAD_CHUNK_BYTES)));
  }
  frames.push(frame(callType, uploadId, new Uint8Array(0)));
  return frames;
}

function frame(callType: number, uploadId: number, chunk: Uint8Array): Uint8Array {
  const bytes = new Uint8Array(HEADER_BYTES + chunk.length);
  const header = new DataView(bytes.buffer);
  header.setUint32(0, callType);
  header.setUint32(4, uploadId);
  header.setUint32(8, chunk.length);
  bytes.set(chunk, HEADER_BYTES);
  return bytes;
}
