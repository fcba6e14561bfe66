/**
 * Screenshots of the authenticate page at 1280 and 375 px, to look at:
 *   npx vite build && npx tsx e2e/authenticate-screenshots.ts [outDir]
 * The empty form, the form's errors, a file refused while checking, the review message with the
 * submitted file, the success view, and the jurisdiction message of an account that cannot upload.
 */
import { fileURLToPath } from 'node:url';
import { logInThroughSimulator } from './log-in';
import { atEachWidth, screenshotRun } from './screenshot-run';

const fixture = (name: string) => fileURLToPath(new URL(`../features/fixtures/${name}`, import.meta.url));

await screenshotRun(async (run) => {
  const app = (path: string) => `${run.stack.appUrl}/en/${path}`;
  await atEachWidth(run, 'authenticate', async ({ page, shot }) => {
    const form = page.getByRole('form', { name: 'Upload documents' });
    await page.goto(app('trading.html'));
    await logInThroughSimulator(page, 'cashier-locked@example.com');
    await page.getByTestId('balance').waitFor();
    await page.goto(app('user/authenticate.html'));
    await form.waitFor();
    await shot('form');

    await form.getByRole('combobox', { name: 'Document type' }).selectOption({ label: 'Identity card' });
    await form.getByRole('textbox', { name: 'ID number' }).fill('AB#12');
    await form.getByRole('button', { name: 'Submit' }).click();
    await shot('form-errors');

    await form.getByRole('combobox', { name: 'Document type' }).selectOption({ label: 'Selfie' });
    await form.locator('input[type="file"]').setInputFiles(fixture('proof-of-address.pdf'));
    await form.getByRole('button', { name: 'Submit' }).click();
    await page.getByTestId('upload-status').getByText('Invalid document format.').waitFor();
    await shot('file-refused');

    await form.getByRole('combobox', { name: 'Document type' }).selectOption({ label: 'Passport' });
    await form.getByRole('textbox', { name: 'ID number' }).fill('P1234567');
    await form.locator('input[name="expiry_date"]').fill('2099-01-01');
    await form.locator('input[type="file"]').setInputFiles(fixture('passport-wide.png'));
    await form.getByRole('button', { name: 'Submit' }).click();
    await page.getByTestId('authenticate-review').waitFor();
    await shot('review');
    await page.getByTestId('authenticate-success').waitFor();
    await shot('success');
  });

  await atEachWidth(run, 'authenticate', async ({ page, shot }) => {
    await page.goto(app('trading.html'));
    await logInThroughSimulator(page, 'real@example.com');
    await page.getByTestId('balance').waitFor();
    await page.goto(app('user/authenticate.html'));
    await page.getByTestId('authenticate-unavailable').waitFor();
    await shot('unavailable');
  });
});
