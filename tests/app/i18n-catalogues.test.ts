import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOGUES, loadCatalogue, type TranslatedLanguage } from '../../src/i18n';
import { LANGUAGES } from '../../src/lib/languages';

const TRANSLATED = LANGUAGES.filter((language) => language !== 'EN' && language !== 'ACH') as TranslatedLanguage[];
const catalogues = await Promise.all(
  TRANSLATED.map(async (language) => [language, await loadCatalogue(language)] as const),
);
const allKeys = [...new Set(catalogues.flatMap(([, catalogue]) => Object.keys(catalogue)))].sort();

/** Every source file of the app, as text. */
function sourceText(dir: string): string {
  return readdirSync(dir, { withFileTypes: true })
    .map((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'i18n' ? '' : sourceText(path);
      return /\.tsx?$/.test(entry.name) ? readFileSync(path, 'utf8') : '';
    })
    .join('\n');
}

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

  it('translate only texts the app shows', () => {
    const source = sourceText(join(import.meta.dirname, '../../src'));
    const quoted = (key: string) => [`'${key.replace(/'/g, "\\'")}'`, `"${key}"`].some((form) => source.includes(form));
    expect(allKeys.filter((key) => !quoted(key))).toEqual([]);
  });
});
