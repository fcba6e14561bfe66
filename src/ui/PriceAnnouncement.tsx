import { PRICE_ANNOUNCEMENT_INTERVAL_MS } from '../lib/constants';
import { useThrottled } from './useThrottled';

/**
 * What a screen reader hears of a moving price: `text` in a polite live region, hidden on screen,
 * updated at most once a second however often the price moves.
 */
export function PriceAnnouncement({ text }: { text: string }) {
  const spoken = useThrottled(text, PRICE_ANNOUNCEMENT_INTERVAL_MS);
  return (
    <span className="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="price-announcement">
      {spoken}
    </span>
  );
}
