import { languageOf, type Language } from '../lib/languages';

/** The language of the current address, EN when it names none. */
export function languageOfPath(pathname: string): Language {
  return languageOf(pathname.split('/')[1]) ?? 'EN';
}
