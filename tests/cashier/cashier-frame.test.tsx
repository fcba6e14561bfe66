// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CashierFrame } from '../../src/features/cashier/CashierFrame';
import { missingDetailNames } from '../../src/features/cashier/missing-details';

const CASHIER_URL = 'https://cashier.example.com/cashier/0123abcd';

const frame = () => screen.getByTitle('Cashier');
const loader = () => screen.queryByRole('status');

function post(data: unknown, origin: string) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin }));
  });
}

describe('the cashier frame', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('takes the height the cashier page posts from its own origin, and from no other', () => {
    render(<CashierFrame url={CASHIER_URL} crypto={false} />);
    post(1234, 'https://elsewhere.example.com');
    post(1234, 'https://cashier.example.com:8443');
    expect(frame().style.height).toBe('');
    post(812, 'https://cashier.example.com');
    expect(frame().style.height).toBe('812px');
    post('640', 'https://cashier.example.com');
    expect(frame().style.height).toBe('640px');
    post({ height: 9999 }, 'https://cashier.example.com');
    post(-5, 'https://cashier.example.com');
    expect(frame().style.height).toBe('640px');
  });

  it('is 700 px tall for a crypto cashier, whatever is posted', () => {
    render(<CashierFrame url={CASHIER_URL} crypto />);
    expect(frame().style.height).toBe('700px');
    post(300, 'https://cashier.example.com');
    expect(frame().style.height).toBe('700px');
  });

  it('keeps the loader until 1 s after the cashier page has loaded', () => {
    render(<CashierFrame url={CASHIER_URL} crypto={false} />);
    act(() => vi.advanceTimersByTime(5_000));
    expect(loader()).not.toBeNull();
    fireEvent.load(frame());
    act(() => vi.advanceTimersByTime(999));
    expect(loader()).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(loader()).toBeNull();
  });
});

describe('the missing details of ASK_FIX_DETAILS', () => {
  it('are named as the spec names them, each once, whichever way the platform gives them', () => {
    expect(missingDetailNames({ fields: ['address_state', 'residence', 'phone', 'address_state', 'unknown'] })).toEqual(
      ['State/Province', 'Country', 'Telephone'],
    );
    expect(missingDetailNames({ city: 1, street: 1, pcode: 1, email: 1 })).toEqual([
      'Town/City',
      'First line of home address',
      'Postal Code / ZIP',
      'Email address',
    ]);
    expect(missingDetailNames(undefined)).toEqual([]);
    expect(missingDetailNames({ fields: 'phone' })).toEqual([]);
    expect(missingDetailNames({ constructor: 1, toString: 1 })).toEqual([]);
  });
});
