/**
 * Screenshots of the header for a visitor, a virtual and a real client at 1280 and 375 px, its menus
 * (the trade dropdown, the account menu, the drawer below 768 px) and the MT5 page, to look at:
 *   npx vite build && npx tsx e2e/header-screenshots.ts [outDir]
 */
import { logInThroughSimulator } from './log-in';
import { screenshotRun } from './screenshot-run';

await screenshotRun(async ({ stack, browser, outDir }) => {
  for (const width of [1280, 375]) {
    for (const who of ['visitor', 'virtual@example.com', 'real@example.com']) {
      // Reduced motion: the drawer is shown open, not halfway through its slide.
      const context = await browser.newContext({ viewport: { width, height: 640 }, reducedMotion: 'reduce' });
      const page = await context.newPage();
      const shot = async (name: string, height: number) => {
        const path = `${outDir}/header-${name}-${width}.png`;
        await page.screenshot({ path, clip: { x: 0, y: 0, width, height } });
        console.log(`saved ${path}`);
      };
      await page.goto(`${stack.appUrl}/en/trading.html`);
      if (who !== 'visitor') await logInThroughSimulator(page, who);
      await page.getByTestId(who === 'visitor' ? 'login' : 'balance').waitFor();
      await page.getByTestId('status-bar-clock').filter({ hasText: 'GMT' }).waitFor();
      const name = who.split('@')[0] ?? who;
      await shot(name, 120);
      if (width === 1280) {
        await page.getByRole('button', { name: 'Trade' }).click();
        await shot(`${name}-trade-menu`, 200);
        await page.keyboard.press('Escape');
      }
      if (who !== 'visitor') {
        await page.getByTestId('account-switcher').getByRole('button').first().click();
        await shot(`${name}-account-menu`, 400);
        await page.keyboard.press('Escape');
      }
      if (width === 375) {
        await page.getByTestId('menu-button').click();
        await page.getByTestId('menu-drawer').locator('a').first().waitFor();
        await shot(`${name}-drawer`, 640);
        await page.keyboard.press('Escape');
      }
      if (who === 'real@example.com') {
        await page.goto(`${stack.appUrl}/en/user/metatrader.html`);
        await page.locator('tr[data-login]').first().waitFor();
        await page.screenshot({ path: `${outDir}/mt5-real-${width}.png`, fullPage: true });
        console.log(`saved ${outDir}/mt5-real-${width}.png`);
      }
      await context.close();
    }
  }
});
