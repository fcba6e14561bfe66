export interface LoginUrlInput {
  appId: string;
  language: string;
  /** desktop or mobile */
  signupDevice: 'desktop' | 'mobile';
  /** YYYY-MM-DD of the visitor's first visit, when known. */
  dateFirstContact?: string;
  socialSignup?: 'google' | 'facebook';
}

/** The platform's log-in page, with the parameters trading-core §2 names. */
export function loginUrl({ appId, language, signupDevice, dateFirstContact, socialSignup }: LoginUrlInput): string {
  const query = new URLSearchParams({ app_id: appId, l: language.toUpperCase(), signup_device: signupDevice });
  if (dateFirstContact) query.set('date_first_contact', dateFirstContact);
  if (socialSignup) query.set('social_signup', socialSignup);
  return `/oauth2/authorize?${query.toString()}`;
}
