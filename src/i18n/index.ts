import type { Language } from '../lib/languages';
import type { Catalogue } from '../lib/localize';

/** The languages that have a translated catalogue: every language of the spec but EN and ACH. */
export type TranslatedLanguage = Exclude<Language, 'EN' | 'ACH'>;

/**
 * The translated catalogues, each its own chunk, loaded for the page's language only. EN is the
 * source text and ACH shows the keys, so neither has one; a sentence missing from a catalogue (or a
 * catalogue that fails to load) shows English.
 */
export const CATALOGUES: Record<TranslatedLanguage, () => Promise<Catalogue>> = {
  DE: () => import('./catalogues/de').then((module) => module.default),
  ES: () => import('./catalogues/es').then((module) => module.default),
  FR: () => import('./catalogues/fr').then((module) => module.default),
  ID: () => import('./catalogues/id').then((module) => module.default),
  IT: () => import('./catalogues/it').then((module) => module.default),
  PL: () => import('./catalogues/pl').then((module) => module.default),
  PT: () => import('./catalogues/pt').then((module) => module.default),
  RU: () => import('./catalogues/ru').then((module) => module.default),
  TH: () => import('./catalogues/th').then((module) => module.default),
  VI: () => import('./catalogues/vi').then((module) => module.default),
  ZH_CN: () => import('./catalogues/zh_cn').then((module) => module.default),
  ZH_TW: () => import('./catalogues/zh_tw').then((module) => module.default),
};

export async function loadCatalogue(language: Language): Promise<Catalogue> {
  if (language === 'EN' || language === 'ACH') return {};
  const load = CATALOGUES[language];
  try {
    return await load();
  } catch {
    return {};
  }
}
