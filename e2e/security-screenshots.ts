/**
 * Screenshots of the security pages at 1280 and 375 px, to look at:
 *   npx vite build && npx tsx e2e/security-screenshots.ts [outDir]
 * API tokens (list and form, the form's errors, the delete confirmation, the limit), authorised
 * applications (list and revoke confirmation), log-in history, and two-factor authentication (off with
 * its QR code, the form's errors, a success, and on). Two-factor is switched off again at the end of
 * each width, so both start from the same state.
 */
import { base32Decode, totp } from '../simulator/domain/security/totp';
import { logInThroughSimulator } from './log-in';
import { atEachWidth, screenshotRun } from './screenshot-run';
import { demoToken, TraderSocket } from './trader-socket';

const codeNow = (secret: string) => totp(base32Decode(secret)!, Math.floor(Date.now() / 1000));

await screenshotRun(async (run) => {
  const app = (path: string) => `${run.stack.appUrl}/en/${path}`;
  const virtual = await TraderSocket.open(run.stack.simulator.url, 'default', demoToken('virtual@example.com'));
  for (let index = 1; index <= 30; index += 1)
    await virtual.request({ api_token: 1, new_token: `Bot ${index}`, new_token_scopes: ['read'] });
  virtual.close();

  await atEachWidth(run, 'security', async ({ page, shot, width }) => {
    await page.goto(app('trading.html'));
    await logInThroughSimulator(page, 'real@example.com');
    await page.getByTestId('balance').waitFor();

    await page.goto(app('user/security/api_tokenws.html'));
    await page.getByRole('textbox', { name: 'Name' }).fill(`Bot at ${width}`);
    await page.getByRole('checkbox', { name: 'Read' }).check();
    await page.getByRole('checkbox', { name: 'Trade' }).check();
    await page.getByRole('button', { name: 'Create' }).click();
    await page.getByText(`Bot at ${width}`, { exact: true }).waitFor();
    await shot('tokens');
    await page.getByRole('button', { name: 'Create' }).click();
    await shot('tokens-errors');
    await page.getByTestId('token-row').first().getByRole('button', { name: 'Delete' }).click();
    await shot('tokens-delete');
    await page.getByRole('button', { name: 'No' }).click();

    await page.goto(app('user/security/authorised_appsws.html'));
    await page.getByTestId('authorised-app').first().waitFor();
    await shot('apps');
    await page.getByRole('button', { name: 'Revoke access' }).first().click();
    await shot('apps-revoke');
    await page.getByRole('button', { name: 'No' }).click();

    await page.goto(app('user/security/iphistoryws.html'));
    await page.getByTestId('login-history-entry').first().waitFor();
    await shot('history');

    await page.goto(app('user/security/two_factor_authentication.html'));
    const secret = await page.getByTestId('two-factor-secret').innerText();
    await shot('two-factor-off');
    await page.getByRole('button', { name: 'Enable' }).click();
    await shot('two-factor-required');
    await page.getByRole('textbox', { name: 'Authentication code' }).fill('000000');
    await page.getByRole('button', { name: 'Enable' }).click();
    await page.getByText('OTP verification failed').waitFor();
    await shot('two-factor-wrong');
    await page.getByRole('textbox', { name: 'Authentication code' }).fill(codeNow(secret));
    await page.getByRole('button', { name: 'Enable' }).click();
    await page.getByTestId('two-factor-success').waitFor();
    await shot('two-factor-success');
    await page.getByRole('button', { name: 'Disable' }).waitFor({ timeout: 10_000 });
    await shot('two-factor-on');
    await page.getByRole('textbox', { name: 'Authentication code' }).fill(codeNow(secret));
    await page.getByRole('button', { name: 'Disable' }).click();
    await page.getByTestId('two-factor-success').waitFor();
  });

  await atEachWidth(run, 'security', async ({ page, shot }) => {
    await page.goto(app('trading.html'));
    await logInThroughSimulator(page, 'virtual@example.com');
    await page.getByTestId('balance').waitFor();
    await page.goto(app('user/security/api_tokenws.html'));
    await page.getByTestId('token-limit').waitFor();
    await shot('tokens-limit');
  });
});
