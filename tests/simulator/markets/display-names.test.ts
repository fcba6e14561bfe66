import { describe, expect, it } from 'vitest';
import { UNDERLYINGS } from '../../../simulator/domain/markets/catalogue';
import { CATEGORY_INFO } from '../../../simulator/domain/markets/contract-catalogue';
import { displayNameIn } from '../../../simulator/domain/markets/display-names';
import { GERMAN_NAMES } from '../../../simulator/domain/markets/names-de';
import { SPANISH_NAMES } from '../../../simulator/domain/markets/names-es';
import { FRENCH_NAMES } from '../../../simulator/domain/markets/names-fr';
import { ITALIAN_NAMES } from '../../../simulator/domain/markets/names-it';
import { PORTUGUESE_NAMES } from '../../../simulator/domain/markets/names-pt';
import { MARKET_DISPLAY_NAME } from '../../../simulator/domain/markets/underlying';
import { SYNTHETIC_UNDERLYINGS } from '../../../simulator/domain/pricing/underlyings';

const ENGLISH_NAMES = new Set([
  ...Object.values(MARKET_DISPLAY_NAME),
  ...UNDERLYINGS.flatMap((underlying) => [underlying.display_name, underlying.submarket_display_name]),
  ...SYNTHETIC_UNDERLYINGS.map((underlying) => underlying.displayName),
  ...Object.values(CATEGORY_INFO).map((category) => category.display),
]);

describe('market, submarket and underlying names by language', () => {
  it.each([
    ['DE', GERMAN_NAMES],
    ['FR', FRENCH_NAMES],
    ['ES', SPANISH_NAMES],
    ['IT', ITALIAN_NAMES],
    ['PT', PORTUGUESE_NAMES],
  ])('%s translates names the platform has, and every market, submarket and contract category', (language, names) => {
    expect(Object.keys(names).filter((english) => !ENGLISH_NAMES.has(english))).toEqual([]);
    for (const english of [
      ...Object.values(MARKET_DISPLAY_NAME),
      ...UNDERLYINGS.map((u) => u.submarket_display_name),
      ...Object.values(CATEGORY_INFO).map((category) => category.display),
    ])
      expect(Object.keys(names), `${language}: ${english}`).toContain(english);
  });

  it('names an underlying in the language, or in English', () => {
    expect(displayNameIn('Volatility 10 (1s) Index', 'DE')).toBe('Volatilität 10 (1s) Index');
    expect(displayNameIn('Volatility Indices', 'FR')).toBe('Indices de volatilité');
    expect(displayNameIn('EUR/USD', 'DE')).toBe('EUR/USD');
    expect(displayNameIn('Volatility 100 Index', 'RU')).toBe('Volatility 100 Index');
    expect(displayNameIn('toString', 'DE')).toBe('toString');
  });
});
