import { GERMAN_LONGCODES } from './longcode-de';
import { SPANISH_LONGCODES } from './longcode-es';
import { FRENCH_LONGCODES } from './longcode-fr';
import { ITALIAN_LONGCODES } from './longcode-it';
import { ENGLISH_LONGCODES, type LongcodeLanguage } from './longcode-language';
import { PORTUGUESE_LONGCODES } from './longcode-pt';

/** The connection languages (`l`: DE, FR, …) whose longcodes are translated. */
const TRANSLATED: ReadonlyMap<string, LongcodeLanguage> = new Map([
  ['DE', GERMAN_LONGCODES],
  ['ES', SPANISH_LONGCODES],
  ['FR', FRENCH_LONGCODES],
  ['IT', ITALIAN_LONGCODES],
  ['PT', PORTUGUESE_LONGCODES],
]);

/** The longcode texts of a connection language: English for a language without them. */
export function longcodeLanguage(language: string): LongcodeLanguage {
  return TRANSLATED.get(language) ?? ENGLISH_LONGCODES;
}
