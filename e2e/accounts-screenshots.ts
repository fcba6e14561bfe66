/**
 * Screenshots of the accounts page and the financial account form at 1280 and 375 px, to look at:
 *   npx vite build && npx tsx e2e/accounts-screenshots.ts [outDir]
 * A real client's accounts with a disabled one, the multi-account form and its refusal under Create;
 * a Malta client's accounts with the financial upgrade, the financial form with its errors and the
 * risk disclaimer that replaces it. Pages that overflow a phone's width are named in the output.
 */
import { ControlClient } from '../simulator/control-client';
import { logInThroughSimulator } from './log-in';
import { atEachWidth, screenshotRun } from './screenshot-run';

await screenshotRun(async (run) => {
  const control = ControlClient.of(run.stack.simulator);
  const app = (path: string) => `${run.stack.appUrl}/en/${path}`;
  await control.patchAccount('default', 'CR90000003', { status: { set: ['disabled'] } });
  await atEachWidth(run, 'accounts', async ({ page, shot }) => {
    await page.goto(app('trading.html'));
    await logInThroughSimulator(page, 'real@example.com');
    await page.getByTestId('balance').waitFor();
    await page.goto(app('user/accounts.html'));
    await page.getByTestId('multi-account').getByRole('option', { name: 'LTC' }).waitFor({ state: 'attached' });
    await shot('real-client');
    await control.queueFault('default', {
      msg_type: 'new_account_real',
      error: {
        code: 'CurrencyNotApplicable',
        message: 'The provided currency LTC is not applicable for this account.',
      },
    });
    await page.getByTestId('multi-account').getByRole('combobox').selectOption('LTC');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await page.getByText('The provided currency LTC is not applicable for this account.').waitFor();
    await shot('refused');
  });

  await atEachWidth(run, 'financial', async ({ page, shot }) => {
    await page.goto(app('trading.html'));
    await logInThroughSimulator(page, 'malta@example.com');
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await page.goto(app('user/accounts.html'));
    await page.getByTestId('upgrade-account').waitFor();
    await shot('accounts');

    await page.getByTestId('upgrade-account').getByRole('link', { name: 'Create' }).click();
    await page.getByRole('heading', { name: 'Open a financial account' }).waitFor();
    await page.getByRole('button', { name: 'Open account' }).click();
    await shot('form-errors');

    await page.getByLabel(/^Title/).selectOption('Ms');
    await page.getByLabel(/^First name/).fill('Giulia');
    await page.getByLabel(/^Last name/).fill('Rossi');
    await page.getByLabel(/^Date of birth/).fill('1988-03-09');
    await page.getByLabel(/^Place of birth/).selectOption('it');
    await page.getByLabel(/^Citizenship/).selectOption('it');
    await page.getByLabel(/^Account opening reason/).selectOption('Speculative');
    await page.getByLabel(/^First line of home address/).fill('Via Roma 12');
    await page.getByLabel(/^Town\/City/).fill('Milano');
    await page.getByLabel(/^Telephone/).fill('+39 02 555 0123');
    await page.getByLabel(/^Secret question/).selectOption('Favourite dish');
    await page.getByLabel(/^Secret answer/).fill('Risotto alla milanese');
    await page.getByLabel(/^Tax residence/).selectOption('it');
    await page.getByLabel(/^Tax identification number/).fill('RSSGLI88C49F205X');
    for (const question of await page.getByRole('group', { name: 'Financial information' }).getByRole('combobox').all())
      await question.selectOption({ index: 1 });
    for (const box of await page.getByRole('checkbox').all()) await box.check();
    await page.getByRole('checkbox', { name: 'I want to be treated as a professional client.' }).uncheck();
    await shot('form-filled');
    await page.getByRole('button', { name: 'Open account' }).click();
    await page.getByTestId('risk-disclaimer').waitFor();
    await shot('risk-disclaimer');
  });
});
