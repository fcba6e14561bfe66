import { describe, expect, it } from 'vitest';
import type { PriceCell } from '../../src/api/endpoints/multi-barrier-prices';
import { buttonActive, marketClosed, payoutShown, redirectsToClassic } from '../../src/features/multibarrier/row-state';

const priced: PriceCell = { askPrice: 5.2, prevPrice: undefined, movement: 'none', longcode: 'x', error: undefined };
const open = { unwelcome: false, closing: false, offline: false };

describe('price button state', () => {
  it('is active with an ask price, no error, a welcome account and more than 120 s left', () => {
    expect(buttonActive(priced, open)).toBe(true);
  });

  it('is inactive with an error, without an ask price, for an unwelcome account or near the end', () => {
    expect(buttonActive({ ...priced, error: 'Barrier too far' }, open)).toBe(false);
    expect(buttonActive({ ...priced, askPrice: undefined }, open)).toBe(false);
    expect(buttonActive(undefined, open)).toBe(false);
    expect(buttonActive(priced, { ...open, unwelcome: true })).toBe(false);
    expect(buttonActive(priced, { ...open, closing: true })).toBe(false);
    expect(buttonActive(priced, { ...open, offline: true })).toBe(false);
  });
});

describe('market open or closed', () => {
  it('is closed when contracts_for says MarketIsClosed', () => {
    expect(marketClosed(undefined, 'MarketIsClosed', 100)).toBe(true);
  });

  it('compares now with the close time; a null close means no session today', () => {
    expect(marketClosed({ close: 200 }, undefined, 200)).toBe(false);
    expect(marketClosed({ close: 200 }, undefined, 201)).toBe(true);
    expect(marketClosed({ close: null }, undefined, 1)).toBe(true);
    expect(marketClosed(undefined, 'InvalidSymbol', 1)).toBe(false);
  });
});

describe('who is sent to the classic trading page', () => {
  it('sends Malta and Isle of Man accounts, and clients without forex', () => {
    expect(redirectsToClassic('malta', undefined)).toBe(true);
    expect(redirectsToClassic('iom', ['forex'])).toBe(true);
    expect(redirectsToClassic('svg', ['synthetic_index'])).toBe(true);
  });

  it('keeps clients allowed forex, and visitors', () => {
    expect(redirectsToClassic('svg', ['forex', 'indices'])).toBe(false);
    expect(redirectsToClassic('svg', undefined)).toBe(false);
    expect(redirectsToClassic(undefined, undefined)).toBe(false);
  });
});

describe('payout shown', () => {
  it('is the amount divided by 1000, exactly', () => {
    expect(payoutShown('10')).toBe('0.01');
    expect(payoutShown('2500.5')).toBe('2.5005');
    expect(payoutShown('abc')).toBe('');
  });
});
