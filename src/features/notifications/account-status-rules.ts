import type { AccountStatus, Settings } from '../../api/endpoints/notices';

/** The banner's reasons, in the order the spec ranks them (trading-core §4); the first that applies shows. */
export const BANNER_PRIORITY = [
  'excluded_until',
  'tnc',
  'required_fields',
  'financial_limit',
  'risk',
  'tax',
  'currency',
  'document_review',
  'document_needs_action',
  'authenticate',
  'cashier_locked',
  'withdrawal_locked',
  'mt5_withdrawal_locked',
  'unwelcome',
  'mf_retail',
] as const;

export type BannerReason = (typeof BANNER_PRIORITY)[number] | 'residence';

export interface BannerInput {
  isVirtual: boolean;
  /** Country of residence (authorize `country`); empty when not set. */
  residence: string;
  currency: string;
  landingCompany: string;
  accountStatus: AccountStatus | undefined;
  settings: Settings | undefined;
  /** website_status `terms_conditions_version`. */
  termsVersion: string | undefined;
  /** Epoch seconds until which the client excluded themselves (get_self_exclusion), if any. */
  excludedUntil: number | undefined;
  nowMs: number;
}

/** Personal details a real account needs before it may go on. */
const REQUIRED_DETAILS = ['first_name', 'last_name', 'date_of_birth', 'address_line_1', 'address_city'] as const;

function documentStatuses(status: AccountStatus): (string | undefined)[] {
  return [status.authentication?.document?.status, status.authentication?.identity?.status];
}

const RULES: Record<(typeof BANNER_PRIORITY)[number], (input: BannerInput, status: AccountStatus) => boolean> = {
  excluded_until: ({ excludedUntil, nowMs }) => excludedUntil !== undefined && excludedUntil * 1000 > nowMs,
  tnc: ({ settings, termsVersion }) =>
    settings !== undefined && termsVersion !== undefined && settings.client_tnc_status !== termsVersion,
  required_fields: ({ settings }) =>
    settings !== undefined &&
    REQUIRED_DETAILS.some(
      (field) => settings[field] === undefined || settings[field] === '' || settings[field] === null,
    ),
  financial_limit: (_input, status) => status.status.includes('max_turnover_limit_not_set'),
  risk: ({ landingCompany }, status) =>
    (status.status.includes('financial_assessment_not_complete') &&
      (status.risk_classification === 'high' || landingCompany === 'maltainvest')) ||
    (landingCompany === 'maltainvest' && status.status.includes('trading_experience_not_complete')),
  tax: ({ landingCompany, settings }) =>
    landingCompany === 'maltainvest' &&
    settings !== undefined &&
    (!settings.tax_identification_number || !settings.tax_residence),
  currency: ({ currency }) => !currency,
  document_review: (_input, status) => documentStatuses(status).includes('pending'),
  document_needs_action: (_input, status) =>
    documentStatuses(status).some((each) => each === 'rejected' || each === 'suspected' || each === 'expired'),
  authenticate: (_input, status) => status.prompt_client_to_authenticate === 1,
  cashier_locked: (_input, status) => status.status.includes('cashier_locked'),
  withdrawal_locked: (_input, status) => status.status.includes('withdrawal_locked'),
  mt5_withdrawal_locked: (_input, status) => status.status.includes('mt5_withdrawal_locked'),
  unwelcome: (_input, status) => status.status.includes('unwelcome'),
  mf_retail: ({ landingCompany }, status) =>
    landingCompany === 'maltainvest' && !status.status.includes('professional'),
};

/**
 * Why the account-status banner shows, or undefined when it is hidden. A virtual account is only
 * asked for its country of residence; a real one waits for its account status.
 */
export function bannerReason(input: BannerInput): BannerReason | undefined {
  if (input.isVirtual) return input.residence ? undefined : 'residence';
  const status = input.accountStatus;
  if (!status) return undefined;
  return BANNER_PRIORITY.find((reason) => RULES[reason](input, status));
}
