/**
 * Screenshots of the multi-barrier page for a real client at 1280 and 375 px, to look at:
 *   npx vite build && npx tsx e2e/multibarrier-screenshots.ts [outDir]
 */
import { logInThroughSimulator } from './log-in';
import { screenshotRun } from './screenshot-run';

await screenshotRun(async ({ stack, browser, outDir }) => {
  for (const width of [1280, 375]) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    page.on('console', (message) => console.log(`[${message.type()}] ${message.text()}`));
    await page.goto(`${stack.appUrl}/en/trading.html`);
    await logInThroughSimulator(page, 'real@example.com');
    await page.goto(`${stack.appUrl}/en/multi_barriers_trading.html`);
    await page.getByTestId('ask-price').filter({ hasText: 'USD' }).first().waitFor({ timeout: 20_000 });
    const name = `${outDir}/multibarrier-${width}.png`;
    await page.screenshot({ path: name, fullPage: true });
    console.log(`saved ${name}`);
    await context.close();
  }
});
