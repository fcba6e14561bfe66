import type { NewFinancialAccountFields, NewRealAccountFields } from '../../api/endpoints/account-opening';
import type { RequestPayload } from '../../lib/form-values';
import type { FinancialAccountValues, RealAccountValues } from './real-account-rules';

/** Given fields only: optional fields left empty are not sent. */
function givenFields(fields: Readonly<Record<string, string | number>>) {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== ''));
}

/**
 * new_account_real's fields (accounts-and-money §3) from the submitted form and the residence of
 * the client's virtual account. The ticked terms and not-PEP boxes go as tnc_acceptance and
 * non_pep_declaration.
 */
export function realAccountRequest(form: RequestPayload<RealAccountValues>, residence: string): NewRealAccountFields {
  const { tnc, not_pep, ...details } = form;
  return {
    ...givenFields(details),
    residence,
    tnc_acceptance: tnc,
    non_pep_declaration: not_pep,
  } as NewRealAccountFields;
}

/**
 * new_account_maltainvest's fields (§3 "Financial request"): the real account's, the financial
 * information, and the client type (professional or retail). The confirmation box is not sent.
 */
export function financialAccountRequest(
  form: RequestPayload<FinancialAccountValues>,
  residence: string,
): NewFinancialAccountFields {
  const { confirmation: _confirmed, professional, ...fields } = form;
  return {
    ...realAccountRequest(fields, residence),
    client_type: professional === 1 ? 'professional' : 'retail',
  } as NewFinancialAccountFields;
}
