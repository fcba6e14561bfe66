/** The width the EU map's image and its areas' coordinates are drawn at (accounts-and-money §9). */
export const MAP_IMAGE_WIDTH = 900;

const TILE_STEP = 111;
const TILE_SIZE = 99;
const MARGIN = 12;

/** The EU countries as tiles of the map image (eu-map.svg), by column and row, roughly where each lies. */
const TILES: readonly (readonly [country: string, column: number, row: number])[] = [
  ['SE', 4, 0],
  ['FI', 5, 0],
  ['IE', 0, 1],
  ['DK', 3, 1],
  ['LV', 5, 1],
  ['EE', 6, 1],
  ['NL', 1, 2],
  ['DE', 2, 2],
  ['PL', 3, 2],
  ['LT', 4, 2],
  ['BE', 1, 3],
  ['LU', 2, 3],
  ['CZ', 3, 3],
  ['SK', 4, 3],
  ['FR', 1, 4],
  ['AT', 3, 4],
  ['HU', 4, 4],
  ['RO', 5, 4],
  ['PT', 0, 5],
  ['ES', 1, 5],
  ['SI', 2, 5],
  ['HR', 3, 5],
  ['BG', 5, 5],
  ['IT', 2, 6],
  ['MT', 3, 6],
  ['GR', 5, 6],
  ['CY', 6, 6],
];

export interface MapArea {
  country: string;
  /** left, top, right, bottom at the image's own width */
  box: readonly [number, number, number, number];
}

/** Each country's clickable rectangle on the map image at its own width. */
export const MAP_AREAS: readonly MapArea[] = TILES.map(([country, column, row]) => {
  const left = MARGIN + column * TILE_STEP;
  const top = MARGIN + row * TILE_STEP;
  return { country, box: [left, top, left + TILE_SIZE, top + TILE_SIZE] };
});

/** An area's `coords` for the image shown `shownWidth` pixels wide: scaled against the drawn width. */
export function scaledCoords(box: MapArea['box'], shownWidth: number): string {
  const scale = shownWidth / MAP_IMAGE_WIDTH;
  return box.map((value) => Math.round(value * scale)).join(',');
}
