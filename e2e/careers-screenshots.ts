/**
 * Screenshots of the careers and download pages at 1280 and 375 px, to look at:
 *   npx vite build && npx tsx e2e/careers-screenshots.ts [outDir]
 * Careers, open positions at a department, a department's job details and an unknown department; the
 * download page for a visitor from Indonesia (desktop app first) and from elsewhere, a release without
 * a macOS installer, and the feed unavailable. The default world's feed and country are put back after.
 */
import { DEFAULT_RELEASE } from '../simulator/domain/releases';
import { ControlClient } from '../simulator/control-client';
import { atEachWidth, screenshotRun } from './screenshot-run';

await screenshotRun(async (run) => {
  const control = ControlClient.of(run.stack.simulator);
  const app = (path: string) => `${run.stack.appUrl}/en/${path}`;
  await atEachWidth(run, 'careers', async ({ page, shot }) => {
    await page.goto(app('careers.html'));
    await page.getByTestId('open-positions-link').waitFor();
    await shot('careers');
    await page.goto(app('open-positions.html#information-technology'));
    await page.getByTestId('department-positions').waitFor();
    await shot('open-positions');
    await page.goto(app('open-positions/job-details.html?dept=customer-support#support-agent'));
    await page.getByTestId('all-positions-link').waitFor();
    await shot('job-details');
    await page.goto(app('open-positions/job-details.html?dept=astrology'));
    await page.getByTestId('unknown-department').waitFor();
    await shot('unknown-department');
  });

  await atEachWidth(run, 'download', async ({ page, shot }) => {
    try {
      await page.goto(app('download.html'));
      await page.getByTestId('release-version').waitFor();
      await shot('indonesia');
      await control.setSite('default', { status: 'up', clients_country: 'de' });
      await control.setRelease('default', { ...DEFAULT_RELEASE, assets: DEFAULT_RELEASE.assets.slice(1) });
      await page.goto(app('download.html'));
      await page.getByTestId('release-version').waitFor();
      await shot('no-macos');
      await control.setRelease('default', null);
      await page.goto(app('download.html'));
      await page.getByTestId('download-unavailable').waitFor();
      await shot('unavailable');
    } finally {
      await control.call('DELETE', '/worlds/default/release');
      await control.setSite('default', { status: 'up', clients_country: 'id' });
    }
  });
});
