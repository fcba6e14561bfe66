import { afterEach, describe, expect, it } from 'vitest';
import { rememberPlatformCurrencies } from '../../src/lib/currency';
import { setLanguage } from '../../src/lib/localize';
import { formatMinorUnits } from '../../src/lib/money';
import { moneyText } from '../../src/lib/money-text';
import { localizedDecimal, localizedPercent } from '../../src/lib/number-format';

afterEach(() => {
  setLanguage('EN');
  rememberPlatformCurrencies(undefined);
});

describe('numbers in the page language', () => {
  it.each([
    ['EN', '1,234.50'],
    ['DE', '1.234,50'],
    ['FR', '1 234,50'],
    ['RU', '1 234,50'],
    ['ACH', '1,234.50'],
  ] as const)('%s writes 1234.50 as %s', (language, shown) => {
    setLanguage(language);
    // French and Russian group with a (narrow) no-break space.
    expect(localizedDecimal('1234.50').replace(/[\u00a0\u202f]/g, ' ')).toBe(shown);
  });

  it('keeps every digit of amounts past float precision', () => {
    setLanguage('DE');
    expect(formatMinorUnits(9_007_199_254_740_991, 8)).toBe('90.071.992,54740991');
    expect(localizedDecimal('-12345678901234567.89')).toBe('-12.345.678.901.234.567,89');
  });

  it.each([
    ['EN', '12.50', '12.50%'],
    ['EN', '-3.07', '-3.07%'],
    ['EN', '150.00', '150.00%'],
    ['DE', '12.50', '12,50 %'],
  ] as const)('%s writes a %s percentage as %s', (language, percent, shown) => {
    setLanguage(language);
    expect(localizedPercent(percent).replace(/\u00a0/g, ' ')).toBe(shown);
  });
});

describe('amounts with their currency', () => {
  it("take the currency's decimals from the platform's website_status", () => {
    expect(moneyText(1234.5, 'JPY')).toBe('1,234.50 JPY');
    rememberPlatformCurrencies({ JPY: { fractional_digits: 0, type: 'fiat' } });
    expect(moneyText(1234.5, 'JPY')).toBe('1,235 JPY');
    expect(moneyText(0.5, 'BTC')).toBe('0.50000000 BTC');
  });

  it('show the display code where it differs from the code: UST is USDT', () => {
    expect(moneyText(10, 'UST')).toBe('10.00000000 USDT');
  });

  it('follow the page language', () => {
    setLanguage('DE');
    expect(moneyText(1234.5, 'USD')).toBe('1.234,50 USD');
  });
});
