import type { GetAccountStatusResponse } from '../../schemas/generated/types';
import { landingCompanyOf } from '../domain/accounts/landing-companies';
import { isVirtual, type Account, type User } from '../domain/accounts/model';
import { hasStatus } from '../domain/accounts/statuses';
import type { DocumentRecord } from '../domain/security/model';
import { actingAccount } from './account-context';
import type { HandlerTable } from './handler';
import { reply } from './reply';

type AccountStatusBody = GetAccountStatusResponse['get_account_status'];

/** Profile fields the cashier needs before it opens (the landing company's withdrawal requirements). */
function cashierMissingFields(account: Account, user: User): string[] {
  return landingCompanyOf(account.landing_company).requirements.withdrawal.filter((field) => !user.settings[field]);
}

/** What must still be verified: identity and address, where the company requires it or the cashier is locked. */
function needsVerification(account: Account): string[] {
  if (isVirtual(account) || hasStatus(account, 'authenticated')) return [];
  const required = landingCompanyOf(account.landing_company).requiresAuthentication;
  return required || hasStatus(account, 'cashier_locked') ? ['identity', 'document'] : [];
}

/** The reasons the cashier would refuse, as the platform codes them. */
function cashierValidation(account: Account, missing: string[], needs: string[]): string[] {
  const reasons: string[] = [];
  if (!account.currency) reasons.push('ASK_CURRENCY');
  if (missing.length > 0) reasons.push('ASK_FIX_DETAILS');
  if (needs.length > 0) reasons.push('ASK_AUTHENTICATE');
  if (hasStatus(account, 'cashier_locked')) reasons.push('cashier_locked_status');
  if (hasStatus(account, 'withdrawal_locked')) reasons.push('withdrawal_locked_status');
  if (hasStatus(account, 'unwelcome')) reasons.push('unwelcome_status');
  return reasons;
}

/** Document types that prove an address; the others prove identity. */
const PROOF_OF_ADDRESS = new Set([
  'utility_bill',
  'bankstatement',
  'bank_statement',
  'proofaddress',
  'phone_bill',
  'insurance_bill',
  'tax_receipt',
  'poa_others',
]);

type ReviewStatus = 'none' | 'pending' | 'verified';

/** Verified once authenticated; pending review while uploaded documents of that kind wait. */
function reviewStatus(account: Account, documents: readonly DocumentRecord[], ofAddress: boolean): ReviewStatus {
  if (hasStatus(account, 'authenticated')) return 'verified';
  return documents.some((document) => PROOF_OF_ADDRESS.has(document.document_type) === ofAddress) ? 'pending' : 'none';
}

/**
 * The stored flags, plus `crs_tin_information` once a real client has given a tax residence and a tax
 * identification number (the maltainvest notice "tax" shows until then).
 */
function statusFlags(account: Account, user: User): string[] {
  const { tax_residence: residence, tax_identification_number: number } = user.settings;
  const taxGiven = !isVirtual(account) && Boolean(residence) && Boolean(number);
  return [...account.status, ...(taxGiven ? ['crs_tin_information'] : [])];
}

function accountStatus(account: Account, user: User, documents: readonly DocumentRecord[]): AccountStatusBody {
  const needs = needsVerification(account);
  const body: AccountStatusBody = {
    authentication: {
      document: { status: reviewStatus(account, documents, true) },
      identity: { status: reviewStatus(account, documents, false) },
      income: { status: 'none' },
      needs_verification: needs,
      ownership: { requests: [], status: 'none' },
    },
    currency_config: account.currency
      ? { [account.currency]: { is_deposit_suspended: 0, is_withdrawal_suspended: 0 } }
      : {},
    p2p_poa_required: 0,
    p2p_status: 'none',
    prompt_client_to_authenticate: needs.length > 0 ? 1 : 0,
    risk_classification: account.risk_classification,
    status: statusFlags(account, user),
  };
  if (!isVirtual(account)) {
    const missing = cashierMissingFields(account, user);
    body.cashier_missing_fields = missing;
    body.cashier_validation = cashierValidation(account, missing, needs);
  }
  return body;
}

export const accountStatusHandlers: HandlerTable = {
  get_account_status: {
    scopes: ['read'],
    handle: (context) => {
      const { account, user } = actingAccount(context);
      const documents = context.world.state.security.documents[account.loginid] ?? [];
      return { get_account_status: reply(accountStatus(account, user, documents)) };
    },
  },
};
