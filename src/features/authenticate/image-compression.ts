/** Images are sent at most this wide, as JPEG of this quality (accounts-and-money §9). */
export const IMAGE_MAX_WIDTH_PX = 2560;
export const JPEG_QUALITY = 0.9;

/** The kinds of image compressed before they are sent (accounts-and-money §5 "Documents"). */
const COMPRESSED_EXTENSIONS = ['gif', 'jpg', 'jpeg', 'tiff', 'png'];

export function isCompressedImage(fileName: string): boolean {
  const extension = /\.([^.]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? '';
  return COMPRESSED_EXTENSIONS.includes(extension);
}

/** The size an image is drawn at: scaled down to the largest width allowed, its proportions kept. */
export function compressedSize(width: number, height: number): { width: number; height: number } {
  if (width <= IMAGE_MAX_WIDTH_PX) return { width, height };
  return { width: IMAGE_MAX_WIDTH_PX, height: Math.max(1, Math.round((height * IMAGE_MAX_WIDTH_PX) / width)) };
}

/**
 * The image redrawn at its compressed size on white (a transparent PNG must not turn black) and
 * encoded as JPEG. Rejects when the browser cannot decode the image.
 */
export async function compressImage(image: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(image);
  const { width, height } = compressedSize(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas to draw the image on.');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The image could not be encoded.'))),
      'image/jpeg',
      JPEG_QUALITY,
    ),
  );
}
