import { afterEach, describe, expect, it } from 'vitest';
import { lastUsedText, scopesText } from '../../src/features/apiTokens/scopes';
import { otpauthUri } from '../../src/features/twoFactor/otpauth-uri';
import de from '../../src/i18n/catalogues/de';
import { setLanguage } from '../../src/lib/localize';

afterEach(() => setLanguage('EN'));

describe('otpauthUri', () => {
  it('names the issuer and the account, and carries the secret and the issuer', () => {
    const uri = new URL(otpauthUri('Strike', 'real+1@example.com', 'JBSWY3DPEHPK3PXP'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Strike:real+1@example.com');
    expect(uri.searchParams.get('secret')).toBe('JBSWY3DPEHPK3PXP');
    expect(uri.searchParams.get('issuer')).toBe('Strike');
  });
});

describe('lastUsedText', () => {
  it("says 'Never' for a token or app never used, or a time it cannot read", () => {
    expect(lastUsedText('')).toBe('Never');
    expect(lastUsedText(null)).toBe('Never');
    expect(lastUsedText(undefined)).toBe('Never');
    expect(lastUsedText('yesterday')).toBe('Never');
  });

  it('shows the platform time in UTC, marked GMT', () => {
    expect(lastUsedText('2026-11-27 09:41:07')).toBe('2026-11-27 09:41:07 GMT');
  });

  it("says 'Never' in the page's language", () => {
    setLanguage('DE', de);
    expect(lastUsedText('')).toBe('Nie');
  });
});

describe('scopesText', () => {
  it('names each scope in the order given', () => {
    expect(scopesText(['read', 'trade', 'trading_information', 'admin'])).toBe(
      'Read, Trade, Trading information, Admin',
    );
  });
});
