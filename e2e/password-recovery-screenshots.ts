/**
 * Screenshots of the password-recovery pages at 1280 and 375 px, to look at:
 *   npx vite build && npx tsx e2e/password-recovery-screenshots.ts [outDir]
 * The lost-password form with an error and its confirmation, the reset form with its errors, with
 * a refusal and after the reset, and the reset page without a code.
 */
import { ControlClient } from '../simulator/control-client';
import { atEachWidth, screenshotRun } from './screenshot-run';

await screenshotRun(async (run) => {
  const control = ControlClient.of(run.stack.simulator);
  await atEachWidth(run, 'recovery', async ({ page, shot }) => {
    await page.goto(`${run.stack.appUrl}/en/user/lost_passwordws.html`);
    await page.getByLabel(/^Email/).fill('real@');
    await shot('email-form');
    await page.getByLabel(/^Email/).fill('real@example.com');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByTestId('reset-link-sent').waitFor();
    await shot('email-sent');

    const code = (await control.outbox('default', 'real@example.com')).at(-1)?.code ?? '';
    await page.goto(`${run.stack.appUrl}/en/redirect.html?action=reset_password&code=${code}`);
    await page.getByLabel('I have a real money account').check();
    await page.getByLabel(/^New password/).fill('better1');
    await page.getByLabel(/^Verify new password/).fill('Better1');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await shot('reset-form-errors');

    await page.getByLabel(/^Date of birth/).fill('1990-04-13');
    await page.getByLabel(/^New password/).fill('Better123');
    await page.getByLabel(/^Verify new password/).fill('Better123');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByText(/do not match/).waitFor();
    await shot('reset-form-refused');

    await page.getByLabel(/^Date of birth/).fill('1990-04-12');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByTestId('password-reset').waitFor();
    await shot('reset-done');

    await page.goto(`${run.stack.appUrl}/en/user/reset_passwordws.html`);
    await page.getByText(/restart the password recovery/).waitFor();
    await shot('no-code');
  });
});
