import type { NewAccountRealResponse } from '../../../schemas/generated/types';
import { countryNamed } from '../../domain/accounts/countries';
import { FINANCIAL_QUESTIONS, sectionComplete, TRADING_QUESTIONS } from '../../domain/accounts/financial-assessment';
import { landingCompanyOf, type LandingCompanyCode } from '../../domain/accounts/landing-companies';
import type { Account, PersonalSettings } from '../../domain/accounts/model';
import { nextLoginid } from '../../domain/accounts/opening';
import {
  birthDateEpoch,
  isOfAge,
  missingOpeningDetails,
  openingCompany,
  type AccountKind,
} from '../../domain/accounts/real-account-rules';
import type { AccountStatus } from '../../domain/accounts/statuses';
import { TOKEN_SCOPES } from '../../domain/accounts/tokens';
import { availableCurrencies, upgradeableLandingCompanies } from '../../domain/accounts/upgrade';
import { currencyNamed } from '../../domain/ledger/money';
import type { AssessmentAnswers } from '../../domain/security/model';
import { ApiError } from '../../protocol/api-error';
import { actingAccount } from './account-context';
import type { CallContext } from '../handler';
import { newOauthToken } from './random-text';
import { TERMS_CONDITIONS_VERSION } from '../../domain/accounts/terms';

type OpeningReply = NewAccountRealResponse['new_account_real'];

/** Request fields kept as the user's personal details. */
const PERSONAL_FIELDS = [
  'salutation',
  'first_name',
  'last_name',
  'place_of_birth',
  'citizen',
  'tax_residence',
  'tax_identification_number',
  'account_opening_reason',
  'address_line_1',
  'address_line_2',
  'address_city',
  'address_state',
  'address_postcode',
  'phone',
  'secret_question',
  'secret_answer',
  'employment_status',
  'non_pep_declaration',
  'client_type',
] as const;

function dateOfBirth(value: unknown, nowEpoch: number): number {
  const epoch = birthDateEpoch(String(value));
  if (epoch === undefined)
    throw new ApiError('InputValidationFailed', 'Input validation failed: date_of_birth', {
      date_of_birth: 'Not a valid date.',
    });
  if (!isOfAge(epoch, nowEpoch)) throw new ApiError('BelowMinimumAge', 'Sorry, you are too young to open an account.');
  return epoch;
}

function targetCompany(residence: string, kind: AccountKind): LandingCompanyCode {
  const code = openingCompany(residence, kind);
  if (!code) throw new ApiError('InvalidAccount', 'Sorry, account opening is unavailable.');
  return code;
}

/** A request's fields by name, as the company's requirements name them. */
type RequestFields = Readonly<Record<string, unknown>>;

function checkedCurrency(request: RequestFields, available: string[]): string | undefined {
  const currency = request.currency;
  if (typeof currency !== 'string') return undefined;
  if (!available.includes(currency))
    throw new ApiError(
      'CurrencyNotApplicable',
      `The provided currency ${currency} is not applicable for this account.`,
    );
  return currency;
}

/** Answers to financial-assessment questions given with a financial account request. */
export function assessmentAnswersIn(request: RequestFields): AssessmentAnswers {
  const questions = [...Object.keys(TRADING_QUESTIONS), ...Object.keys(FINANCIAL_QUESTIONS)];
  return Object.fromEntries(
    Object.entries(request).filter(
      (entry): entry is [string, string] => questions.includes(entry[0]) && typeof entry[1] === 'string',
    ),
  );
}

function assessmentStatuses(answers: AssessmentAnswers): AccountStatus[] {
  return [
    ...(sectionComplete(answers, FINANCIAL_QUESTIONS) ? [] : ['financial_assessment_not_complete' as const]),
    ...(sectionComplete(answers, TRADING_QUESTIONS) ? [] : ['trading_experience_not_complete' as const]),
  ];
}

/**
 * The flags a new account starts with: a financial account until its assessment is complete; a
 * gaming account of a UK resident or with the Malta company until the client sets a 30-day turnover
 * limit (get_account_status: "Applies to UK and Malta clients").
 */
function openingStatuses(kind: AccountKind, code: LandingCompanyCode, residence: string, answers: AssessmentAnswers) {
  if (kind === 'financial') return assessmentStatuses(answers);
  const turnoverLimit = code === 'malta' || countryNamed(residence)?.ukgc === true;
  return turnoverLimit ? ['max_turnover_limit_not_set' as const] : [];
}

/**
 * Opens a real account for the user of the acting account (accounts-and-money §4 "New accounts"):
 * with the residence's company of that kind, if the user may still open one there; the details the
 * company requires must be in the request or already known. `beforeOpening` runs after every check,
 * so a financial request can still ask for the risk disclaimer.
 */
export function openRealAccount(
  context: CallContext<'new_account_real' | 'new_account_maltainvest'>,
  kind: AccountKind,
  beforeOpening?: () => void,
): OpeningReply {
  const { world } = context;
  const request: RequestFields = { ...context.request };
  const { user } = actingAccount(context);
  const state = world.state.accounts;
  const now = world.clock.epoch();
  const residence = user.residence || String(request.residence ?? '');
  const code = targetCompany(residence, kind);
  if (!upgradeableLandingCompanies(state, user).includes(code))
    throw new ApiError('NewAccountLimitReached', 'You have created all accounts available to you.');
  const absent = missingOpeningDetails(code, residence, request, user.settings);
  if (absent.length > 0)
    throw new ApiError('InsufficientAccountDetails', 'Please provide complete details for account opening.', {
      missing: absent,
    });
  const settings: PersonalSettings = { client_tnc_status: TERMS_CONDITIONS_VERSION };
  if (request.date_of_birth !== undefined) settings.date_of_birth = dateOfBirth(request.date_of_birth, now);
  for (const field of PERSONAL_FIELDS) {
    const value = request[field];
    if (typeof value === 'string' || typeof value === 'number') settings[field] = value;
  }
  const currency = checkedCurrency(request, availableCurrencies(state, user, code));
  beforeOpening?.();

  const answers = kind === 'financial' ? assessmentAnswersIn(request) : {};
  const account: Account = {
    loginid: nextLoginid(state, code),
    user_id: user.user_id,
    landing_company: code,
    created_at: now,
    status: openingStatuses(kind, code, residence, answers),
    risk_classification: 'low',
    ...(currency === undefined ? {} : { currency }),
  };
  const token = newOauthToken();
  world.commit(
    { type: 'user_updated', user_id: user.user_id, ...(user.residence ? {} : { residence }), settings },
    { type: 'account_opened', account },
    {
      type: 'token_issued',
      token: { token, loginid: account.loginid, kind: 'oauth', scopes: [...TOKEN_SCOPES], display_name: 'Sign-up' },
    },
    ...(Object.keys(answers).length > 0
      ? [{ type: 'financial_assessment_set', user_id: user.user_id, answers } as const]
      : []),
  );
  const company = landingCompanyOf(code);
  const body: OpeningReply = {
    client_id: account.loginid,
    landing_company: company.name,
    landing_company_short: company.shortcode,
    landing_company_shortcode: company.shortcode,
    oauth_token: token,
  };
  const type = currency ? currencyNamed(currency)?.type : undefined;
  if (currency && type) Object.assign(body, { currency, currency_type: type });
  return body;
}
