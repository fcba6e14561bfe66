import type { BannerReason } from './account-status-rules';

/**
 * Each banner reason's text; `[_1]` and `[_2]` wrap the words that link to `page` (a page name under
 * /{lang}/, `.html` added). Texts the spec quotes are verbatim once the link markers are dropped.
 */
export interface BannerMessage<Text extends string = string> {
  text: Text;
  page?: string;
}

const MESSAGES = {
  authenticate: {
    text: '[_1]Authenticate your account[_2] now to take full advantage of all payment methods available.',
    page: 'user/authenticate',
  },
  cashier_locked: {
    text: 'Deposits and withdrawals have been disabled on your account. Please check your email for more details.',
  },
  currency: { text: 'Please set the [_1]currency[_2] of your account.', page: 'user/set-currency' },
  document_needs_action: {
    text: '[_1]Your Proof of Identity or Proof of Address[_2] did not meet our requirements. Please check your email for further instructions.',
    page: 'user/authenticate',
  },
  document_review: { text: 'We are reviewing your documents. For more details [_1]contact us[_2].', page: 'contact' },
  excluded_until: {
    text: 'Your account is restricted. Kindly [_1]contact customer support[_2] for assistance.',
    page: 'contact',
  },
  financial_limit: {
    text: 'Please set your [_1]30-day turnover limit[_2] to remove deposit limits.',
    page: 'user/security/self_exclusionws',
  },
  mf_retail: {
    text: 'Binary Options Trading has been disabled on your account. Kindly [_1]contact customer support[_2] for assistance.',
    page: 'contact',
  },
  mt5_withdrawal_locked: {
    text: 'MT5 withdrawals have been disabled on your account. Please check your email for more details.',
  },
  required_fields: {
    text: 'Please complete your [_1]personal details[_2] before you proceed.',
    page: 'user/settings/detailsws',
  },
  residence: {
    text: 'Please set [_1]country of residence[_2] before upgrading to a real-money account.',
    page: 'user/settings/detailsws',
  },
  risk: {
    text: 'Please complete the [_1]financial assessment form[_2] to lift your withdrawal and trading limits.',
    page: 'user/settings/assessmentws',
  },
  tax: {
    text: 'Please [_1]complete your account profile[_2] to lift your withdrawal and trading limits.',
    page: 'user/settings/detailsws',
  },
  tnc: {
    text: 'Please [_1]accept the updated Terms and Conditions[_2] to lift your withdrawal and trading limits.',
    page: 'user/tnc_approvalws',
  },
  unwelcome: {
    text: 'Trading and deposits have been disabled on your account. Kindly [_1]contact customer support[_2] for assistance.',
    page: 'contact',
  },
  withdrawal_locked: {
    text: 'Withdrawals have been disabled on your account. Please check your email for more details.',
  },
} as const satisfies Record<BannerReason, BannerMessage>;

/** Each text keeps its literal type, so the catalogue check sees every text the banner can show. */
export const BANNER_MESSAGES: Record<BannerReason, BannerMessage<(typeof MESSAGES)[BannerReason]['text']>> = MESSAGES;
