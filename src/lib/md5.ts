/*
 * MD5 (RFC 1321) of bytes, as lowercase hex. The platform checks an upload against the MD5 its client
 * announces (document_upload expected_checksum), and browsers' Web Crypto has no MD5.
 */

/** Per-round left rotations. */
const SHIFTS = [7, 12, 17, 22, 5, 9, 14, 20, 4, 11, 16, 23, 6, 10, 15, 21];
/** floor(abs(sin(i + 1)) * 2^32) for i in 0..63. */
const SINES = Array.from({ length: 64 }, (_, index) => Math.floor(Math.abs(Math.sin(index + 1)) * 2 ** 32) >>> 0);

/** The message padded to a multiple of 64 bytes: a 1 bit, zeros, then its length in bits (little-endian). */
function padded(bytes: Uint8Array): DataView {
  const length = Math.ceil((bytes.length + 9) / 64) * 64;
  const buffer = new Uint8Array(length);
  buffer.set(bytes);
  buffer[bytes.length] = 0x80;
  const view = new DataView(buffer.buffer);
  const bits = bytes.length * 8;
  view.setUint32(length - 8, bits >>> 0, true);
  view.setUint32(length - 4, Math.floor(bits / 2 ** 32), true);
  return view;
}

function roundValue(round: number, b: number, c: number, d: number): [number, number] {
  if (round < 16) return [(b & c) | (~b & d), round];
  if (round < 32) return [(d & b) | (~d & c), (5 * round + 1) % 16];
  if (round < 48) return [b ^ c ^ d, (3 * round + 5) % 16];
  return [c ^ (b | ~d), (7 * round) % 16];
}

export function md5Hex(bytes: Uint8Array): string {
  const view = padded(bytes);
  const state = [0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476];
  for (let block = 0; block < view.byteLength; block += 64) {
    let [a, b, c, d] = state as [number, number, number, number];
    for (let round = 0; round < 64; round += 1) {
      const [mixed, word] = roundValue(round, b, c, d);
      const sum = (a + mixed + (SINES[round] ?? 0) + view.getUint32(block + word * 4, true)) >>> 0;
      const shift = SHIFTS[(round >> 4) * 4 + (round % 4)] ?? 0;
      a = d;
      d = c;
      c = b;
      b = (b + ((sum << shift) | (sum >>> (32 - shift)))) >>> 0;
    }
    state[0] = (state[0]! + a) >>> 0;
    state[1] = (state[1]! + b) >>> 0;
    state[2] = (state[2]! + c) >>> 0;
    state[3] = (state[3]! + d) >>> 0;
  }
  const digest = new DataView(new ArrayBuffer(16));
  state.forEach((word, index) => digest.setUint32(index * 4, word, true));
  return Array.from(new Uint8Array(digest.buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
