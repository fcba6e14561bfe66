import { describe, expect, it } from 'vitest';
import type { Settings } from '../../src/api/endpoints/notices';
import { editableSettings } from '../../src/features/settings/details/details-editing';
import {
  changedSettings,
  detailsValues,
  requiredDetailsPresent,
} from '../../src/features/settings/details/details-values';
import { toRequestPayload } from '../../src/lib/form-values';

const IDENTITY = ['first_name', 'last_name', 'salutation', 'date_of_birth', 'place_of_birth', 'citizen'];

describe('which personal details an account may change (accounts-and-money §4)', () => {
  it('a virtual account: its e-mail consent, and its residence unless the platform fixed it', () => {
    const editor = { isVirtual: true, landingCompany: 'virtual', authenticated: false, immutable: [] };
    expect([...editableSettings(editor)].sort()).toEqual(['email_consent', 'residence']);
    expect([...editableSettings({ ...editor, immutable: ['residence'] })]).toEqual(['email_consent']);
  });

  it('a costarica (svg) account not authenticated: also its identity and tax details', () => {
    const editable = editableSettings({
      isVirtual: false,
      landingCompany: 'svg',
      authenticated: false,
      immutable: ['first_name', 'residence'],
    });
    for (const detail of [...IDENTITY, 'tax_residence', 'tax_identification_number', 'address_city', 'phone'])
      expect(editable.has(detail as never), detail).toBe(true);
    expect(editable.has('residence')).toBe(false);
  });

  it('once authenticated, the identity details are read-only; the address stays changeable', () => {
    const editable = editableSettings({ isVirtual: false, landingCompany: 'svg', authenticated: true, immutable: [] });
    for (const detail of IDENTITY) expect(editable.has(detail as never), detail).toBe(false);
    expect(editable.has('address_line_1')).toBe(true);
  });

  it('another landing company: the identity details the platform marks changeable', () => {
    const editable = editableSettings({
      isVirtual: false,
      landingCompany: 'malta',
      authenticated: false,
      immutable: ['first_name'],
    });
    expect(editable.has('first_name')).toBe(false);
    expect(editable.has('last_name')).toBe(true);
  });
});

const SETTINGS = {
  country_code: 'id',
  email_consent: 1,
  first_name: 'Budi',
  last_name: 'Santoso',
  salutation: 'Mr',
  date_of_birth: 639878400,
  place_of_birth: 'id',
  citizen: 'id',
  address_line_1: 'Jl. Kemang Raya No. 12',
  address_city: 'Jakarta Selatan',
  phone: '+6281234567890',
  account_opening_reason: 'Speculative',
} as Settings;

describe('the settings sent', () => {
  it('are only the editable ones that changed', () => {
    const held = detailsValues(SETTINGS);
    expect(held.date_of_birth).toBe('1990-04-12');
    const editable = editableSettings({ isVirtual: false, landingCompany: 'svg', authenticated: true, immutable: [] });
    const submitted = toRequestPayload({ ...held, address_city: 'Bandung', first_name: 'Other', email_consent: false });
    expect(changedSettings(submitted, held, editable)).toEqual({ address_city: 'Bandung', email_consent: 0 });
    expect(changedSettings(toRequestPayload(held), held, editable)).toEqual({});
  });

  it('count the details complete once a real account has every required one', () => {
    expect(requiredDetailsPresent(SETTINGS, false)).toBe(true);
    expect(requiredDetailsPresent({ ...SETTINGS, phone: null }, false)).toBe(false);
    expect(requiredDetailsPresent({ country_code: 'id' } as Settings, true)).toBe(true);
  });
});
