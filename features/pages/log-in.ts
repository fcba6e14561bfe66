import type { Page } from 'playwright-core';

/** The platform's log-in page, where the app's Log in button sends the browser. */
export function platformLogInPage(page: Page) {
  return {
    email: page.locator('#email'),
    password: page.locator('#password'),
    /** The two-factor code, asked of a user who turned two-factor authentication on. */
    otp: page.locator('#otp'),
    error: page.getByRole('alert'),
    logIn: page.getByRole('button', { name: 'Log in', exact: true }),
  };
}
