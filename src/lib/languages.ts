/** The languages of the route's first segment (trading-core §2); ACH is the translation mode. */
export const LANGUAGES = [
  'EN',
  'DE',
  'ES',
  'FR',
  'ID',
  'IT',
  'PL',
  'PT',
  'RU',
  'TH',
  'VI',
  'ZH_CN',
  'ZH_TW',
  'ACH',
] as const;
export type Language = (typeof LANGUAGES)[number];

export function languageOf(segment: string | undefined): Language | undefined {
  const upper = segment?.toUpperCase();
  return LANGUAGES.find((language) => language === upper);
}

/** The BCP 47 tag of a language, for the platform's Intl APIs: ZH_CN is zh-CN. */
export function localeOf(language: Language): string {
  return language.replace('_', '-').toLowerCase();
}
