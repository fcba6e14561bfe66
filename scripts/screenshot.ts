/**
 * Takes a screenshot of a page of a running app, to look at it:
 *   npx tsx scripts/screenshot.ts http://localhost:5173/en/trading.html shot.png [width]
 */
import { launchBrowser } from '../e2e/browser';

const [url, file = 'screenshot.png', width = '1280'] = process.argv.slice(2);
if (!url) throw new Error('usage: screenshot.ts <url> [file.png] [width]');
const browser = await launchBrowser();
const page = await browser.newPage({ viewport: { width: Number(width), height: 800 } });
await page.goto(url, { waitUntil: 'networkidle' });
await page.screenshot({ path: file, fullPage: true });
await browser.close();
console.log(`saved ${file}`);
