import { countryNamed } from '../domain/accounts/countries';
import { userByEmail, type Account, type PersonalSettings, type User } from '../domain/accounts/model';
import { nextLoginid, nextUserId } from '../domain/accounts/opening';
import { hashPassword, saltFor } from '../domain/accounts/password';
import { currencyNamed } from '../domain/ledger/money';
import { TERMS_CONDITIONS_VERSION } from '../domain/accounts/terms';
import { WorldError } from './world-error';
import type { World } from './world';

/** A real client to create through the control API (POST /worlds/:world/clients). */
export interface NewClient {
  email: string;
  password: string;
  /** Two-letter country code: the real account opens with the country's gaming company. */
  residence: string;
  /** The real account's currency; USD when not given. */
  currency?: string;
  /** Personal details as get_settings names them; date_of_birth as YYYY-MM-DD. */
  settings: Record<string, string>;
}

export interface CreatedClient {
  user_id: number;
  email: string;
  /** The real account's loginid, e.g. CR90000012. */
  loginid: string;
}

const DEFAULT_CURRENCY = 'USD';

function invalid(code: string, message: string): WorldError {
  return new WorldError('invalid', code, message);
}

function dateOfBirth(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const epoch = Date.parse(`${value}T00:00:00Z`) / 1000;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(epoch))
    throw invalid('InvalidDateOfBirth', `date_of_birth "${value}" is not a YYYY-MM-DD date.`);
  return epoch;
}

/**
 * A user with one real account, opened as the platform would have opened it for a resident of the
 * client's country, the terms accepted, no money on it: a person a scenario makes up, with every
 * detail given.
 */
export function createClient(world: World, client: NewClient): CreatedClient {
  const state = world.state.accounts;
  const email = client.email.trim().toLowerCase();
  if (userByEmail(state, email)) throw new WorldError('conflict', 'EmailInUse', `There is already a user "${email}".`);
  const country = countryNamed(client.residence.toLowerCase());
  if (!country || country.restricted || !country.gamingCompany)
    throw invalid('InvalidResidence', `No real account opens for a resident of "${client.residence}".`);
  const currency = client.currency ?? DEFAULT_CURRENCY;
  if (!currencyNamed(currency)) throw invalid('InvalidCurrency', `Unknown currency "${currency}".`);
  const birth = dateOfBirth(client.settings.date_of_birth);
  const settings: PersonalSettings = {
    client_tnc_status: TERMS_CONDITIONS_VERSION,
    ...client.settings,
    ...(birth === undefined ? {} : { date_of_birth: birth }),
  };

  const salt = saltFor(email);
  const user: User = {
    user_id: nextUserId(state),
    email,
    password_salt: salt,
    password_hash: hashPassword(client.password, salt),
    residence: country.code,
    settings,
  };
  const account: Account = {
    loginid: nextLoginid(state, country.gamingCompany),
    user_id: user.user_id,
    landing_company: country.gamingCompany,
    currency,
    created_at: world.clock.epoch(),
    status: [],
    risk_classification: 'low',
  };
  world.commit({ type: 'user_created', user }, { type: 'account_opened', account });
  return { user_id: user.user_id, email, loginid: account.loginid };
}
