/**
 * Screenshots of the MT5 page at 1280 and 375 px, to look at:
 *   npx vite build && npx tsx e2e/mt5-screenshots.ts [outDir]
 * A real client's accounts; the new-account chooser and its details with errors; the new MAM account,
 * password change and e-mailed password reset forms and a refused reset token; a virtual client's
 * upgrade message; a Spain resident's CNMV warning. Nothing is created, so the runs repeat.
 */
import { faker } from '@faker-js/faker';
import type { Page } from 'playwright-core';
import { makePerson } from '../features/support/people';
import { COUNTRIES } from '../simulator/domain/accounts/countries';
import { ControlClient } from '../simulator/control-client';
import { logInThroughSimulator } from './log-in';
import { atEachWidth, screenshotRun } from './screenshot-run';

await screenshotRun(async (run) => {
  const control = ControlClient.of(run.stack.simulator);
  const app = (path: string) => `${run.stack.appUrl}/en/${path}`;
  const logIn = async (page: Page, email: string, password?: string) => {
    await page.goto(app('trading.html'));
    await logInThroughSimulator(page, email, password);
    await page.goto(app('user/metatrader.html'));
    await page.getByRole('heading', { name: 'MetaTrader 5 accounts' }).waitFor();
  };

  await atEachWidth(run, 'mt5', async ({ page, shot }) => {
    await logIn(page, 'real@example.com');
    await page.locator('tr[data-login="MTR1003"]').waitFor();
    await shot('list');

    await page.getByRole('button', { name: 'New account' }).click();
    await page.getByRole('radio', { name: 'Real-Money' }).check();
    await page.getByRole('radio', { name: /^Standard/ }).check();
    await shot('new-chooser');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel(/^Name/).fill('B');
    await page.getByLabel(/^Main password/).fill('abc');
    await page.getByRole('button', { name: 'Open account' }).click();
    await shot('new-details-errors');

    await page.getByRole('button', { name: 'New MAM account' }).click();
    await page.getByRole('form', { name: 'New MAM account' }).waitFor();
    await shot('new-mam');

    await page.locator('tr[data-login="MTR1002"]').getByRole('button', { name: 'Change password' }).click();
    await page.getByLabel(/^Current password/).fill('Mt5Main1234');
    await page.getByLabel(/^New password/).fill('Mt5Main1234');
    await page.getByRole('form', { name: 'Change password' }).getByRole('button').click();
    await shot('password-change-errors');

    await page.reload();
    await page.goto(app('user/metatrader.html#token=WRONG123'));
    await page.getByRole('form', { name: 'Reset password' }).waitFor();
    await shot('password-reset');
    const reset = page.getByRole('form', { name: 'Reset password' });
    await reset.getByLabel(/^New password/).fill('Reset1234a');
    await reset.getByLabel(/^Verify new password/).fill('Reset1234a');
    await reset.getByRole('button').click();
    await page.getByText('Your token has expired or is invalid.').waitFor();
    await shot('password-reset-token');
  });

  await atEachWidth(run, 'mt5', async ({ page, shot }) => {
    await logIn(page, 'virtual@example.com');
    await page.getByRole('button', { name: 'New account' }).click();
    await page.getByRole('radio', { name: 'Real-Money' }).check();
    await shot('virtual-upgrade');
  });

  await atEachWidth(run, 'mt5', async ({ page, width, shot }) => {
    faker.seed(width);
    const spain = COUNTRIES.find((country) => country.code === 'es')!;
    const { email, password, ...settings } = makePerson(faker, spain, new Date());
    await control.createClient('default', { email, password, residence: 'es', settings });
    await page.goto(app('trading.html'));
    await logInThroughSimulator(page, email, password);
    // An EU client is asked for the reality-check interval first.
    const realityCheck = page.locator('.popup-overlay');
    await realityCheck.getByRole('textbox').fill('10');
    await realityCheck.getByRole('button', { name: 'Confirm' }).click();
    await page.goto(app('user/metatrader.html'));
    await page.getByRole('button', { name: 'New account' }).click();
    await page.getByRole('radio', { name: 'Demo' }).check();
    await page.getByRole('radio', { name: /^Standard/ }).check();
    await shot('cnmv-warning');
  });
});
