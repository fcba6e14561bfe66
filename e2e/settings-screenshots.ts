/**
 * Screenshots of the settings pages at 1280 and 375 px, to look at:
 *   npx vite build && npx tsx e2e/settings-screenshots.ts [outDir]
 * The settings landing page of a real client; the personal details of a real and a virtual client,
 * saved and with errors; the change-password form with errors; the self-exclusion form, its
 * confirmation and its saved message. Each width saves values of its own, so each save is a change.
 */
import type { Page } from 'playwright-core';
import { logInThroughSimulator } from './log-in';
import { atEachWidth, screenshotRun } from './screenshot-run';

await screenshotRun(async (run) => {
  const app = (path: string) => `${run.stack.appUrl}/en/${path}`;
  const label = (page: Page, text: string) => page.getByLabel(new RegExp(`^${text}( \\*)?$`));
  await atEachWidth(run, 'settings', async ({ page, shot, width }) => {
    await page.goto(app('trading.html'));
    await logInThroughSimulator(page, 'real@example.com');
    await page.getByTestId('balance').waitFor();

    await page.goto(app('user/settingsws.html'));
    await page.getByTestId('settings-card').first().waitFor();
    await shot('landing');

    await page.goto(app('user/settings/detailsws.html'));
    await label(page, 'Town/City').fill(width === 1280 ? 'Bandung' : 'Surabaya');
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await page.getByText('Your settings have been updated successfully.').waitFor();
    await shot('details-saved');
    await label(page, 'First name').fill('B');
    await label(page, 'Telephone').fill('12-ab');
    await shot('details-errors');

    await page.goto(app('user/security/change_passwordws.html'));
    await label(page, 'Current password').fill('Demo1');
    await label(page, 'New password').fill('Demo1');
    await label(page, 'Verify new password').fill('Demo2');
    await page.locator('form').getByRole('button', { name: 'Change password' }).click();
    await shot('change-password-errors');

    await page.goto(app('user/security/self_exclusionws.html'));
    await label(page, 'Maximum number of open positions').fill(width === 1280 ? '20' : '10');
    await label(page, 'Exclude me from the website until').fill('2020-01-01');
    await shot('self-exclusion-errors');
    await label(page, 'Exclude me from the website until').fill('');
    await page.getByRole('button', { name: 'Update settings' }).click();
    await page.getByTestId('self-exclusion-confirmation').waitFor();
    await shot('self-exclusion-confirm');
    await page.getByRole('button', { name: 'Yes, apply them' }).click();
    await page.getByText('Your changes have been updated.').waitFor();
    await shot('self-exclusion-saved');
  });

  await atEachWidth(run, 'settings-virtual', async ({ page, shot }) => {
    await page.goto(app('trading.html'));
    await logInThroughSimulator(page, 'virtual@example.com');
    await page.getByTestId('balance').waitFor();
    await page.goto(app('user/settingsws.html'));
    await page.getByTestId('settings-card').first().waitFor();
    await shot('landing');
    await page.goto(app('user/settings/detailsws.html'));
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await page.getByText('You did not change anything.').waitFor();
    await shot('details');
  });
});
