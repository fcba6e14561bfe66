/**
 * Screenshots of the sign-up pages at 1280 and 375 px, to look at:
 *   npx vite build && npx tsx e2e/signup-screenshots.ts [outDir]
 * The e-mail form and its confirmation, the account form with its errors, its password hint and a refusal, and
 * the welcome page of a new demo account.
 */
import { ControlClient } from '../simulator/control-client';
import { atEachWidth, screenshotRun } from './screenshot-run';

await screenshotRun(async (run) => {
  const control = ControlClient.of(run.stack.simulator);
  await atEachWidth(run, 'signup', async ({ page, width, shot }) => {
    const email = `new.client.${width}@example.com`;

    await page.goto(`${run.stack.appUrl}/en/new_account/virtualws.html`);
    await page.getByLabel(/^Email/).fill('new.client@');
    await shot('email-form');
    await page.getByLabel(/^Email/).fill(email);
    await page.getByRole('button', { name: 'Create free account' }).click();
    await page.getByTestId('signup-sent').waitFor();
    await shot('email-sent');

    const [sent] = await control.outbox('default', email);
    await page.goto(`${run.stack.appUrl}/en/redirect.html?action=signup&code=${sent?.code ?? ''}`);
    await page.getByLabel(/^Password/).fill('secret');
    await page.getByLabel(/^Verify password/).fill('Secret');
    await page.getByRole('button', { name: 'Open account' }).click();
    await shot('account-form-errors');

    await page.getByLabel(/^Password/).fill('Qx7mZp2Lw9');
    await page.getByTestId('password-hint').filter({ hasText: 'years' }).waitFor();
    await shot('account-form-hint');

    await page.getByLabel(/^Verification code/).fill('Zz9Zz9Zz');
    await page.getByLabel(/^Password/).fill('Secret12');
    await page.getByLabel(/^Verify password/).fill('Secret12');
    await page.getByRole('button', { name: 'Open account' }).click();
    await page.getByText(/Your token has expired/).waitFor();
    await shot('account-form-refused');

    await page.getByLabel(/^Verification code/).fill(sent?.code ?? '');
    await page.getByRole('button', { name: 'Open account' }).click();
    await page.getByRole('heading', { name: 'Welcome!' }).waitFor();
    await page.getByTestId('balance').waitFor();
    await shot('welcome');
  });
});
