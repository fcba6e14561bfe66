/**
 * Screenshots of the payment agent pages at 1280 and 375 px, to look at:
 *   npx vite build && npx tsx e2e/payment-agents-screenshots.ts [outDir]
 * The agents list with an agent opened and without agents; the withdrawal's e-mail notice, form
 * with errors, confirm view and success; the agent transfer's form, confirm view and done view, and
 * its error block for a client who is not an agent. Money moves in the default world, so the run
 * takes small amounts.
 */
import { ControlClient } from '../simulator/control-client';
import { logInThroughSimulator } from './log-in';
import { atEachWidth, screenshotRun } from './screenshot-run';

await screenshotRun(async (run) => {
  const control = ControlClient.of(run.stack.simulator);
  const app = (path: string) => `${run.stack.appUrl}/en/${path}`;
  await atEachWidth(run, 'agents', async ({ page, shot }) => {
    await page.goto(app('trading.html'));
    await logInThroughSimulator(page, 'real@example.com');
    await page.getByTestId('balance').waitFor();
    await page.goto(app('cashier/payment_agent_listws.html'));
    await page.getByRole('button', { name: 'Joko Exchange' }).click();
    await shot('list');

    await page.goto(app('paymentagent/withdrawws.html'));
    await page.getByTestId('withdrawal-email-notice').waitFor();
    await shot('withdraw-notice');
    const code = (await control.outbox('default', 'real@example.com')).at(-1)?.code ?? '';
    await page.goto(app(`redirect.html?action=payment_agent_withdraw&code=${code}`));
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await shot('withdraw-form-errors');
    await page.getByRole('combobox', { name: /^Payment agent/ }).selectOption({ label: 'Joko Exchange' });
    await page.getByLabel(/^Amount/).fill('10');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await page.getByTestId('withdrawal-confirm').waitFor();
    await shot('withdraw-confirm');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByTestId('withdrawal-done').waitFor();
    await shot('withdraw-done');
    await page.goto(app('paymentagent/withdrawws.html#token=WRONG123'));
    await page.getByRole('combobox', { name: /^Payment agent/ }).selectOption({ label: 'Joko Exchange' });
    await page.getByLabel(/^Amount/).fill('10');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await page.getByTestId('token-restart').waitFor();
    await shot('withdraw-token');
    await page.goto(app('paymentagent/transferws.html'));
    await page.getByTestId('not-payment-agent').waitFor();
    await shot('transfer-not-agent');
  });

  await atEachWidth(run, 'agents', async ({ page, shot }) => {
    await page.goto(app('trading.html'));
    await logInThroughSimulator(page, 'payment-agent@example.com');
    await page.getByTestId('balance').waitFor();
    await page.goto(app('paymentagent/transferws.html'));
    await page.getByLabel(/^Transfer to login ID/).fill('90000001');
    await page.getByRole('button', { name: 'Transfer', exact: true }).click();
    await shot('transfer-form-errors');
    await page.getByLabel(/^Transfer to login ID/).fill('CR90000001');
    await page.getByLabel(/^Amount/).fill('10');
    await page.getByRole('button', { name: 'Transfer', exact: true }).click();
    await page.getByTestId('transfer-confirm').waitFor();
    await shot('transfer-confirm');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByTestId('transfer-done').waitFor();
    await shot('transfer-done');
  });

  await atEachWidth(run, 'agents', async ({ page, shot }) => {
    await page.goto(app('trading.html'));
    await logInThroughSimulator(page, 'eu-retail@example.com');
    await page.getByTestId('balance').waitFor();
    await page.goto(app('cashier/payment_agent_listws.html'));
    await page.getByTestId('no-payment-agents').waitFor();
    await shot('list-none');
  });
});
