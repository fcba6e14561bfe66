import { localize } from '../../lib/localize';
import {
  email,
  password,
  passwordConfirmation,
  required,
  verificationCode,
  type FieldRules,
  type Validator,
} from '../../lib/validators';

/** The company's own e-mail domain: its staff may sign up from any country. */
const COMPANY_EMAIL_DOMAIN = 'strike.com';

/** Visitors from this country cannot sign up, except with an address at the company's domain. */
const SIGNUP_BARRED_COUNTRY = 'my';

/** accounts-and-money §5 "Sign-up": `clientsCountry` is website_status `clients_country`. */
export function signupAllowedFrom(clientsCountry: string | undefined): Validator {
  return (value) =>
    value !== '' &&
    clientsCountry === SIGNUP_BARRED_COUNTRY &&
    !value.toLowerCase().endsWith(`@${COMPANY_EMAIL_DOMAIN}`)
      ? localize('Sorry, account signup is not available in your country.')
      : undefined;
}

export type SignupEmailValues = { email: string };

export function signupEmailRules(clientsCountry: string | undefined): FieldRules<SignupEmailValues> {
  return { email: [required, email, signupAllowedFrom(clientsCountry)] };
}

export type VirtualAccountValues = {
  verification_code: string;
  client_password: string;
  repeat_password: string;
  residence: string;
  email_consent: boolean;
};

/** Sent as typed: never trimmed. */
export const PASSWORD_FIELDS = ['client_password', 'repeat_password'] as const;

/**
 * The virtual sign-up form's rules (accounts-and-money §5): the e-mailed code of 8 characters, a
 * strong password of 6-25 characters (8-25 for a resident of Malta) typed twice alike, a residence.
 */
export function virtualAccountRules(values: VirtualAccountValues): FieldRules<VirtualAccountValues> {
  return {
    verification_code: [required, verificationCode],
    client_password: [required, password(values.residence)],
    repeat_password: [required, passwordConfirmation(values.client_password)],
    residence: [required],
  };
}
