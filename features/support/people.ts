import type { Faker } from '@faker-js/faker';
import type { Country } from '../../simulator/domain/accounts/countries';

/** Made-up people get addresses here: the domain is reserved for tests and reaches no one. */
export const TEST_EMAIL_DOMAIN = 'example.test';

/** accounts-and-money §9: a client is 18 to 100 years old (kept a year inside either end). */
const MIN_AGE = 19;
const MAX_AGE = 99;

/** accounts-and-money §5: names of 2-30 letters, spaces, hyphens, periods and apostrophes. */
const NAME = /^[A-Za-z][A-Za-z .'-]{1,29}$/;
/** A city of letters and spaces only, as the "letters only" rule wants (up to 35). */
const CITY = /^[A-Za-z][A-Za-z .'-]{0,34}$/;
/** An address line of letters, digits and spaces, within the address rule's 70 characters. */
const ADDRESS_LINE = /^[A-Za-z0-9][A-Za-z0-9 .'-]{0,69}$/;

/** A made-up client: what the sign-up and real-account forms ask, in the forms' field names. */
export interface Person {
  email: string;
  password: string;
  salutation: 'Mr' | 'Ms';
  first_name: string;
  last_name: string;
  /** YYYY-MM-DD. */
  date_of_birth: string;
  place_of_birth: string;
  citizen: string;
  address_line_1: string;
  address_city: string;
  address_postcode: string;
  phone: string;
  account_opening_reason: string;
}

/** The first value `make` gives that `pattern` accepts: faker's lists are mostly, not all, fit. */
function fitting(make: () => string, pattern: RegExp): string {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const value = make();
    if (pattern.test(value)) return value;
  }
  throw new Error(`no value of the made-up person fits ${pattern.source}`);
}

const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * A resident of `country`, every detail valid under the platform's rules (accounts-and-money §5),
 * aged from 19 to 99 on `today` (the world's clock), with an e-mail at the test domain that no
 * fixture user has. Everything follows from the faker's seed.
 */
export function makePerson(faker: Faker, country: Country, today: Date): Person {
  const sex = faker.person.sex() as 'female' | 'male';
  const first_name = fitting(() => faker.person.firstName(sex), NAME);
  const last_name = fitting(() => faker.person.lastName(), NAME);
  const mailbox = `${first_name}.${last_name}.${faker.string.alphanumeric(6)}`.toLowerCase().replace(/[^a-z0-9.]/g, '');
  return {
    email: `${mailbox}@${TEST_EMAIL_DOMAIN}`,
    password: `${faker.string.alpha({ length: 4, casing: 'upper' })}${faker.string.alpha({ length: 4, casing: 'lower' })}${faker.string.numeric(4)}`,
    salutation: sex === 'female' ? 'Ms' : 'Mr',
    first_name,
    last_name,
    date_of_birth: day(faker.date.birthdate({ mode: 'age', min: MIN_AGE, max: MAX_AGE, refDate: today })),
    place_of_birth: country.code,
    citizen: country.code,
    address_line_1: fitting(() => `${faker.location.buildingNumber()} ${faker.location.street()}`, ADDRESS_LINE),
    address_city: fitting(() => faker.location.city(), CITY),
    address_postcode: faker.location.zipCode('#####'),
    phone: `+${country.phoneIdd} ${faker.string.numeric(3)} ${faker.string.numeric(4)}`,
    account_opening_reason: 'Speculative',
  };
}
