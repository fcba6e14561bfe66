// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CountrySelect } from '../../src/features/accounts/CountrySelect';
import { setLanguage } from '../../src/lib/localize';

afterEach(() => {
  cleanup();
  setLanguage('EN');
});

describe('the country list', () => {
  it('is in the order of the names in the page language', () => {
    setLanguage('DE');
    const countries = [
      { value: 'at', text: 'Österreich' },
      { value: 'za', text: 'Südafrika' },
      { value: 'eg', text: 'Ägypten' },
      { value: 'de', text: 'Deutschland' },
    ];
    render(<CountrySelect name="residence" countries={countries} value="" onChange={() => undefined} />);
    const names = screen.getAllByRole('option').map((option) => option.textContent);
    expect(names.filter((name) => name !== '' && !name?.startsWith('Please'))).toEqual([
      'Ägypten',
      'Deutschland',
      'Österreich',
      'Südafrika',
    ]);
  });
});
