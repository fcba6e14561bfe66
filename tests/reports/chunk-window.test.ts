import { describe, expect, it } from 'vitest';
import { chunkHeights, chunkWindow, MOST_CHUNKS } from '../../src/features/reports/chunk-window';

/** 20 chunks of 3,000 px (100 rows of 30 px). */
const heights = Array.from({ length: 20 }, () => 3000);

describe('the window of report chunks in the DOM', () => {
  it('renders the chunks the viewport overlaps and one on either side, the rest as spacers', () => {
    expect(chunkWindow(heights, { top: 0, bottom: 800 })).toEqual({ first: 0, end: 2, above: 0, below: 54_000 });
    expect(chunkWindow(heights, { top: 30_500, bottom: 31_300 })).toEqual({
      first: 9,
      end: 12,
      above: 27_000,
      below: 24_000,
    });
    // Across a chunk boundary: both chunks and one either side.
    expect(chunkWindow(heights, { top: 32_500, bottom: 33_300 })).toEqual({
      first: 9,
      end: 13,
      above: 27_000,
      below: 21_000,
    });
  });

  it('keeps the full height: spacers and rendered chunks add up to the table', () => {
    const uneven = [3000, 2500, 4000, 3100, 2900, 3000];
    for (const top of [0, 2999, 5600, 9000, 14_000, 20_000]) {
      const window = chunkWindow(uneven, { top, bottom: top + 800 });
      const rendered = uneven.slice(window.first, window.end).reduce((sum, height) => sum + height, 0);
      expect(window.above + rendered + window.below).toBe(18_500);
      expect(window.end - window.first).toBeLessThanOrEqual(MOST_CHUNKS);
    }
  });

  it('renders the last chunks when scrolled to the end or past it', () => {
    expect(chunkWindow(heights, { top: 59_500, bottom: 60_300 })).toMatchObject({ first: 18, end: 20, below: 0 });
    expect(chunkWindow(heights, { top: 90_000, bottom: 90_800 })).toMatchObject({ first: 18, end: 20, below: 0 });
  });

  it('renders the first chunks when the table is below the viewport', () => {
    expect(chunkWindow(heights, { top: -2000, bottom: -1200 })).toMatchObject({ first: 0, end: 2, above: 0 });
  });

  it('leaves out the chunks on either side beyond the most, never one the viewport overlaps', () => {
    expect(chunkWindow(heights, { top: 4000, bottom: 7000 })).toMatchObject({ first: 0, end: MOST_CHUNKS });
    expect(chunkWindow(heights, { top: 0, bottom: 40_000 })).toMatchObject({ first: 0, end: 14 });
    expect(chunkWindow([100, 100, 100, 100, 100, 100], { top: 150, bottom: 350 }, 3)).toMatchObject({
      first: 0,
      end: 4,
      below: 200,
    });
  });

  it('treats a viewport that is not a number as at the top, and an empty table as nothing', () => {
    expect(chunkWindow(heights, { top: Number.NaN, bottom: Number.NaN })).toMatchObject({ first: 0, end: 2 });
    expect(chunkWindow([], { top: 0, bottom: 800 })).toEqual({ first: 0, end: 0, above: 0, below: 0 });
  });

  it('estimates the chunks not measured yet by the average of the measured ones', () => {
    expect(chunkHeights([3000, 2000, undefined], 4)).toEqual([3000, 2000, 2500, 2500]);
    expect(chunkHeights([Number.NaN], 2)).toEqual([0, 0]);
    expect(chunkHeights([1000, 2000, 3000], 2)).toEqual([1000, 2000]);
  });
});
