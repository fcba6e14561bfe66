/**
 * Screenshots of the client's profile pages at 1280 and 375 px, to look at:
 *   npx vite build && npx tsx e2e/profile-screenshots.ts [outDir]
 * The financial assessment with its required errors and saved; the terms notice and its refusal;
 * the professional-client page of a retail client, its confirmation, the processing status; the
 * Telegram bot form with its error and its link to the bot.
 */
import { ControlClient } from '../simulator/control-client';
import { logInThroughSimulator } from './log-in';
import { atEachWidth, screenshotRun } from './screenshot-run';

await screenshotRun(async (run) => {
  const control = ControlClient.of(run.stack.simulator);
  const app = (path: string) => `${run.stack.appUrl}/en/${path}`;
  await atEachWidth(run, 'profile', async ({ page, shot }) => {
    await control.patchAccount('default', 'CR90000001', { settings: { client_tnc_status: '3.0.0' } });
    await page.goto(app('trading.html'));
    await logInThroughSimulator(page, 'real@example.com');
    await page.getByTestId('balance').waitFor();

    await page.goto(app('user/settings/assessmentws.html'));
    await page.getByRole('button', { name: 'Update' }).click();
    await shot('assessment-required');
    for (const question of await page.locator('main select').all()) await question.selectOption({ index: 2 });
    await page.getByRole('button', { name: 'Update' }).click();
    // The second width finds the first one's answers saved, and is told nothing changed.
    await page.locator('.profile-message').waitFor();
    await shot('assessment-saved');

    await control.queueFault('default', {
      msg_type: 'tnc_approval',
      error: { code: 'PermissionDenied', message: 'Permission denied.' },
    });
    await page.goto(app('user/tnc_approvalws.html'));
    await page.getByTestId('terms-approval').waitFor();
    await shot('terms');
    await page.getByRole('button', { name: 'OK' }).click();
    await page.getByText('Permission denied.').waitFor();
    await shot('terms-refused');

    await page.goto(app('user/telegram-bot.html'));
    await page.getByRole('button', { name: 'Submit' }).click();
    await shot('telegram-required');
    await page.getByRole('textbox', { name: 'Token' }).fill('a1B2c3D4e5');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByTestId('telegram-bot-link').waitFor();
    await shot('telegram-link');
    await control.patchAccount('default', 'CR90000001', { settings: { client_tnc_status: 'Version 1.0 2026-01-01' } });
  });

  await atEachWidth(run, 'profile', async ({ page, shot }) => {
    await control.patchAccount('default', 'MF90000001', { status: { clear: ['professional_requested'] } });
    await page.goto(app('trading.html'));
    await logInThroughSimulator(page, 'eu-retail@example.com');
    await page.getByTestId('balance').waitFor();
    const realityCheck = page.getByRole('dialog', { name: 'Reality check' });
    await realityCheck.getByRole('button', { name: 'Confirm' }).click();
    await page.goto(app('user/settings/professional.html'));
    await page.getByTestId('professional-status').waitFor();
    await shot('professional-retail');
    await page.getByRole('button', { name: 'Request professional status' }).click();
    await shot('professional-confirm');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.locator('[data-status="requested"]').waitFor();
    await shot('professional-requested');
  });
});
