import { countryNamed } from '../domain/accounts/countries';
import {
  landingCompanyNamed,
  landingCompanyOf,
  type LandingCompany,
  type LandingCompanyCode,
} from '../domain/accounts/landing-companies';
import {
  userOf,
  type Account,
  type OutboxEmail,
  type PersonalSettings,
  type RiskClassification,
  type SelfExclusion,
} from '../domain/accounts/model';
import { ACCOUNT_STATUSES, isAccountStatus, withStatuses, type AccountStatus } from '../domain/accounts/statuses';
import { balanceOf, nextTransaction } from '../domain/ledger/ledger';
import { currencyNamed, fromMinorUnits, toMinorUnits } from '../domain/ledger/money';
import type { DocumentRecord } from '../domain/security/model';
import { WorldError } from './world-error';
import type { SingleChange } from './changes';
import type { World } from './world';

/** What the control API may change about an account (PATCH /worlds/:world/accounts/:loginid). */
export interface AccountPatch {
  /** Set the balance to this amount, recorded as an adjustment transaction. */
  balance?: number | string;
  currency?: string;
  status?: { set?: string[]; clear?: string[] };
  landing_company?: string;
  /** The residence of the account's user (shared by all their accounts). */
  residence?: string;
  /** The client's risk classification, as get_account_status reports it. */
  risk_classification?: RiskClassification;
  /** Personal details of the account's user to set, as get_settings names them; null clears one. */
  settings?: PersonalSettings;
  /** The account's complete self-exclusion limits, as get_self_exclusion shows them; {} clears them. */
  self_exclusion?: SelfExclusion;
}

export interface AccountSummary {
  loginid: string;
  user_id: number;
  email: string;
  landing_company: LandingCompanyCode;
  currency: string;
  balance: number;
  status: AccountStatus[];
  residence: string;
}

function invalid(code: string, message: string): WorldError {
  return new WorldError('invalid', code, message);
}

function accountNamed(world: World, loginid: string): Account {
  const account = world.state.accounts.accounts[loginid];
  if (!account) throw new WorldError('not_found', 'AccountNotFound', `There is no account "${loginid}".`);
  return account;
}

function statusList(names: string[] | undefined): AccountStatus[] {
  const unknown = (names ?? []).filter((name) => !isAccountStatus(name));
  if (unknown.length > 0)
    throw invalid('InvalidStatus', `Unknown status ${unknown.join(', ')}; known: ${ACCOUNT_STATUSES.join(', ')}.`);
  return (names ?? []).filter(isAccountStatus);
}

function landingCompanyFor(account: Account, name: string | undefined): LandingCompany {
  if (name === undefined) return landingCompanyOf(account.landing_company);
  const company = landingCompanyNamed(name);
  if (!company) throw invalid('InvalidLandingCompany', `Unknown landing company "${name}".`);
  return company;
}

export function accountSummary(world: World, loginid: string): AccountSummary {
  const account = accountNamed(world, loginid);
  const user = userOf(world.state.accounts, account);
  const currency = account.currency ? currencyNamed(account.currency) : undefined;
  return {
    loginid,
    user_id: user.user_id,
    email: user.email,
    landing_company: account.landing_company,
    currency: account.currency ?? '',
    balance: currency ? fromMinorUnits(balanceOf(world.state.ledger, loginid), currency) : 0,
    status: [...account.status],
    residence: user.residence,
  };
}

/**
 * Changes an account as tests and people ask through the control API. Every value is checked first,
 * so a refused patch changes nothing; throws WorldError not_found for an unknown loginid, invalid for a bad value.
 */
export function patchAccount(world: World, loginid: string, patch: AccountPatch): AccountSummary {
  const account = accountNamed(world, loginid);
  const company = landingCompanyFor(account, patch.landing_company);
  const currencyCode = patch.currency ?? account.currency;
  const currency = currencyCode === undefined ? undefined : currencyNamed(currencyCode);
  if (currencyCode !== undefined && (!currency || !company.legalAllowedCurrencies.includes(currencyCode)))
    throw invalid(
      'InvalidCurrency',
      `${company.shortcode} accounts take ${company.legalAllowedCurrencies.join(', ')}.`,
    );
  if (patch.residence !== undefined && !countryNamed(patch.residence))
    throw invalid('InvalidResidence', `Unknown country code "${patch.residence}".`);
  const status = withStatuses(account.status, statusList(patch.status?.set), statusList(patch.status?.clear));
  const currentMinor = balanceOf(world.state.ledger, loginid);
  if (
    patch.currency !== undefined &&
    patch.currency !== account.currency &&
    currentMinor !== 0 &&
    patch.balance === undefined
  )
    throw invalid('CurrencyHasBalance', 'Give the balance in the new currency too, or set it to 0 first.');
  let targetMinor: number | undefined;
  if (patch.balance !== undefined) {
    if (!currency) throw invalid('NoCurrency', `${loginid} has no currency; set one with the balance.`);
    try {
      targetMinor = toMinorUnits(patch.balance, currency);
    } catch (error) {
      throw invalid('InvalidBalance', (error as Error).message);
    }
    if (targetMinor < 0) throw invalid('InvalidBalance', 'A balance cannot be negative.');
  }

  const risk = patch.risk_classification;
  // One journal entry for the whole patch: a crash keeps all of it or none.
  const changes: SingleChange[] = [];
  if (
    patch.currency !== undefined ||
    patch.landing_company !== undefined ||
    patch.status !== undefined ||
    risk !== undefined
  )
    changes.push({
      type: 'account_updated',
      loginid,
      status,
      landing_company: company.shortcode,
      ...(currencyCode === undefined ? {} : { currency: currencyCode }),
      ...(risk === undefined ? {} : { risk_classification: risk }),
    });
  if (patch.residence !== undefined || patch.settings !== undefined)
    changes.push({
      type: 'user_updated',
      user_id: account.user_id,
      ...(patch.residence === undefined ? {} : { residence: patch.residence.toLowerCase() }),
      ...(patch.settings === undefined ? {} : { settings: patch.settings }),
    });
  if (patch.self_exclusion !== undefined)
    changes.push({ type: 'self_exclusion_set', loginid, self_exclusion: patch.self_exclusion });
  if (targetMinor !== undefined && targetMinor !== currentMinor) {
    const transaction = nextTransaction(world.state.ledger, {
      loginid,
      action: 'adjustment',
      amount: targetMinor - currentMinor,
      time: world.clock.epoch(),
      description: 'Balance set through the control API',
    });
    changes.push({ type: 'ledger_posted', transaction });
  }
  world.commit(...changes);
  return accountSummary(world, loginid);
}

/** The e-mails the world sent, oldest first; only those to `to` when given. */
/** The documents the account uploaded (document_upload), oldest first. */
export function documentsOf(world: World, loginid: string): DocumentRecord[] {
  accountNamed(world, loginid);
  return (world.state.security.documents[loginid] ?? []).map((document) => ({ ...document }));
}

export function outbox(world: World, to?: string): OutboxEmail[] {
  const wanted = to?.trim().toLowerCase();
  return world.state.accounts.outbox
    .filter((email) => wanted === undefined || email.to === wanted)
    .map((email) => ({ ...email }));
}
