import type { NameTable } from './name-table';
import { GERMAN_NAMES } from './names-de';
import { SPANISH_NAMES } from './names-es';
import { FRENCH_NAMES } from './names-fr';
import { ITALIAN_NAMES } from './names-it';
import { PORTUGUESE_NAMES } from './names-pt';

/** The connection languages (`l`: DE, FR, …) whose market, submarket, underlying and category names are translated. */
const TRANSLATED: ReadonlyMap<string, NameTable> = new Map([
  ['DE', GERMAN_NAMES],
  ['ES', SPANISH_NAMES],
  ['FR', FRENCH_NAMES],
  ['IT', ITALIAN_NAMES],
  ['PT', PORTUGUESE_NAMES],
]);

/**
 * A market, submarket, underlying or contract category name in a connection language, as the platform translates its
 * English name; the English name where the language has no texts or no translation of it.
 */
export function displayNameIn(english: string, language: string): string {
  const names = TRANSLATED.get(language);
  return (names && Object.hasOwn(names, english) ? names[english] : undefined) ?? english;
}
