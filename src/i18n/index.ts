import type { Language } from '../lib/languages';
import type { Catalogue } from '../lib/localize';

/**
 * The translated catalogues, each its own chunk, loaded for the page's language only. EN is the
 * source text and ACH shows the keys, so neither has one; a language without a catalogue here, or a
 * sentence missing from one, shows English.
 */
const CATALOGUES: Partial<Record<Language, () => Promise<Catalogue>>> = {
  DE: () => import('./catalogues/de').then((module) => module.default),
  ES: () => import('./catalogues/es').then((module) => module.default),
  FR: () => import('./catalogues/fr').then((module) => module.default),
};

export async function loadCatalogue(language: Language): Promise<Catalogue> {
  const load = CATALOGUES[language];
  if (!load) return {};
  try {
    return await load();
  } catch {
    return {};
  }
}
