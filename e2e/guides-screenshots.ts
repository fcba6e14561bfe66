/**
 * Screenshots of the guides and product pages at 1280 and 375 px, to look at:
 *   npx vite build && npx tsx e2e/guides-screenshots.ts [outDir]
 * The get-started page and a guide, the platforms page, the contract specifications table, a company
 * page, the economic calendar's unavailable notice, the CFD guide for a visitor from France, and the
 * demo landing page of a virtual account.
 */
import { ControlClient } from '../simulator/control-client';
import { logInThroughSimulator } from './log-in';
import { atEachWidth, screenshotRun } from './screenshot-run';

await screenshotRun(async (run) => {
  const control = ControlClient.of(run.stack.simulator);
  const app = (path: string) => `${run.stack.appUrl}/en/${path}`;
  const pages = [
    ['get-started', 'get-started'],
    ['forex', 'get-started/forex'],
    ['platforms', 'platforms'],
    ['contract-specifications', 'metatrader/contract-specifications'],
    ['why-us', 'why-us'],
    ['malta', 'malta'],
    ['economic-calendar', 'economic_calendar'],
  ] as const;
  await atEachWidth(run, 'guides', async ({ page, shot }) => {
    for (const [name, path] of pages) {
      await page.goto(app(`${path}.html`));
      await page.locator('article.content-page h1').waitFor();
      await shot(name);
    }
  });

  const { clients_country: country } = await control.setSite('default', { status: 'up', clients_country: 'fr' });
  await atEachWidth(run, 'guides', async ({ page, shot }) => {
    await page.goto(app('get-started/cfds.html'));
    await page.getByTestId('offer-withheld').waitFor();
    await shot('cfds-france');
  });
  await control.setSite('default', { status: 'up', clients_country: country });

  await atEachWidth(run, 'guides', async ({ page, shot }) => {
    await page.goto(app('trading.html'));
    await logInThroughSimulator(page, 'virtual@example.com');
    await page.getByTestId('balance').waitFor();
    await page.goto(app('new_account/landing_page.html'));
    await page.locator('article.content-page h1').waitFor();
    await shot('landing-page');
  });
});
