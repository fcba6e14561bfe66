// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRICE_ANNOUNCEMENT_INTERVAL_MS } from '../../src/lib/constants';
import { PriceAnnouncement } from '../../src/ui/PriceAnnouncement';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const spoken = () => screen.getByTestId('price-announcement');
const pass = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('a price announcement', () => {
  it('is a polite live region that speaks a price at most once a second, the latest one', () => {
    const { rerender } = render(<PriceAnnouncement text="Higher. Stake 5.00 USD" />);
    expect(spoken().getAttribute('aria-live')).toBe('polite');
    expect(spoken().textContent).toBe('Higher. Stake 5.00 USD');

    rerender(<PriceAnnouncement text="Higher. Stake 5.10 USD" />);
    pass(0);
    expect(spoken().textContent).toBe('Higher. Stake 5.10 USD');

    // Four ticks within the next second: none is spoken before the second is up, then only the last.
    for (const stake of ['5.20', '5.30', '5.40', '5.50']) {
      pass(200);
      rerender(<PriceAnnouncement text={`Higher. Stake ${stake} USD`} />);
    }
    expect(spoken().textContent).toBe('Higher. Stake 5.10 USD');
    pass(PRICE_ANNOUNCEMENT_INTERVAL_MS - 800 - 1);
    expect(spoken().textContent).toBe('Higher. Stake 5.10 USD');
    pass(1);
    expect(spoken().textContent).toBe('Higher. Stake 5.50 USD');

    // A price that comes back to what was last spoken is not spoken again.
    rerender(<PriceAnnouncement text="Higher. Stake 5.60 USD" />);
    rerender(<PriceAnnouncement text="Higher. Stake 5.50 USD" />);
    pass(PRICE_ANNOUNCEMENT_INTERVAL_MS);
    expect(spoken().textContent).toBe('Higher. Stake 5.50 USD');
  });
});
