import { describe, expect, it } from 'vitest';
import { CATALOGUES, loadCatalogue, type TranslatedLanguage } from '../../src/i18n';
import { LANGUAGES, localeOf, type Language } from '../../src/lib/languages';
import type { Catalogue, PluralForms } from '../../src/lib/localize';
import { collectLocalizedTexts } from './support/localized-texts';

const TRANSLATED = LANGUAGES.filter((language) => language !== 'EN' && language !== 'ACH') as TranslatedLanguage[];
const catalogues = await Promise.all(
  TRANSLATED.map(async (language) => [language, await loadCatalogue(language)] as const),
);
const allKeys = [...new Set(catalogues.flatMap(([, catalogue]) => Object.keys(catalogue)))].sort();

const placeholders = (text: string) => (text.match(/\[_\d+\]/g) ?? []).sort();
const formsOf = (entry: Catalogue[string] | undefined): string[] =>
  entry === undefined ? [] : typeof entry === 'string' ? [entry] : Object.values(entry);
const pluralKeys = (catalogue: Catalogue) => allKeys.filter((key) => typeof catalogue[key] === 'object');
/** The plural categories the platform knows for the language, sorted. */
const categoriesOf = (language: Language) =>
  [...new Intl.PluralRules(localeOf(language)).resolvedOptions().pluralCategories].sort();

describe('translation catalogues', () => {
  it('exist for every language of the spec but EN (the source) and ACH (the keys)', () => {
    expect(Object.keys(CATALOGUES).sort()).toEqual([...TRANSLATED].sort());
    expect(TRANSLATED).toHaveLength(12);
  });

  it.each(catalogues)('%s has every key, each translated', (_language, catalogue) => {
    expect(Object.keys(catalogue).sort()).toEqual(allKeys);
    for (const key of allKeys) {
      expect(formsOf(catalogue[key]), key).not.toEqual([]);
      for (const text of formsOf(catalogue[key])) expect(text.trim(), key).toBeTruthy();
    }
  });

  it.each(catalogues)('%s keeps the placeholders of each key', (_language, catalogue) => {
    for (const [key, entry] of Object.entries(catalogue)) {
      for (const text of formsOf(entry)) expect(placeholders(text), key).toEqual(placeholders(key));
    }
  });

  it.each(catalogues)(
    '%s gives each count text one form per plural category of the language',
    (language, catalogue) => {
      for (const key of pluralKeys(catalogue)) {
        expect(Object.keys(catalogue[key] as PluralForms).sort(), key).toEqual(categoriesOf(language));
      }
    },
  );

  it('translate exactly the texts the app passes to localize', { timeout: 180_000 }, () => {
    const { texts, plurals, unresolved } = collectLocalizedTexts();
    expect(unresolved).toEqual(['src/ui/localized-nodes.tsx: localize(sentence)']);
    expect(
      [...texts, ...plurals].filter((text) => !allKeys.includes(text)),
      'localized but not translated',
    ).toEqual([]);
    expect(
      allKeys.filter((key) => !texts.includes(key) && !plurals.includes(key)),
      'translated but never localized',
    ).toEqual([]);
    for (const [language, catalogue] of catalogues) {
      expect(pluralKeys(catalogue), `${language}: the keys with plural forms are the count texts`).toEqual(plurals);
    }
  });
});
