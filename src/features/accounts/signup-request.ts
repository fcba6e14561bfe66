import type { NewVirtualAccountFields } from '../../api/endpoints/account-opening';
import type { RequestPayload } from '../../lib/form-values';
import { FIRST_CONTACT_KEY, storedMarketingData, type MarketingData } from '../../lib/marketing';
import { readableStorage } from '../../lib/storage';
import type { VirtualAccountValues } from './signup-rules';

/** Where the visitor came from, as the sign-up request reports it (accounts-and-money §3). */
export interface SignupOrigin {
  marketing: MarketingData & { affiliate_token?: string };
  /** The first day the visitor came, YYYY-MM-DD. */
  dateFirstContact: string | undefined;
  device: 'desktop' | 'mobile';
}

const NARROW_SCREEN = '(max-width: 767px)';
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const AFFILIATE_TOKEN = /^[\w-]{1,100}$/;

/** This browser's sign-up origin: the marketing cookies, the first visit, the screen's width. */
export function currentSignupOrigin(): SignupOrigin {
  return {
    marketing: storedMarketingData(document),
    dateFirstContact: readableStorage()?.getItem(FIRST_CONTACT_KEY) ?? undefined,
    device: window.matchMedia?.(NARROW_SCREEN).matches ? 'mobile' : 'desktop',
  };
}

/**
 * new_account_virtual's fields from the submitted form and the visitor's origin. The repeated
 * password stays in the browser; origin values the platform would refuse are left out.
 */
export function virtualAccountRequest(
  form: RequestPayload<VirtualAccountValues>,
  origin: SignupOrigin,
): NewVirtualAccountFields {
  const { utm_source, utm_medium, utm_campaign, gclid, affiliate_token } = origin.marketing;
  const optional: Partial<NewVirtualAccountFields> = {
    utm_source,
    utm_medium,
    utm_campaign,
    gclid_url: gclid,
    affiliate_token: affiliate_token && AFFILIATE_TOKEN.test(affiliate_token) ? affiliate_token : undefined,
    date_first_contact:
      origin.dateFirstContact && DATE.test(origin.dateFirstContact) ? origin.dateFirstContact : undefined,
  };
  return {
    verification_code: form.verification_code,
    client_password: form.client_password,
    residence: form.residence,
    email_consent: form.email_consent,
    signup_device: origin.device,
    ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value)),
  };
}
