import { describe, expect, it } from 'vitest';
import { CATALOGUES, loadCatalogue, type TranslatedLanguage } from '../../src/i18n';
import { LANGUAGES } from '../../src/lib/languages';
import { collectLocalizedTexts } from './support/localized-texts';

const TRANSLATED = LANGUAGES.filter((language) => language !== 'EN' && language !== 'ACH') as TranslatedLanguage[];
const catalogues = await Promise.all(
  TRANSLATED.map(async (language) => [language, await loadCatalogue(language)] as const),
);
const allKeys = [...new Set(catalogues.flatMap(([, catalogue]) => Object.keys(catalogue)))].sort();

const placeholders = (text: string) => (text.match(/\[_\d+\]/g) ?? []).sort();

describe('translation catalogues', () => {
  it('exist for every language of the spec but EN (the source) and ACH (the keys)', () => {
    expect(Object.keys(CATALOGUES).sort()).toEqual([...TRANSLATED].sort());
    expect(TRANSLATED).toHaveLength(12);
  });

  it.each(catalogues)('%s has every key, each translated', (_language, catalogue) => {
    expect(Object.keys(catalogue).sort()).toEqual(allKeys);
    for (const key of allKeys) expect(catalogue[key]?.trim(), key).toBeTruthy();
  });

  it.each(catalogues)('%s keeps the placeholders of each key', (_language, catalogue) => {
    for (const [key, text] of Object.entries(catalogue)) expect(placeholders(text), key).toEqual(placeholders(key));
  });

  it('translate exactly the texts the app passes to localize', { timeout: 180_000 }, () => {
    const { texts, unresolved } = collectLocalizedTexts();
    expect(unresolved).toEqual(['src/ui/localized-nodes.tsx: localize(sentence)']);
    expect(
      texts.filter((text) => !allKeys.includes(text)),
      'localized but not translated',
    ).toEqual([]);
    expect(
      allKeys.filter((key) => !texts.includes(key)),
      'translated but never localized',
    ).toEqual([]);
  });
});
