/**
 * Screenshots of the real-account pages at 1280 and 375 px, to look at:
 *   npx vite build && npx tsx e2e/real-account-screenshots.ts [outDir]
 * A new demo client's real-account form empty, with its errors, with a refusal and filled in; the
 * set-currency page, its missing-choice error and its confirmation; the header afterwards.
 */
import { ControlClient } from '../simulator/control-client';
import { atEachWidth, screenshotRun } from './screenshot-run';

await screenshotRun(async (run) => {
  const control = ControlClient.of(run.stack.simulator);
  await atEachWidth(run, 'real-account', async ({ page, width, shot }) => {
    const email = `upgrading.client.${width}@example.com`;

    await page.goto(`${run.stack.appUrl}/en/new_account/virtualws.html`);
    await page.getByLabel(/^Email/).fill(email);
    await page.getByRole('button', { name: 'Create free account' }).click();
    await page.getByTestId('signup-sent').waitFor();
    const [sent] = await control.outbox('default', email);
    await page.goto(`${run.stack.appUrl}/en/redirect.html?action=signup&code=${sent?.code ?? ''}`);
    await page.getByLabel(/^Password/).fill('Secret12');
    await page.getByLabel(/^Verify password/).fill('Secret12');
    await page.getByRole('button', { name: 'Open account' }).click();
    await page.getByRole('link', { name: 'Upgrade to a Real Account' }).click();
    await page.getByRole('heading', { name: 'Open a real money account' }).waitFor();
    await page.getByTestId('residence').filter({ hasText: /\w{3}/ }).waitFor();
    await shot('form');

    await page.getByLabel(/^First name/).fill('J');
    await page.getByLabel(/^Telephone/).fill('12-34');
    await page.getByRole('button', { name: 'Open account' }).click();
    await shot('form-errors');

    await page.getByLabel(/^Title/).selectOption('Ms');
    await page.getByLabel(/^First name/).fill('Jane');
    await page.getByLabel(/^Last name/).fill('Doe');
    await page.getByLabel(/^Date of birth/).fill('1990-04-12');
    await page.getByLabel(/^Place of birth/).selectOption('id');
    await page.getByLabel(/^Citizenship/).selectOption('id');
    await page.getByLabel(/^Account opening reason/).selectOption('Speculative');
    await page.getByLabel(/^First line of home address/).fill('Jalan Sudirman 12');
    await page.getByLabel(/^Town\/City/).fill('Jakarta');
    await page.getByLabel(/^Telephone/).fill('+62 21 555 0123');
    await page.getByRole('checkbox', { name: 'I have read and accept the terms and conditions.' }).check();
    await page.getByRole('checkbox', { name: 'I am not a politically exposed person.' }).check();
    await control.queueFault('default', {
      msg_type: 'new_account_real',
      error: { code: 'InvalidAccount', message: 'Sorry, account opening is unavailable.' },
    });
    await page.getByRole('button', { name: 'Open account' }).click();
    await page.getByText('Sorry, account opening is unavailable.').waitFor();
    await shot('form-refused');

    await page.getByRole('button', { name: 'Open account' }).click();
    await page.getByRole('heading', { name: 'Choose the currency of your account' }).waitFor();
    await shot('currency');
    await page.getByRole('button', { name: 'Set currency' }).click();
    await page.getByText('Please choose a currency').waitFor();
    await shot('currency-error');
    await page.getByLabel('USD').check();
    await page.getByRole('button', { name: 'Set currency' }).click();
    await page.getByTestId('currency-confirmation').waitFor();
    await shot('currency-confirmation');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByTestId('balance').filter({ hasText: 'USD' }).waitFor();
    await shot('after');
  });
});
