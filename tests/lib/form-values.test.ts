import { describe, expect, it } from 'vitest';
import { toRequestPayload, trimmedFormValue } from '../../src/lib/form-values';

describe('toRequestPayload', () => {
  it('trims text, keeps passwords as typed, sends checkboxes as 1/0 and joins arrays with commas', () => {
    const payload = toRequestPayload(
      {
        first_name: '  Ann ',
        new_password: ' Secret1 ',
        client_password: '\tAbc123\t',
        email_consent: true,
        accept_risk: false,
        tax_residence: ['de', 'fr', 'mt'],
        address_line_2: '',
      },
      ['new_password', 'client_password'],
    );
    expect(payload).toEqual({
      first_name: 'Ann',
      new_password: ' Secret1 ',
      client_password: '\tAbc123\t',
      email_consent: 1,
      accept_risk: 0,
      tax_residence: 'de,fr,mt',
      address_line_2: '',
    });
  });

  it('trims a password field when it is not named as one', () => {
    expect(toRequestPayload({ new_password: ' x ' })).toEqual({ new_password: 'x' });
  });

  it('joins an empty array to an empty string and a single choice to itself', () => {
    expect(toRequestPayload({ a: [], b: ['gb'] })).toEqual({ a: '', b: 'gb' });
  });
});

describe('trimmedFormValue', () => {
  it.each([
    ['  a b  ', false, 'a b'],
    ['  a b  ', true, '  a b  '],
    [true, false, true],
  ] as const)('%j (password: %s) -> %j', (value, isPassword, expected) => {
    expect(trimmedFormValue(value, isPassword)).toEqual(expected);
  });
});
