/**
 * Screenshots of the money pages at 1280 and 375 px, to look at:
 *   npx vite build && npx tsx e2e/money-screenshots.ts [outDir]
 * The account transfer's form with its fee note, its field error, the platform's refusal and the
 * success view, and its no-other-account message; the cashier password's lock form with errors and
 * its unlock form; the virtual top-up page with what was credited. Money moves in the default world,
 * so the run takes small amounts.
 */
import { ControlClient } from '../simulator/control-client';
import { logInThroughSimulator } from './log-in';
import { atEachWidth, screenshotRun } from './screenshot-run';

await screenshotRun(async (run) => {
  const control = ControlClient.of(run.stack.simulator);
  const app = (path: string) => `${run.stack.appUrl}/en/${path}`;

  await atEachWidth(run, 'money', async ({ page, shot }) => {
    await page.goto(app('trading.html'));
    await logInThroughSimulator(page, 'real@example.com');
    await page.getByTestId('balance').waitFor();
    await page.goto(app('cashier/account_transfer.html'));
    await page.getByTestId('transfer-fee').waitFor();
    await shot('transfer-form');
    await page.getByLabel(/^Amount/).fill('0.5');
    await page.getByRole('button', { name: 'Transfer', exact: true }).click();
    await shot('transfer-field-error');
    await control.patchAccount('default', 'CR90000001', { status: { set: ['cashier_locked'] } });
    await page.getByLabel(/^Amount/).fill('5');
    await page.getByRole('button', { name: 'Transfer', exact: true }).click();
    await page.locator('form p.form__error').waitFor();
    await shot('transfer-refused');
    await control.patchAccount('default', 'CR90000001', { status: { clear: ['cashier_locked'] } });
    await page.getByRole('button', { name: 'Transfer', exact: true }).click();
    await page.getByTestId('transfer-done').waitFor();
    await shot('transfer-done');

    await page.goto(app('user/security/cashier_passwordws.html'));
    await page.locator('input[name=cashier_password]').fill('abc');
    await page.locator('input[name=repeat_password]').fill('abd');
    await page.getByRole('button', { name: 'Update' }).click();
    await shot('cashier-lock-errors');
    await page.locator('input[name=cashier_password]').fill('Cashier2030');
    await page.locator('input[name=repeat_password]').fill('Cashier2030');
    await page.getByRole('button', { name: 'Update' }).click();
    await page.getByTestId('cashier-password-done').waitFor();
    await shot('cashier-lock-done');
    await page.goto(app('user/security/cashier_passwordws.html'));
    await page.locator('input[name=cashier_password]').fill('Cashier2030');
    await shot('cashier-unlock');
    await page.getByRole('button', { name: 'Unlock Cashier' }).click();
    await page.getByTestId('cashier-password-done').waitFor();
  });

  await atEachWidth(run, 'money', async ({ page, shot }) => {
    await page.goto(app('trading.html'));
    await logInThroughSimulator(page, 'payment-agent@example.com');
    await page.getByTestId('balance').waitFor();
    await page.goto(app('cashier/account_transfer.html'));
    await page.getByTestId('account-transfer-message').waitFor();
    await shot('transfer-no-account');
  });

  await atEachWidth(run, 'money', async ({ page, shot }) => {
    await control.patchAccount('default', 'VRTC90000001', { balance: '900' });
    await page.goto(app('trading.html'));
    await logInThroughSimulator(page, 'virtual@example.com');
    await page.getByTestId('balance').waitFor();
    await page.goto(app('cashier/top_up_virtualws.html'));
    await shot('top-up');
    await page.getByRole('button', { name: 'Top up', exact: true }).click();
    await page.getByTestId('top-up-outcome').waitFor();
    await shot('top-up-done');
  });
});
