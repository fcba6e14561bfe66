export interface LoginUrlInput {
  /** The log-in page, e.g. /oauth2/authorize */
  base?: string;
  appId: string;
  language: string;
  signupDevice: 'desktop' | 'mobile';
  /** YYYY-MM-DD of the visitor's first visit, when known. */
  dateFirstContact?: string;
  socialSignup?: 'google' | 'facebook';
  /** The value the log-in callback must bring back (login-state.ts). */
  state?: string;
}

/** The platform's log-in page, with the parameters trading-core §2 names and OAuth's state. */
export function loginUrl({
  base = '/oauth2/authorize',
  appId,
  language,
  signupDevice,
  dateFirstContact,
  socialSignup,
  state,
}: LoginUrlInput): string {
  const query = new URLSearchParams({ app_id: appId, l: language.toUpperCase(), signup_device: signupDevice });
  if (dateFirstContact) query.set('date_first_contact', dateFirstContact);
  if (socialSignup) query.set('social_signup', socialSignup);
  if (state) query.set('state', state);
  return `${base}?${query.toString()}`;
}
