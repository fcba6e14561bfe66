import { measureFirstPrice, withTradingPage } from './trading-page.ts';
const result = await withTradingPage((stack, browser) => measureFirstPrice(stack, browser, Number(process.argv[2] ?? 5)));
console.log(JSON.stringify(result, (_k, v) => (typeof v === 'number' ? Math.round(v) : v), 2));
