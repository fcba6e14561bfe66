/**
 * Screenshots of the classic trading page for a logged-in virtual client, one per contract form,
 * at 1280 and 375 px, to look at:
 *   npx vite build && npx tsx e2e/trading-screenshots.ts [outDir]
 */
import { logInThroughSimulator } from './log-in';
import { screenshotRun } from './screenshot-run';

/** Every form of the menu but the lookbacks' twins: each lays out its fields and boxes its own way. */
const FORMS = [
  'Rise/Fall',
  'Higher/Lower',
  'Call Spread/Put Spread',
  'Touch/No Touch',
  'Ends Between/Ends Outside',
  'Stays Between/Goes Outside',
  'Asians',
  'Matches/Differs',
  'Even/Odd',
  'Over/Under',
  'High-Low',
  'Reset Call/Reset Put',
  'High/Low Ticks',
  'Only Ups/Only Downs',
];

await screenshotRun(async ({ stack, browser, outDir }) => {
  for (const width of [1280, 375]) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${stack.appUrl}/en/trading.html`);
    await logInThroughSimulator(page, 'virtual@example.com');
    await page.getByTestId('market').selectOption('volidx');
    await page.getByTestId('underlying').selectOption({ label: 'Volatility 100 Index' });
    for (const form of FORMS) {
      await page.getByRole('button', { name: form, exact: true }).click();
      await page.getByTestId('price-boxes').getByTestId('stake').first().waitFor({ timeout: 15_000 });
      const name = `${outDir}/trading-${form.replace(/\W+/g, '-').toLowerCase()}-${width}.png`;
      await page.screenshot({ path: name, fullPage: true });
      console.log(`saved ${name}`);
    }
    await context.close();
  }
});
