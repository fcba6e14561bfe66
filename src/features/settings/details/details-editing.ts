import { ADDRESS_DETAILS, IDENTITY_DETAILS, TAX_DETAILS, type PersonalDetail } from '../../accounts';

/** The identity and tax details that lock once the account is authenticated (accounts-and-money §4). */
export const LOCKING_DETAILS: readonly PersonalDetail[] = [...IDENTITY_DETAILS, ...TAX_DETAILS];

export type EditableSetting = PersonalDetail | 'residence' | 'email_consent';

/** Landing companies whose clients may correct their identity details until they are authenticated. */
const CORRECTABLE_BEFORE_AUTHENTICATION = new Set(['costarica', 'svg']);

export interface DetailsEditor {
  isVirtual: boolean;
  landingCompany: string;
  authenticated: boolean;
  /** get_settings' immutable_fields: what the platform does not let the account change now. */
  immutable: readonly string[];
}

/**
 * The settings the account may change (accounts-and-money §4 "Personal details"): a virtual account
 * its e-mail consent, and its residence unless the platform says it is fixed; a real account its
 * contact details and e-mail consent, and, until it is authenticated, its identity and tax details
 * where it is a costarica (svg) account or the platform marks them changeable.
 */
export function editableSettings({ isVirtual, landingCompany, authenticated, immutable }: DetailsEditor) {
  const editable = new Set<EditableSetting>(['email_consent']);
  if (isVirtual) {
    if (!immutable.includes('residence')) editable.add('residence');
    return editable;
  }
  for (const detail of ADDRESS_DETAILS) editable.add(detail);
  if (authenticated) return editable;
  const correctable = CORRECTABLE_BEFORE_AUTHENTICATION.has(landingCompany);
  for (const detail of LOCKING_DETAILS) {
    if (correctable || !immutable.includes(detail)) editable.add(detail);
  }
  return editable;
}
