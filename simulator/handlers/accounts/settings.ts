import { createHash } from 'node:crypto';
import type { GetSettingsResponse } from '../../../schemas/generated/types';
import type { AccountsChange } from '../../domain/accounts/changes';
import { countryNamed } from '../../domain/accounts/countries';
import { landingCompanyOf } from '../../domain/accounts/landing-companies';
import { isVirtual, type PersonalSettings, type SettingValue, type User } from '../../domain/accounts/model';
import { immutableFields, refusedFields } from '../../domain/accounts/settings-rules';
import { hasStatus, withStatuses } from '../../domain/accounts/statuses';
import { ApiError } from '../../protocol/api-error';
import type { SetSettingsRequest } from '../../../schemas/generated/types';
import { actingAccount, type ActingAccount } from '../support/account-context';
import type { HandlerTable } from '../handler';

type Settings = GetSettingsResponse['get_settings'];

const REQUEST_ONLY_FIELDS = new Set(['set_settings', 'loginid', 'req_id', 'passthrough']);

/** Real-account details get_settings reports as text ('' when not given). */
const TEXT_FIELDS = [
  'address_city',
  'address_line_1',
  'address_line_2',
  'address_postcode',
  'address_state',
  'citizen',
  'first_name',
  'last_name',
  'salutation',
] as const;
/** Real-account details get_settings reports as text or null. */
const NULLABLE_FIELDS = [
  'account_opening_reason',
  'phone',
  'place_of_birth',
  'tax_identification_number',
  'tax_residence',
  'client_tnc_status',
] as const;

function text(value: SettingValue | undefined): string {
  return typeof value === 'string' ? value : '';
}

function textOrNull(value: SettingValue | undefined): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function isFlags(value: SettingValue | undefined): value is { [key: string]: number } {
  return typeof value === 'object' && value !== null;
}

function flag(value: SettingValue | undefined): 0 | 1 {
  return value === 1 ? 1 : 0;
}

/** Identifies the user to the support chat without revealing the e-mail. */
function userHash(user: User): string {
  return createHash('sha256').update(`support:${user.email}`).digest('hex');
}

function getSettings({ account, user }: ActingAccount): Settings {
  const country = countryNamed(user.residence);
  const { settings } = user;
  const preferred = settings.preferred_language;
  const common: Settings = {
    country: country?.name ?? null,
    country_code: user.residence || null,
    dxtrade_user_exception: flag(settings.dxtrade_user_exception),
    email: user.email,
    email_consent: flag(settings.email_consent),
    feature_flag: { wallet: flag(isFlags(settings.feature_flag) ? settings.feature_flag.wallet : 0) },
    has_secret_answer: typeof settings.secret_answer === 'string' ? 1 : 0,
    immutable_fields: immutableFields(account, user),
    preferred_language: typeof preferred === 'string' ? preferred : null,
    residence: country?.name ?? null,
    trading_hub: flag(settings.trading_hub),
    user_hash: userHash(user),
  };
  if (isVirtual(account)) return common;
  const real: Settings = {
    ...common,
    allow_copiers: flag(settings.allow_copiers),
    date_of_birth: typeof settings.date_of_birth === 'number' ? settings.date_of_birth : null,
    is_authenticated_payment_agent: account.payment_agent?.is_authenticated ? 1 : 0,
    non_pep_declaration: flag(settings.non_pep_declaration),
    request_professional_status: hasStatus(account, 'professional_requested') ? 1 : 0,
    tnc_status: { [account.landing_company]: settings.client_tnc_status ? 1 : 0 },
  };
  for (const field of TEXT_FIELDS) real[field] = text(settings[field]);
  for (const field of NULLABLE_FIELDS) real[field] = textOrNull(settings[field]);
  if (typeof settings.employment_status === 'string') real.employment_status = settings.employment_status;
  return real;
}

function epochOfDate(value: string): number {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const epoch = Date.UTC(year, month - 1, day) / 1000;
  if (new Date(epoch * 1000).getUTCDate() !== day)
    throw new ApiError('InputValidationFailed', 'Input validation failed: date_of_birth', {
      date_of_birth: 'Not a valid date.',
    });
  return epoch;
}

/** The request's fields as they would be stored, keeping only those that differ from what is kept. */
function requestedChanges(request: SetSettingsRequest, user: User): PersonalSettings {
  const changes: PersonalSettings = {};
  for (const [field, value] of Object.entries(request)) {
    if (REQUEST_ONLY_FIELDS.has(field)) continue;
    const stored =
      field === 'date_of_birth' && typeof value === 'string' ? epochOfDate(value) : (value as SettingValue);
    const current = field === 'residence' ? user.residence : user.settings[field];
    if (JSON.stringify(stored) !== JSON.stringify(current ?? null)) changes[field] = stored;
  }
  return changes;
}

function professionalStatusRequest({ account }: ActingAccount) {
  if (!landingCompanyOf(account.landing_company).supportProfessionalClient)
    throw new ApiError('ProfessionalNotAllowed', 'Professional status is not applicable to your account.');
  if (hasStatus(account, 'professional') || hasStatus(account, 'professional_requested'))
    throw new ApiError('ProfessionalAlreadySubmitted', 'You already requested professional status.');
  // A new request replaces an earlier rejection: the application is being processed again.
  return withStatuses(account.status, ['professional_requested'], ['professional_rejected']);
}

export const settingsHandlers: HandlerTable = {
  get_settings: {
    scopes: ['read'],
    handle: (context) => ({ get_settings: getSettings(actingAccount(context)) }),
  },
  set_settings: {
    scopes: ['admin'],
    handle: (context) => {
      const acting = actingAccount(context);
      const { account, user } = acting;
      const changes = requestedChanges(context.request, user);
      const refused = refusedFields(Object.keys(changes), account, user);
      if (refused.length > 0)
        throw new ApiError('PermissionDenied', 'Permission denied.', { fields: refused.sort().join(', ') });
      const { residence, request_professional_status, ...settings } = changes;
      const status = request_professional_status === 1 ? professionalStatusRequest(acting) : undefined;
      const kept: AccountsChange[] = [];
      if (typeof residence === 'string' || Object.keys(settings).length > 0)
        kept.push({
          type: 'user_updated',
          user_id: user.user_id,
          ...(typeof residence === 'string' ? { residence } : {}),
          settings,
        });
      if (status) kept.push({ type: 'account_updated', loginid: account.loginid, status });
      context.world.commit(...kept);
      return { set_settings: 1 };
    },
  },
};
