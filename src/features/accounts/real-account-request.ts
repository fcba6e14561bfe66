import type { NewRealAccountFields } from '../../api/endpoints/account-opening';
import type { RequestPayload } from '../../lib/form-values';
import type { RealAccountValues } from './real-account-rules';

/**
 * new_account_real's fields (accounts-and-money §3) from the submitted form and the residence of
 * the client's virtual account. Optional fields left empty are not sent.
 */
export function realAccountRequest(form: RequestPayload<RealAccountValues>, residence: string): NewRealAccountFields {
  const given = Object.entries(form).filter(([, value]) => value !== '');
  return { ...(Object.fromEntries(given) as Partial<NewRealAccountFields>), residence } as NewRealAccountFields;
}
