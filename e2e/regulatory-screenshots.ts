/**
 * Screenshots of the regulatory notices at 1280 and 375 px, to look at:
 *   npm run build && npx tsx e2e/regulatory-screenshots.ts [outDir]
 * An EU visitor's risk warning and MFSA licence under a page, with the cookie consent bar and then
 * without it; the question before a third-party site; the gamstop notice of a GB resident with a
 * malta account (outside the EU, so nothing else).
 */
import { ControlClient } from '../simulator/control-client';
import { logInThroughSimulator } from './log-in';
import { atEachWidth, screenshotRun } from './screenshot-run';

await screenshotRun(async (run) => {
  const control = ControlClient.of(run.stack.simulator);
  const app = (path: string) => `${run.stack.appUrl}/en/${path}`;

  await control.setSite('default', { status: 'up', clients_country: 'de' });
  await atEachWidth(run, 'regulatory', async ({ page, shot }) => {
    await page.goto(app('cashier.html'));
    await page.getByTestId('risk-warning').waitFor();
    await page.getByTestId('cookie-consent').waitFor();
    await page.locator('.page-loading').waitFor({ state: 'detached' });
    await shot('eu-visitor-consent');
    await page.getByRole('button', { name: 'OK', exact: true }).click();
    await shot('eu-visitor');
    await page.getByRole('link', { name: 'Malta Financial Services Authority' }).click();
    await page.getByRole('dialog', { name: 'Redirect notice' }).waitFor();
    await shot('third-party-question');
  });

  await control.setSite('default', { status: 'up', clients_country: 'id' });
  await control.patchAccount('default', 'MLT90000001', { residence: 'gb' });
  await atEachWidth(run, 'regulatory', async ({ page, shot }) => {
    await page.goto(app('cashier.html'));
    await logInThroughSimulator(page, 'malta@example.com');
    // The reality check asks a malta client for its frequency first.
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await page.goto(app('cashier.html'));
    await page.getByTestId('gamstop-notice').waitFor();
    await page.locator('.page-loading').waitFor({ state: 'detached' });
    await shot('gamstop');
  });
});
