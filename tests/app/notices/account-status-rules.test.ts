import { describe, expect, it } from 'vitest';
import type { AccountStatus, Settings } from '../../../src/api/endpoints/notices';
import { BANNER_MESSAGES } from '../../../src/features/notifications/banner-messages';
import {
  BANNER_PRIORITY,
  bannerReason,
  type BannerInput,
} from '../../../src/features/notifications/account-status-rules';

const NOW = Date.UTC(2030, 0, 1);
const COMPLETE_SETTINGS = {
  first_name: 'Ann',
  last_name: 'Lee',
  date_of_birth: 0,
  address_line_1: '1 Main St',
  address_city: 'Town',
  client_tnc_status: 'v1',
  tax_identification_number: '123',
  tax_residence: 'de',
} as unknown as Settings;

function status(flags: string[], extra: Partial<AccountStatus> = {}): AccountStatus {
  return { status: flags, prompt_client_to_authenticate: 0, risk_classification: 'low', ...extra } as AccountStatus;
}

const clean: BannerInput = {
  isVirtual: false,
  residence: 'de',
  currency: 'EUR',
  landingCompany: 'svg',
  accountStatus: status([]),
  settings: COMPLETE_SETTINGS,
  termsVersion: 'v1',
  excludedUntil: undefined,
  nowMs: NOW,
};

/** One input per reason that makes only that reason apply. */
const CAUSES: Record<(typeof BANNER_PRIORITY)[number], Partial<BannerInput>> = {
  excluded_until: { excludedUntil: NOW / 1000 + 60 },
  tnc: { termsVersion: 'v2' },
  required_fields: { settings: { ...COMPLETE_SETTINGS, address_city: '' } },
  financial_limit: { accountStatus: status(['max_turnover_limit_not_set']) },
  risk: { accountStatus: status(['financial_assessment_not_complete'], { risk_classification: 'high' }) },
  tax: {
    landingCompany: 'maltainvest',
    accountStatus: status(['professional']),
    settings: { ...COMPLETE_SETTINGS, tax_identification_number: null },
  },
  currency: { currency: '' },
  document_review: {
    accountStatus: status([], { authentication: { document: { status: 'pending' } } } as Partial<AccountStatus>),
  },
  document_needs_action: {
    accountStatus: status([], { authentication: { identity: { status: 'rejected' } } } as Partial<AccountStatus>),
  },
  authenticate: { accountStatus: status([], { prompt_client_to_authenticate: 1 }) },
  cashier_locked: { accountStatus: status(['cashier_locked']) },
  withdrawal_locked: { accountStatus: status(['withdrawal_locked']) },
  mt5_withdrawal_locked: { accountStatus: status(['mt5_withdrawal_locked']) },
  unwelcome: { accountStatus: status(['unwelcome']) },
  mf_retail: { landingCompany: 'maltainvest', accountStatus: status([]) },
};

describe('account-status banner', () => {
  it('is hidden when nothing applies', () => {
    expect(bannerReason(clean)).toBeUndefined();
  });

  it.each(BANNER_PRIORITY)('%s applies on its own cause', (reason) => {
    expect(bannerReason({ ...clean, ...CAUSES[reason] })).toBe(reason);
  });

  it('shows the first applicable reason in the priority order', () => {
    // Pairs of neighbours in the order: the earlier one always wins over the later one.
    const flags = [
      'max_turnover_limit_not_set',
      'cashier_locked',
      'withdrawal_locked',
      'mt5_withdrawal_locked',
      'unwelcome',
    ];
    expect(bannerReason({ ...clean, accountStatus: status(flags) })).toBe('financial_limit');
    expect(bannerReason({ ...clean, accountStatus: status(flags.slice(1)) })).toBe('cashier_locked');
    expect(bannerReason({ ...clean, accountStatus: status(flags.slice(2)) })).toBe('withdrawal_locked');
    expect(bannerReason({ ...clean, accountStatus: status(flags.slice(3)) })).toBe('mt5_withdrawal_locked');
    expect(bannerReason({ ...clean, excludedUntil: NOW / 1000 + 1, termsVersion: 'v2', currency: '' })).toBe(
      'excluded_until',
    );
    expect(bannerReason({ ...clean, termsVersion: 'v2', currency: '' })).toBe('tnc');
    expect(
      bannerReason({
        ...clean,
        currency: '',
        accountStatus: status(['unwelcome'], { prompt_client_to_authenticate: 1 }),
      }),
    ).toBe('currency');
  });

  it('an exclusion that has ended no longer shows', () => {
    expect(bannerReason({ ...clean, excludedUntil: NOW / 1000 - 1 })).toBeUndefined();
  });

  it('a virtual account is only asked for its residence', () => {
    const virtual = { ...clean, isVirtual: true, currency: '', accountStatus: status(['unwelcome']) };
    expect(bannerReason(virtual)).toBeUndefined();
    expect(bannerReason({ ...virtual, residence: '' })).toBe('residence');
  });

  it('waits for the account status of a real account', () => {
    expect(bannerReason({ ...clean, currency: '', accountStatus: undefined })).toBeUndefined();
  });

  it("quotes the spec's banner texts verbatim once the link markers are dropped", () => {
    const plain = (reason: keyof typeof BANNER_MESSAGES) => BANNER_MESSAGES[reason].text.replace(/\[_[12]\]/g, '');
    expect(plain('cashier_locked')).toBe(
      'Deposits and withdrawals have been disabled on your account. Please check your email for more details.',
    );
    expect(plain('withdrawal_locked')).toBe(
      'Withdrawals have been disabled on your account. Please check your email for more details.',
    );
    expect(plain('mt5_withdrawal_locked')).toBe(
      'MT5 withdrawals have been disabled on your account. Please check your email for more details.',
    );
    expect(plain('unwelcome')).toBe(
      'Trading and deposits have been disabled on your account. Kindly contact customer support for assistance.',
    );
    expect(plain('excluded_until')).toBe('Your account is restricted. Kindly contact customer support for assistance.');
    expect(plain('mf_retail')).toBe(
      'Binary Options Trading has been disabled on your account. Kindly contact customer support for assistance.',
    );
  });
});
