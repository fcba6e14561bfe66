import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MAP_AREAS, MAP_IMAGE_WIDTH, scaledCoords } from '../../src/features/legal/eu-map';

const image = readFileSync(new URL('../../src/features/legal/eu-map.svg', import.meta.url), 'utf8');

describe('the EU map', () => {
  it('is drawn 900 px wide, the width its areas are given at', () => {
    expect(MAP_IMAGE_WIDTH).toBe(900);
    expect(image).toMatch(/<svg [^>]*width="900"/);
  });

  it('has an area over each country tile of its image, for the 27 EU countries', () => {
    expect(new Set(MAP_AREAS.map(({ country }) => country)).size).toBe(27);
    for (const { country, box } of MAP_AREAS) {
      const [left, top, right, bottom] = box;
      expect(image).toContain(`<rect x="${left}" y="${top}" width="${right - left}" height="${bottom - top}"`);
      expect(image).toContain(`>${country}</text>`);
    }
  });

  it('scales the coordinates against 900 px to the width the image is shown at', () => {
    expect(scaledCoords([12, 12, 111, 111], 900)).toBe('12,12,111,111');
    expect(scaledCoords([12, 12, 111, 111], 450)).toBe('6,6,56,56');
    expect(scaledCoords([450, 678, 549, 777], 300)).toBe('150,226,183,259');
  });
});
