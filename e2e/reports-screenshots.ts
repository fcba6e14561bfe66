/**
 * Screenshots of the statement and profit table at 1280 and 375 px, to look at:
 *   npx vite build && npx tsx e2e/reports-screenshots.ts [outDir]
 */
import { ControlClient } from '../simulator/control-client';
import { logInThroughSimulator } from './log-in';
import { screenshotRun } from './screenshot-run';
import { demoToken, TraderSocket } from './trader-socket';

const EMAIL = 'malta@example.com';

await screenshotRun(async ({ stack, browser, outDir }) => {
  const trader = await TraderSocket.open(stack.simulator.url, 'default', demoToken(EMAIL));
  try {
    for (const duration of [5, 6, 7]) {
      await trader.request({
        buy: '1',
        price: 10_000,
        parameters: {
          contract_type: duration === 6 ? 'PUT' : 'CALL',
          symbol: 'R_100',
          currency: 'EUR',
          basis: 'stake',
          amount: 10,
          duration,
          duration_unit: 't',
        },
      });
    }
    await ControlClient.of(stack.simulator).postTransactions('default', 'MLT90000001', { count: 240, amount: '12.5' });
    await new Promise((resolve) => setTimeout(resolve, 20_000));
    for (const width of [1280, 375]) {
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      const page = await context.newPage();
      await page.goto(`${stack.appUrl}/en/trading.html`);
      await logInThroughSimulator(page, EMAIL);
      await page.getByTestId('balance').waitFor();
      await page.goto(`${stack.appUrl}/en/user/statementws.html#no-reality-check`);
      await page.getByTestId('statement-row').first().waitFor();
      await page.screenshot({ path: `${outDir}/statement-${width}.png` });
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForTimeout(1_000);
      await page.screenshot({ path: `${outDir}/statement-end-${width}.png` });
      await page.goto(`${stack.appUrl}/de/user/profit_tablews.html#no-reality-check`);
      await page.getByTestId('profit-row').first().waitFor({ timeout: 30_000 });
      await page.screenshot({ path: `${outDir}/profit-table-de-${width}.png`, fullPage: true });
      console.log(`saved ${outDir}/*-${width}.png`);
      await context.close();
    }
  } finally {
    trader.close();
  }
});
