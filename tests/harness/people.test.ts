import { describe, expect, it } from 'vitest';
import { makePerson, TEST_EMAIL_DOMAIN } from '../../features/support/people';
import { seededFaker } from '../../features/support/scenario-seed';
import { countryNamed } from '../../simulator/domain/accounts/countries';
import { realAccountRules } from '../../src/features/accounts/real-account-rules';
import { email, formErrors, password } from '../../src/lib/validators';

const TODAY = new Date('2026-11-27T12:00:00Z');
const SEEDS = Array.from({ length: 200 }, (_, seed) => seed);

function ageOn(today: Date, birth: string): number {
  const [year, month, day] = birth.split('-').map(Number) as [number, number, number];
  const birthdayPassed =
    today.getUTCMonth() + 1 > month || (today.getUTCMonth() + 1 === month && today.getUTCDate() >= day);
  return today.getUTCFullYear() - year - (birthdayPassed ? 0 : 1);
}

describe('a made-up client', () => {
  it.each(['id', 'gb', 'mt'])('passes every rule of the real-account and sign-up forms (resident of %s)', (code) => {
    const country = countryNamed(code)!;
    for (const seed of SEEDS) {
      const person = makePerson(seededFaker(seed), country, TODAY);
      const values = {
        ...person,
        address_line_2: '',
        address_state: '',
        tax_residence: '',
        tax_identification_number: '',
        secret_question: '',
        secret_answer: '',
        tnc: true,
        not_pep: true,
      };
      const terms = { residence: code, company: 'svg', asksSecretQuestion: false, nowMs: TODAY.getTime() };
      expect({ seed, errors: formErrors(values, realAccountRules(terms)) }).toEqual({ seed, errors: {} });
      expect({ seed, email: email(person.email), password: password(code)(person.password) }).toEqual({
        seed,
        email: undefined,
        password: undefined,
      });
      expect(person.email.endsWith(`@${TEST_EMAIL_DOMAIN}`)).toBe(true);
      const age = ageOn(TODAY, person.date_of_birth);
      expect(age >= 18 && age <= 100, `${person.date_of_birth} is ${age} years old`).toBe(true);
    }
  });

  it('is the same person for the same seed, another for another seed', () => {
    const indonesia = countryNamed('id')!;
    const person = (seed: number) => makePerson(seededFaker(seed), indonesia, TODAY);
    expect(person(11)).toEqual(person(11));
    expect(person(11).email).not.toBe(person(12).email);
    expect(person(11).phone).toMatch(/^\+62 \d{3} \d{4}$/);
  });
});
