import { describe, expect, it } from 'vitest';
import {
  birthDateEpoch,
  isOfAge,
  missingOpeningDetails,
  openingCompany,
} from '../../../../simulator/domain/accounts/real-account-rules';

const epochOf = (year: number, month: number, day: number) => Date.UTC(year, month - 1, day) / 1000;

describe('birthDateEpoch', () => {
  it('reads a calendar day as midnight UTC', () => {
    expect(birthDateEpoch('1990-04-12')).toBe(epochOf(1990, 4, 12));
    expect(birthDateEpoch('2008-02-29')).toBe(epochOf(2008, 2, 29));
  });

  it('has no epoch for a day that does not exist or for text that is no date', () => {
    expect(birthDateEpoch('1990-02-31')).toBeUndefined();
    expect(birthDateEpoch('2007-02-29')).toBeUndefined();
    expect(birthDateEpoch('yesterday')).toBeUndefined();
  });
});

describe('isOfAge', () => {
  const noonOf = (year: number, month: number, day: number) => epochOf(year, month, day) + 12 * 3600;

  it('counts a client of age from their eighteenth birthday, not the day before', () => {
    expect(isOfAge(epochOf(2008, 11, 27), noonOf(2026, 11, 27))).toBe(true);
    expect(isOfAge(epochOf(2008, 11, 28), noonOf(2026, 11, 27))).toBe(false);
    expect(isOfAge(epochOf(1990, 4, 12), noonOf(2026, 11, 27))).toBe(true);
  });

  it('makes someone born on 29 February of age on 1 March of a common year', () => {
    expect(isOfAge(epochOf(2008, 2, 29), noonOf(2026, 2, 28))).toBe(false);
    expect(isOfAge(epochOf(2008, 2, 29), noonOf(2026, 3, 1))).toBe(true);
  });
});

describe('openingCompany', () => {
  it("gives the residence's company of each kind", () => {
    expect(openingCompany('id', 'gaming')).toBe('svg');
    expect(openingCompany('gb', 'gaming')).toBe('iom');
    expect(openingCompany('de', 'gaming')).toBe('malta');
    expect(openingCompany('de', 'financial')).toBe('maltainvest');
  });

  it('gives none for a restricted or unknown country, or a financial company other than maltainvest', () => {
    expect(openingCompany('ca', 'gaming')).toBeUndefined();
    expect(openingCompany('zz', 'gaming')).toBeUndefined();
    expect(openingCompany('', 'gaming')).toBeUndefined();
    expect(openingCompany('id', 'financial')).toBeUndefined();
  });
});

describe('missingOpeningDetails', () => {
  it("names the company's sign-up fields that neither the request nor the settings give", () => {
    expect(missingOpeningDetails('svg', 'id', {}, {})).toEqual(['first_name', 'last_name', 'date_of_birth']);
    expect(missingOpeningDetails('svg', 'id', { first_name: 'Budi' }, { last_name: 'Santoso' })).toEqual([
      'date_of_birth',
    ]);
    expect(
      missingOpeningDetails('svg', 'id', { first_name: 'Budi', last_name: 'Santoso', date_of_birth: '1990-04-12' }, {}),
    ).toEqual([]);
  });

  it('asks for the residence only while there is none, and for a postcode where the country requires one', () => {
    expect(missingOpeningDetails('svg', '', {}, {})).toContain('residence');
    expect(missingOpeningDetails('iom', 'gb', {}, {})).toContain('address_postcode');
    expect(missingOpeningDetails('malta', 'de', {}, {})).not.toContain('address_postcode');
  });

  it('asks a financial account for the tax information too', () => {
    expect(missingOpeningDetails('maltainvest', 'de', {}, {})).toEqual(
      expect.arrayContaining(['secret_question', 'secret_answer', 'tax_residence', 'tax_identification_number']),
    );
    expect(missingOpeningDetails('malta', 'de', {}, {})).not.toContain('tax_identification_number');
  });

  it('does not count an empty setting as known', () => {
    expect(missingOpeningDetails('svg', 'id', {}, { first_name: '', last_name: 'Santoso', date_of_birth: 0 })).toEqual([
      'first_name',
      'date_of_birth',
    ]);
  });
});
