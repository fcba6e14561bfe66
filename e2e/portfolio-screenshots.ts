/**
 * Screenshots of the portfolio page and the contract popup at 1280 and 375 px, to look at:
 *   npx vite build && npx tsx e2e/portfolio-screenshots.ts [outDir]
 */
import { logInThroughSimulator } from './log-in';
import { screenshotRun } from './screenshot-run';
import { demoToken, TraderSocket } from './trader-socket';

const EMAIL = 'virtual@example.com';

await screenshotRun(async ({ stack, browser, outDir }) => {
  const trader = await TraderSocket.open(stack.simulator.url, 'default', demoToken(EMAIL));
  const buy = async (contract_type: string, duration: number, duration_unit: string, barrier?: string) => {
    const parameters = {
      contract_type,
      symbol: 'R_100',
      currency: 'USD',
      basis: 'stake',
      amount: 10,
      duration,
      duration_unit,
    };
    const reply = await trader.request({
      buy: '1',
      price: 10_000,
      parameters: { ...parameters, ...(barrier ? { barrier } : {}) },
    });
    return (reply.buy as { contract_id: number }).contract_id;
  };
  try {
    const timed = await buy('CALL', 5, 'm');
    await buy('PUT', 10, 'm');
    const digit = await buy('DIGITMATCH', 5, 't', '5');
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    for (const width of [1280, 375]) {
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      const page = await context.newPage();
      await page.goto(`${stack.appUrl}/en/trading.html`);
      await logInThroughSimulator(page, EMAIL);
      await page.getByTestId('balance').waitFor();
      await page.goto(`${stack.appUrl}/en/portfolio.html`);
      await page.getByTestId('indicative').first().filter({ hasText: 'USD' }).waitFor();
      await page.screenshot({ path: `${outDir}/portfolio-${width}.png`, fullPage: true });
      for (const [name, id] of [
        ['timed', timed],
        ['digit', digit],
      ] as const) {
        await page.goto(`${stack.appUrl}/en/portfolio.html?contract_id=${id}`);
        await page.getByTestId('contract-popup').getByTestId('sell-area').waitFor();
        await page.waitForTimeout(1_500);
        await page.screenshot({ path: `${outDir}/popup-${name}-${width}.png`, fullPage: true });
      }
      await page.getByTestId('audit-toggle').click({ timeout: 20_000 });
      await page.screenshot({ path: `${outDir}/popup-audit-${width}.png`, fullPage: true });
      console.log(`saved ${outDir}/*-${width}.png`);
      await context.close();
    }
  } finally {
    trader.close();
  }
});
