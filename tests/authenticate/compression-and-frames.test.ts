import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UPLOAD_CHUNK_BYTES, uploadFrames } from '../../src/api/socket/upload-frames';
import { compressedSize, isCompressedImage } from '../../src/features/authenticate/image-compression';
import { md5Hex } from '../../src/lib/md5';

describe('image compression sizing', () => {
  it('keeps an image at most 2560 px wide as it is', () => {
    expect(compressedSize(2560, 1600)).toEqual({ width: 2560, height: 1600 });
    expect(compressedSize(800, 3000)).toEqual({ width: 800, height: 3000 });
  });

  it('scales a wider image down to 2560 px wide, keeping its proportions', () => {
    expect(compressedSize(3000, 2000)).toEqual({ width: 2560, height: 1707 });
    expect(compressedSize(5120, 1)).toEqual({ width: 2560, height: 1 });
  });

  it('compresses gif, jpg, jpeg, tiff and png files whatever the case, and nothing else', () => {
    expect(['a.GIF', 'b.jpg', 'c.JPEG', 'd.tiff', 'e.png'].map(isCompressedImage)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(['scan.pdf', 'png', 'photo.webp', 'tiff.txt'].map(isCompressedImage)).toEqual([false, false, false, false]);
  });
});

function header(frame: Uint8Array): [number, number, number] {
  const view = new DataView(frame.buffer, frame.byteOffset, frame.byteLength);
  return [view.getUint32(0), view.getUint32(4), view.getUint32(8)];
}

describe('upload frames', () => {
  it('carries a file in 16384-byte chunks behind 12-byte big-endian headers, then an empty end frame', () => {
    const file = Uint8Array.from({ length: 40_000 }, (_, index) => index % 251);
    const frames = uploadFrames(1, 0x01020304, file);
    expect(frames.map(header)).toEqual([
      [1, 0x01020304, 16_384],
      [1, 0x01020304, 16_384],
      [1, 0x01020304, 7_232],
      [1, 0x01020304, 0],
    ]);
    expect(Array.from(frames[0]!.subarray(0, 8))).toEqual([0, 0, 0, 1, 1, 2, 3, 4]);
    expect(Buffer.concat(frames.map((frame) => frame.subarray(12)))).toEqual(Buffer.from(file));
  });

  it('splits any file into ceil(size / 16384) full-size chunks and the end frame', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5 * UPLOAD_CHUNK_BYTES }), (size) => {
        const frames = uploadFrames(1, 7, new Uint8Array(size));
        expect(frames).toHaveLength(Math.ceil(size / UPLOAD_CHUNK_BYTES) + 1);
        expect(frames.slice(0, -2).every((frame) => frame.length === 12 + UPLOAD_CHUNK_BYTES)).toBe(true);
        expect(frames.at(-1)).toHaveLength(12);
      }),
      { numRuns: 50 },
    );
  });
});

describe('md5Hex', () => {
  it("matches Node's MD5 across the padding boundaries", () => {
    for (const size of [0, 1, 55, 56, 63, 64, 65, 128, 100_000]) {
      const bytes = Uint8Array.from({ length: size }, (_, index) => (index * 31 + 7) % 256);
      expect(md5Hex(bytes)).toBe(createHash('md5').update(bytes).digest('hex'));
    }
  });
});
