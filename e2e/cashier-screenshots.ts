/**
 * Screenshots of the cashier pages at 1280 and 375 px, to look at:
 *   npx vite build && npx tsx e2e/cashier-screenshots.ts [outDir]
 * The cashier info page for a real, a crypto and a demo account; the payment methods with one open;
 * a crypto account's deposit address and withdrawal form;
 * the deposit page with its frame; the withdrawal's e-mail notice; a refusal naming missing details;
 * the UK funds-protection form. Money moves in the default world, so nothing is deposited.
 */
import { ControlClient } from '../simulator/control-client';
import { logInThroughSimulator } from './log-in';
import { atEachWidth, screenshotRun } from './screenshot-run';

await screenshotRun(async (run) => {
  const control = ControlClient.of(run.stack.simulator);
  const app = (path: string) => `${run.stack.appUrl}/en/${path}`;

  await atEachWidth(run, 'cashier', async ({ page, shot }) => {
    await page.goto(app('cashier.html'));
    await page.getByTestId('payment-agents-block').waitFor();
    await shot('info-visitor');
    await page.goto(app('cashier/payment_methods.html?anchor=ewallets'));
    await page.locator('details[open]').waitFor();
    await shot('payment-methods');

    await page.goto(app('trading.html'));
    await logInThroughSimulator(page, 'real@example.com');
    await page.getByTestId('balance').waitFor();
    await page.goto(app('cashier.html'));
    await page.getByTestId('payment-agents-block').waitFor();
    await shot('info-real');
    await page.goto(app('cashier/forwardws.html?action=deposit'));
    await page.frameLocator('iframe[data-testid="cashier-frame"]').getByRole('heading').waitFor();
    await page.locator('.cashier__frame .spinner').waitFor({ state: 'detached' });
    await shot('deposit');
    await page.goto(app('cashier/forwardws.html?action=withdraw'));
    await page.getByTestId('cashier-email-notice').waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await shot('withdraw-notice');
    await control.forceCashierAsks('default', 'CR90000001', {
      asks: ['ASK_FIX_DETAILS'],
      missing_details: ['address_state', 'address_postcode'],
    });
    await page.goto(app('cashier/forwardws.html?action=deposit'));
    await page.getByTestId('cashier-error').waitFor();
    await shot('fix-details');
    await control.forceCashierAsks('default', 'CR90000001', { asks: [], missing_details: [] });

    await page.getByTestId('account-switcher').getByRole('button').first().click();
    await page.getByRole('menuitem', { name: /CR90000002/ }).click();
    await page.getByTestId('balance').filter({ hasText: 'BTC' }).waitFor();
    await page.goto(app('cashier.html'));
    await page.getByTestId('crypto-block').waitFor();
    await shot('info-crypto');
    await page.goto(app('cashier/forwardws.html?action=deposit'));
    await page.getByTestId('crypto-deposit').waitFor();
    await shot('crypto-deposit');
    await page.goto(app('cashier/forwardws.html?action=withdraw#token=Ab12Cd34'));
    await page.getByRole('button', { name: 'Withdraw' }).click();
    await shot('crypto-withdrawal-errors');
  });

  await atEachWidth(run, 'cashier', async ({ page, shot }) => {
    await page.goto(app('trading.html'));
    await logInThroughSimulator(page, 'virtual@example.com');
    await page.getByTestId('balance').waitFor();
    await page.goto(app('cashier.html'));
    await page.getByTestId('top-up-note').waitFor();
    await shot('info-demo');
  });

  await atEachWidth(run, 'cashier', async ({ page, shot }) => {
    await control.patchAccount('default', 'MX90000001', { status: { clear: ['ukgc_funds_protection'] } });
    await page.goto(app('trading.html'));
    await logInThroughSimulator(page, 'iom@example.com');
    await page.getByTestId('balance').waitFor();
    await page.goto(app('cashier/forwardws.html?action=deposit'));
    await page.getByRole('dialog', { name: 'Reality check' }).getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('button', { name: 'Proceed' }).waitFor();
    await shot('funds-protection');
  });
});
