import type { GetAccountStatusResponse } from '../../../schemas/generated/types';
import { landingCompanyOf } from '../../domain/accounts/landing-companies';
import { isVirtual, type Account, type User } from '../../domain/accounts/model';
import { hasStatus } from '../../domain/accounts/statuses';
import { FINANCIAL_QUESTIONS, sectionComplete } from '../../domain/accounts/financial-assessment';
import { transactionsOf } from '../../domain/ledger/ledger';
import type { DocumentRecord } from '../../domain/security/model';
import type { World } from '../../world/world';
import { actingAccount } from '../support/account-context';
import type { HandlerTable } from '../handler';

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
 * A high-risk client of a company that wants the financial information after the first deposit
 * (landing_company_details requirements.after_first_deposit) must complete the assessment once money
 * came in.
 */
function assessmentDue(world: World, account: Account, user: User): boolean {
  const due = landingCompanyOf(account.landing_company).requirements.afterFirstDeposit ?? [];
  if (!due.includes('financial_information') || account.risk_classification !== 'high') return false;
  const answers = world.state.security.financial_assessment[user.user_id] ?? {};
  if (sectionComplete(answers, FINANCIAL_QUESTIONS)) return false;
  return transactionsOf(world.state.ledger, account.loginid).some((transaction) => transaction.action === 'deposit');
}

/**
 * The stored flags, plus those that follow from the client's details: `crs_tin_information` once a
 * real client has given a tax residence and a tax identification number (the maltainvest notice "tax"
 * shows until then), and `financial_assessment_not_complete` when the assessment is due.
 */
function statusFlags(world: World, account: Account, user: User): string[] {
  const { tax_residence: residence, tax_identification_number: number } = user.settings;
  const taxGiven = !isVirtual(account) && Boolean(residence) && Boolean(number);
  const assessment = !hasStatus(account, 'financial_assessment_not_complete') && assessmentDue(world, account, user);
  return [
    ...account.status,
    ...(assessment ? ['financial_assessment_not_complete'] : []),
    ...(taxGiven ? ['crs_tin_information'] : []),
  ];
}

function accountStatus(world: World, account: Account, user: User): AccountStatusBody {
  const documents = world.state.security.documents[account.loginid] ?? [];
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
    status: statusFlags(world, account, user),
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
      return { get_account_status: accountStatus(context.world, account, user) };
    },
  },
};
