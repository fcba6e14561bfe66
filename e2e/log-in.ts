import type { Page } from 'playwright-core';
import { LOOPBACK_APP_ID } from './app-callback';

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

/** The state a scenario's log-in carries, kept by the page as the app keeps the state of a log-in it starts. */
const SCENARIO_STATE = 'scenario-log-in';

/**
 * Opens the app's log-in callback with `accounts` (acct1/token1/cur1, ...) as if this tab had
 * started the log-in: the page keeps the state the callback brings back, as the app does when it
 * sends the browser to the log-in page. Waits until the platform has answered: the app has left the
 * callback and its header shows the account, or the Log in button when the platform refused a token.
 */
export async function openLogInCallback(page: Page, appUrl: string, accounts: URLSearchParams): Promise<void> {
  const query = new URLSearchParams(accounts);
  query.set('state', SCENARIO_STATE);
  await openCallbackUrl(page, `${appUrl}/en/logged_inws.html?${query.toString()}`);
  await page.waitForURL((url) => !url.pathname.endsWith('/logged_inws.html'));
  await page.getByTestId('account-switcher').or(page.getByTestId('login')).first().waitFor();
}

async function openCallbackUrl(page: Page, callback: string): Promise<void> {
  await page.addInitScript((issued) => {
    const url = new URL(window.location.href);
    if (url.pathname.endsWith('/logged_inws.html') && url.searchParams.get('state') === issued)
      window.sessionStorage.setItem('login_state', issued);
  }, SCENARIO_STATE);
  await page.goto(callback);
}

/**
 * Logs in as the simulator's log-in page does, without its form: the page's browser posts the e-mail
 * and password to it (with the page's cookies, so in the page's world) and opens the callback it
 * answers with, which holds a token for every account of the user; then waits to be signed in.
 */
export async function logInWithPassword(
  page: Page,
  appUrl: string,
  email: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  const query = new URLSearchParams({ app_id: LOOPBACK_APP_ID, l: 'EN', state: SCENARIO_STATE });
  const answer = await page
    .context()
    .request.post(`${appUrl}/oauth2/authorize?${query.toString()}`, { form: { email, password }, maxRedirects: 0 });
  const callback = answer.headers().location;
  if (answer.status() !== 302 || !callback) {
    throw new Error(`the simulator refused to log ${email} in: ${answer.status()} ${await answer.text()}`);
  }
  await openCallbackUrl(page, callback);
  await page.getByTestId('account-switcher').waitFor();
}
