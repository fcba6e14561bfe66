import type { Language } from './languages';

/**
 * One language's translations, keyed by the English sentence exactly as the code writes it,
 * placeholders included: `{ 'Should be [_1]': 'Sollte [_1] sein' }`.
 */
export type Catalogue = Readonly<Record<string, string>>;

export type LocalizeArgument = string | number;

const PLACEHOLDER = /\[_(\d+)\]/g;

let activeLanguage: Language = 'EN';
let activeCatalogue: Catalogue = {};

/**
 * Switches what `localize` returns. The catalogue is the language's own (the i18n layer loads it);
 * EN and ACH ignore it. A sentence missing from the catalogue falls back to English.
 */
export function setLanguage(language: Language, catalogue: Catalogue = {}): void {
  activeLanguage = language;
  activeCatalogue = catalogue;
}

export function currentLanguage(): Language {
  return activeLanguage;
}

/**
 * The English sentence `text` in the current language, with `[_1]`, `[_2]`, ... replaced by the
 * arguments in order. The result is plain text for React to render as text, never as HTML.
 *
 * ACH (the translation mode) returns the catalogue key itself wrapped in square brackets, with its
 * placeholders left unfilled: `[Should be between [_1] and [_2]]`. That is the string a translator
 * searches for in the translation tool, and the brackets show at a glance which text is localized.
 */
export function localize(text: string, ...args: readonly LocalizeArgument[]): string {
  if (activeLanguage === 'ACH') return `[${text}]`;
  const translated = activeLanguage === 'EN' ? text : (activeCatalogue[text] ?? text);
  return fillPlaceholders(translated, args);
}

/**
 * Replaces `[_n]` with the n-th argument in one pass, so an argument that itself contains `[_2]`
 * is not substituted again. A placeholder without an argument stays visible rather than becoming
 * "undefined".
 */
function fillPlaceholders(text: string, args: readonly LocalizeArgument[]): string {
  return text.replace(PLACEHOLDER, (placeholder, position: string) => {
    const argument = args[Number(position) - 1];
    return argument === undefined ? placeholder : String(argument);
  });
}
