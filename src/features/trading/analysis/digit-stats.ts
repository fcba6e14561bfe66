import Big from 'big.js';

/** The last-digit tab asks for 100 ticks by default; these are the counts a trader may pick. */
export const DIGIT_TICK_COUNTS: readonly number[] = [25, 50, 100, 500, 1000];
export const DEFAULT_DIGIT_TICK_COUNT = 100;

/** The last digit of a quote shown with `decimals` places: 1234.5 at 2 decimals is 1234.50, digit 0. */
export function lastDigit(quote: number, decimals: number): number {
  const text = new Big(quote).toFixed(decimals);
  return Number(text.at(-1));
}

/** How often each digit 0-9 ended the quotes, as counts and percentages with one decimal. */
export function digitStatistics(
  quotes: readonly number[],
  decimals: number,
): { digit: number; count: number; percent: string }[] {
  const counts = Array.from({ length: 10 }, () => 0);
  for (const quote of quotes) counts[lastDigit(quote, decimals)]! += 1;
  return counts.map((count, digit) => ({
    digit,
    count,
    percent: quotes.length === 0 ? '0.0' : new Big(count).times(100).div(quotes.length).toFixed(1),
  }));
}
