import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../src/lib/localize';
import { accountKindOf, accountTitle, isValidLoginid } from '../../src/lib/loginid';

afterEach(() => setLanguage('EN'));

describe('isValidLoginid', () => {
  it.each(['MX1000', 'MF90000001', 'VRTC90000002', 'MLT42', 'CR90000000', 'FOG7', 'cr123'])('accepts %s', (loginid) => {
    expect(isValidLoginid(loginid)).toBe(true);
  });

  it.each(['', 'CR', 'VR123', 'VRTJ123', 'JP123', 'MT5123', 'CR12a', ' CR123', 'CR123 ', 'XCR123', 'CR-123', 'MLTX1'])(
    'rejects %j',
    (loginid) => {
      expect(isValidLoginid(loginid)).toBe(false);
    },
  );
});

describe('account kind and title', () => {
  it.each([
    ['VRTC90000002', 'virtual', 'Virtual'],
    ['MF90000001', 'financial', 'Investment'],
    ['MLT90000003', 'gaming', 'Gaming'],
    ['MX90000004', 'gaming', 'Gaming'],
    ['CR90000000', 'real', 'Real'],
    ['FOG1', 'real', 'Real'],
    ['vrtc5', 'virtual', 'Virtual'],
  ])('%s is %s, titled %s', (loginid, kind, title) => {
    expect(accountKindOf(loginid)).toBe(kind);
    expect(accountTitle(loginid)).toBe(title);
  });

  it('localizes the title', () => {
    setLanguage('ACH');
    expect(accountTitle('MF1')).toBe('[Investment]');
  });
});
