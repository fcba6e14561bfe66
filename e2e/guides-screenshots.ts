/**
 * Screenshots of the guides and product pages at 1280 and 375 px, to look at:
 *   npx vite build && npx tsx e2e/guides-screenshots.ts [outDir]
 * Every guide and product page (the get-started guides, the MetaTrader 5 guides, the platforms, company
 * and partner pages, the economic calendar's unavailable notice), the binary options guide opened at a
 * market's section, the CFD guide for a visitor from France, and the demo landing page of a virtual
 * account.
 */
import { ControlClient } from '../simulator/control-client';
import { CONTENT_PAGE_NAMES } from '../src/features/guides/content';
import { logInThroughSimulator } from './log-in';
import { atEachWidth, screenshotRun } from './screenshot-run';

await screenshotRun(async (run) => {
  const control = ControlClient.of(run.stack.simulator);
  const app = (path: string) => `${run.stack.appUrl}/en/${path}`;
  // Every guide and product page; the demo landing page, for virtual accounts only, is taken logged in below.
  const pages = CONTENT_PAGE_NAMES.filter((name) => name !== 'new_account/landing_page');
  await atEachWidth(run, 'guides', async ({ page, width, shot }) => {
    for (const path of pages) {
      await page.goto(app(`${path}.html`));
      await page.locator('article.content-page h1').waitFor();
      await shot(path.replace(/\//g, '-'));
    }
    await page.goto(app('get-started/binary-options.html#stocks'));
    await page.locator('#stocks').waitFor();
    // The window only, as the reader sees it: the page scrolled to the market's section.
    await page.screenshot({ path: `${run.outDir}/guides-binary-options-at-stocks-${width}.png` });
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
