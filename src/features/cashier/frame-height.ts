/**
 * The height a cashier page posts to its parent (a number of pixels, or its text), accepted only
 * from the cashier URL's origin; undefined for anything else.
 */
export function postedFrameHeight(
  event: Pick<MessageEvent, 'origin' | 'data'>,
  cashierUrl: string,
): number | undefined {
  let origin: string;
  try {
    origin = new URL(cashierUrl).origin;
  } catch {
    return undefined;
  }
  if (event.origin !== origin) return undefined;
  const height = typeof event.data === 'string' ? Number(event.data) : event.data;
  return typeof height === 'number' && Number.isFinite(height) && height > 0 ? Math.ceil(height) : undefined;
}
