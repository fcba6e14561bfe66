/**
 * Screenshots of the help and legal pages at 1280 and 375 px, to look at:
 *   npx vite build && npx tsx e2e/legal-screenshots.ts [outDir]
 * The FAQ with two answers open; the terms and conditions on their first section, with the sidebar
 * collapsed and (on a phone) expanded; the regulation's EU map and its last section; the responsible-trading page;
 * and the scroll-to-top button after scrolling.
 */
import { atEachWidth, screenshotRun } from './screenshot-run';

await screenshotRun(async (run) => {
  const app = (path: string) => `${run.stack.appUrl}/en/${path}`;
  await atEachWidth(run, 'legal', async ({ page, shot, width }) => {
    await page.goto(app('faq.html'));
    await page.getByRole('button', { name: 'How do I deposit money?' }).click();
    await page.getByRole('button', { name: 'How can I limit my trading?' }).click();
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await page.getByRole('button', { name: 'Scroll to top' }).waitFor({ state: 'detached' });
    await shot('faq');

    await page.goto(app('terms-and-conditions.html'));
    await page.getByRole('heading', { name: 'General terms' }).waitFor();
    await shot('terms');
    await page.getByRole('button', { name: 'Sections' }).click();
    await shot(width < 768 ? 'terms-sidebar-open' : 'terms-sidebar-collapsed');

    await page.goto(app('regulation.html'));
    await page.locator('.eu-map img').waitFor();
    await shot('regulation-map');

    await page.goto(app('regulation.html#iom'));
    await page.getByRole('heading', { name: 'Deriv (MX) Ltd' }).waitFor();
    await shot('regulation-last');

    await page.goto(app('responsible-trading.html'));
    await page.getByRole('heading', { name: 'Trade with care' }).waitFor();
    await shot('responsible-trading');

    // The FAQ with an answer open, scrolled down: the button back to the top shows (the screen only).
    await page.goto(app('faq.html'));
    await page.getByRole('button', { name: 'What is a payment agent?' }).click();
    await page.evaluate(() => window.scrollTo({ top: 200, behavior: 'instant' }));
    await page.getByRole('button', { name: 'Scroll to top' }).waitFor();
    await page.screenshot({ path: `${run.outDir}/legal-scroll-to-top-${width}.png` });
  });
});
