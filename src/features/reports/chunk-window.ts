/**
 * Which chunks of a long report are in the DOM: those the viewport overlaps and one on either side, at
 * most `most` unless the viewport itself overlaps more; the chunks above and below them are replaced by spacers of their height, so the table
 * keeps its full height and the scroll position stays where it was.
 */
export interface ChunkWindow {
  /** The first chunk rendered. */
  first: number;
  /** One past the last chunk rendered. */
  end: number;
  /** Height of the chunks before `first`, px. */
  above: number;
  /** Height of the chunks from `end` on, px. */
  below: number;
}

/** Chunks rendered at most; with 100 rows a chunk, a few hundred rows. */
export const MOST_CHUNKS = 4;

export const sameWindow = (a: ChunkWindow, b: ChunkWindow) =>
  a.first === b.first && a.end === b.end && a.above === b.above && a.below === b.below;

/**
 * The heights of `count` chunks: the measured ones as measured, the others (not rendered yet) the
 * average of the measured ones.
 */
export function chunkHeights(measured: readonly (number | undefined)[], count: number): number[] {
  const known = measured.slice(0, count).filter((height): height is number => Number.isFinite(height));
  const estimate = known.length === 0 ? 0 : known.reduce((sum, height) => sum + height, 0) / known.length;
  return Array.from({ length: count }, (_, index) => {
    const height = measured[index];
    return height !== undefined && Number.isFinite(height) ? height : estimate;
  });
}

/**
 * The chunks to render for a viewport from `view.top` to `view.bottom`, px from the top of the first
 * chunk. A viewport that is not a number counts as at the top.
 */
export function chunkWindow(
  heights: readonly number[],
  view: { top: number; bottom: number },
  most: number = MOST_CHUNKS,
): ChunkWindow {
  const top = Number.isFinite(view.top) ? view.top : 0;
  const bottom = Number.isFinite(view.bottom) ? Math.max(top, view.bottom) : top;
  let firstSeen = heights.length - 1;
  let lastSeen = 0;
  let offset = 0;
  heights.forEach((height, index) => {
    if (offset + height > top && index < firstSeen) firstSeen = index;
    if (offset < bottom) lastSeen = index;
    offset += height;
  });
  const first = Math.max(0, Math.min(firstSeen, lastSeen) - 1);
  const end = Math.min(heights.length, lastSeen + 2, Math.max(first + most, lastSeen + 1));
  const sum = (from: number, to: number) => heights.slice(from, to).reduce((total, height) => total + height, 0);
  return { first, end, above: sum(0, first), below: sum(end, heights.length) };
}
