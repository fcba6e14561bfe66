import type { Account } from '../../session';

/** A settings or security page the landing page offers: its path, name and what it is for (catalogue texts). */
interface SettingsCard {
  page: string;
  title: string;
  description: string;
  /** Offers the card only to the accounts it is for, among those the page's access rule lets in. */
  for?: (account: Account) => boolean;
}

/** Professional status and the authentication documents concern financial (maltainvest) accounts (§6). */
const financialOnly = (account: Account) => account.landing_company_name === 'maltainvest';

/** The profile pages, then the security pages, in the order the landing page lists them. */
export const PROFILE_CARDS = [
  {
    page: 'user/settings/detailsws',
    title: 'Personal details',
    description: 'View your personal details and update those you may change.',
  },
  {
    page: 'user/settings/assessmentws',
    title: 'Financial assessment',
    description: 'Tell us about your trading experience and financial situation.',
  },
  {
    page: 'user/settings/professional',
    title: 'Professional client',
    description: 'Ask to be treated as a professional client.',
    for: financialOnly,
  },
  {
    page: 'user/authenticate',
    title: 'Authentication',
    description: 'Upload the documents that prove your identity and address.',
    for: financialOnly,
  },
  {
    page: 'user/tnc_approvalws',
    title: 'Terms and conditions',
    description: 'Read and accept the latest terms and conditions.',
  },
  {
    page: 'user/telegram-bot',
    title: 'Telegram bot',
    description: 'Connect our Telegram bot to your account.',
  },
] as const satisfies readonly SettingsCard[];

export const SECURITY_CARDS = [
  {
    page: 'user/security/change_passwordws',
    title: 'Change password',
    description: 'Change the password you log in with.',
  },
  {
    page: 'user/security/cashier_passwordws',
    title: 'Cashier password',
    description: 'Lock your cashier with a password of its own, or unlock it.',
  },
  {
    page: 'user/security/self_exclusionws',
    title: 'Self-exclusion facilities',
    description: 'Limit your trading, take a time-out or exclude yourself from the website.',
  },
  {
    page: 'user/security/limitsws',
    title: 'Account limits',
    description: 'See your trading and withdrawal limits.',
  },
  {
    page: 'user/security/api_tokenws',
    title: 'API token',
    description: 'Create and delete tokens that let other applications use your account.',
  },
  {
    page: 'user/security/authorised_appsws',
    title: 'Authorised applications',
    description: 'See the applications you allowed to use your account, and revoke their access.',
  },
  {
    page: 'user/security/iphistoryws',
    title: 'Login history',
    description: 'See when and from where your account was logged in to.',
  },
  {
    page: 'user/security/two_factor_authentication',
    title: 'Two-factor authentication',
    description: 'Protect your log-in with a code from an authenticator app.',
  },
] as const satisfies readonly SettingsCard[];

export type OfferedCard = (typeof PROFILE_CARDS)[number] | (typeof SECURITY_CARDS)[number];

/** Whether the card is for this account kind (the page's access rule is checked apart). */
export function cardIsFor(card: OfferedCard, account: Account): boolean {
  return 'for' in card ? card.for(account) : true;
}
