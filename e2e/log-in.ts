import type { Page } from 'playwright-core';

/** The demo password of every user of the default world. */
export const DEMO_PASSWORD = 'Demo1234';

/** Logs in from the app's Log in button through the simulator's log-in page, and waits to be back. */
export async function logInThroughSimulator(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByTestId('login').click();
  await logInOnSimulatorPage(page, email, password);
}

/** Logs in on the simulator's log-in page, once the browser is sent there, and waits to be back in the app. */
export async function logInOnSimulatorPage(page: Page, email: string, password: string): Promise<void> {
  await page.waitForURL(/\/oauth2\/authorize/);
  await page.locator('#email').fill(email);
  await page.locator('#password').fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.getByTestId('account-switcher').waitFor();
}

/**
 * Opens the app's log-in callback with `accounts` (acct1/token1/cur1, ...) as if this tab had
 * started the log-in: the page keeps the state the callback brings back, as the app does when it
 * sends the browser to the log-in page.
 */
export async function openLogInCallback(page: Page, appUrl: string, accounts: URLSearchParams): Promise<void> {
  const state = 'scenario-log-in';
  await page.addInitScript((issued) => {
    const url = new URL(window.location.href);
    if (url.pathname.endsWith('/logged_inws.html') && url.searchParams.get('state') === issued)
      window.sessionStorage.setItem('login_state', issued);
  }, state);
  const query = new URLSearchParams(accounts);
  query.set('state', state);
  await page.goto(`${appUrl}/en/logged_inws.html?${query.toString()}`);
}
