/**
 * Screenshots of the header for a visitor, a virtual and a real client at 1280 and 375 px, to look at:
 *   npx vite build && npx tsx e2e/header-screenshots.ts [outDir]
 */
import { logInThroughSimulator } from './log-in';
import { screenshotRun } from './screenshot-run';

await screenshotRun(async ({ stack, browser, outDir }) => {
  for (const width of [1280, 375]) {
    for (const who of ['visitor', 'virtual@example.com', 'real@example.com']) {
      const context = await browser.newContext({ viewport: { width, height: 640 } });
      const page = await context.newPage();
      await page.goto(`${stack.appUrl}/en/trading.html`);
      if (who !== 'visitor') await logInThroughSimulator(page, who);
      await page.getByTestId(who === 'visitor' ? 'login' : 'balance').waitFor();
      await page.getByTestId('status-bar-clock').filter({ hasText: 'GMT' }).waitFor();
      const name = `${outDir}/header-${who.split('@')[0]}-${width}.png`;
      await page.screenshot({ path: name, clip: { x: 0, y: 0, width, height: 120 } });
      if (who === 'real@example.com') {
        await page.getByTestId('account-switcher').getByRole('button').first().click();
        await page.screenshot({
          path: `${outDir}/header-real-menu-${width}.png`,
          clip: { x: 0, y: 0, width, height: 360 },
        });
      }
      console.log(`saved ${name}`);
      await context.close();
    }
  }
});
