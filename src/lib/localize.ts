import { localeOf, type Language } from './languages';

/**
 * A count text's forms, one per plural category of the language (`Intl.PluralRules`): RU and PL
 * have one, few, many and other; EN one and other; ZH only other.
 */
export type PluralForms = Readonly<Partial<Record<Intl.LDMLPluralRule, string>>> & { readonly other: string };

/** A count text as the code writes it: its English forms, `other` doubling as the catalogue key. */
export interface PluralText {
  readonly one: string;
  readonly other: string;
}

/**
 * One language's translations, keyed by the English sentence exactly as the code writes it,
 * placeholders included: `{ 'Should be [_1]': 'Sollte [_1] sein' }`. A count text (`localizePlural`)
 * has its forms instead: `{ '[_1] minutes': { one: '[_1] Minute', other: '[_1] Minuten' } }`.
 */
export type Catalogue = Readonly<Record<string, string | PluralForms>>;

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
  const entry = activeLanguage === 'EN' ? undefined : activeCatalogue[text];
  return fillPlaceholders(typeof entry === 'string' ? entry : text, args);
}

/**
 * The form of a count text that `count` takes in the current language, its placeholders filled by
 * `args` (usually the count itself): `localizePlural(MINUTES, 5, 5)` is "5 минут" in RU. The
 * category comes from the platform's `Intl.PluralRules`; a text the catalogue lacks shows English.
 */
export function localizePlural(text: PluralText, count: number, ...args: readonly LocalizeArgument[]): string {
  if (activeLanguage === 'ACH') return `[${text.other}]`;
  const entry = activeLanguage === 'EN' ? undefined : activeCatalogue[text.other];
  const [language, forms]: [Language, PluralForms] = typeof entry === 'object' ? [activeLanguage, entry] : ['EN', text];
  return fillPlaceholders(forms[pluralRules(language).select(count)] ?? forms.other, args);
}

const PLURAL_RULES = new Map<Language, Intl.PluralRules>();

function pluralRules(language: Language): Intl.PluralRules {
  let rules = PLURAL_RULES.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(localeOf(language));
    PLURAL_RULES.set(language, rules);
  }
  return rules;
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
