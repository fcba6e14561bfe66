/**
 * Screenshots of the asset index, the trading times and the limits page at 1280 and 375 px, to look at:
 *   npx vite build && npx tsx e2e/market-info-screenshots.ts [outDir]
 */
import { logInThroughSimulator } from './log-in';
import { atEachWidth, screenshotRun } from './screenshot-run';

await screenshotRun(async (run) => {
  const { stack } = run;
  await atEachWidth(run, 'resources', async ({ page, shot }) => {
    await page.goto(`${stack.appUrl}/en/resources/asset_indexws.html`);
    await page.getByTestId('asset-index-table').first().waitFor();
    await shot('asset-index');
    await page.goto(`${stack.appUrl}/de/resources/market_timesws.html`);
    await page.getByTestId('trading-times-table').first().waitFor();
    await shot('trading-times-de');
  });
  await atEachWidth(run, 'limits', async ({ page, shot }) => {
    await page.goto(`${stack.appUrl}/en/trading.html`);
    await logInThroughSimulator(page, 'real@example.com');
    await page.getByTestId('balance').waitFor();
    await page.goto(`${stack.appUrl}/en/user/security/limitsws.html`);
    await page.getByTestId('trading-limits').waitFor();
    await shot('svg');
  });
});
