// @vitest-environment jsdom
import { StrictMode } from 'react';
import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OpenContract } from '../../src/api/endpoints/contracts';
import { SellArea } from '../../src/features/contract/SellArea';
import { useCloseOnBack } from '../../src/features/contract/useCloseOnBack';
import { useNewRows } from '../../src/features/contract/useNewRows';
import { NEW_ROW_HIGHLIGHT_MS } from '../../src/lib/constants';
import { OPEN_CONTRACT } from '../support/open-contract';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const open: OpenContract = { ...OPEN_CONTRACT, buy_price: 5, transaction_ids: { buy: 11 } };

describe('new rows of the popup', () => {
  it('highlights rows added after the first render for 1 s, and never the first ones', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ keys }) => useNewRows(keys), { initialProps: { keys: [1, 2] } });
    expect([...result.current]).toEqual([]);
    rerender({ keys: [1, 2, 3] });
    expect([...result.current]).toEqual([3]);
    act(() => vi.advanceTimersByTime(NEW_ROW_HIGHLIGHT_MS / 2));
    rerender({ keys: [1, 2, 3, 4] });
    expect([...result.current].sort()).toEqual([3, 4]);
    act(() => vi.advanceTimersByTime(NEW_ROW_HIGHLIGHT_MS / 2));
    expect([...result.current]).toEqual([4]);
    act(() => vi.advanceTimersByTime(NEW_ROW_HIGHLIGHT_MS / 2));
    expect([...result.current]).toEqual([]);
  });
});

describe('the sell area', () => {
  const renderArea = (contract: OpenContract, extra: Partial<Parameters<typeof SellArea>[0]> = {}) =>
    render(
      <SellArea
        contract={contract}
        sold={undefined}
        refusal={undefined}
        selling={false}
        onSell={() => {}}
        {...extra}
      />,
    );

  it.each([
    [{ is_forward_starting: 1 as const, date_start: 2000, current_spot_time: 1000 }, 'Contract has not started yet'],
    [{ is_valid_to_sell: 0 as const, is_expired: 1 as const }, 'Waiting for contract settlement.'],
    [{ is_valid_to_sell: 0 as const }, 'Resale not offered'],
  ])('%j says %s and offers no Sell', (fields, text) => {
    renderArea({ ...open, ...fields });
    expect(screen.getByTestId('sell-message').textContent).toBe(text);
    expect(screen.queryByTestId('sell')).toBeNull();
  });

  it("says the spec's words for a sale refused by a limit, and the server's for any other refusal", () => {
    renderArea(open, { refusal: { code: 'SellLimitReached', message: 'Sell limit reached.' } });
    expect(screen.getByRole('alert').textContent).toBe('You have reached the limit.');
    cleanup();
    renderArea(open, { refusal: { code: 'InvalidtoSell', message: 'This contract has been sold.' } });
    expect(screen.getByRole('alert').textContent).toBe('This contract has been sold.');
  });

  it('shows the sale: price, reference, end time and result', () => {
    const closed = { ...open, is_sold: 1 as const, status: 'sold' as const, sell_time: 1_900_000_000 };
    renderArea(closed, {
      sold: { sold_for: 9.5, transaction_id: 21, balance_after: 1, contract_id: 7, reference_id: 11 },
    });
    expect(screen.getByTestId('sold').textContent).toBe('Sold for 9.50 USD. Your transaction reference is 21.');
    expect(screen.getByTestId('result').textContent).toBe('This contract won');
    expect(screen.getByText('2030-03-17 17:46:40 GMT')).toBeTruthy();
  });
});

describe('Back closes a popup that pushed its own history entry', () => {
  it('closes on popstate, and takes its entry off when closed otherwise', async () => {
    const onClose = vi.fn();
    const before = window.history.length;
    const { unmount } = renderHook(() => useCloseOnBack(onClose, true));
    expect(window.history.length).toBe(before + 1);
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(onClose).toHaveBeenCalledTimes(1);
    const back = vi.spyOn(window.history, 'back');
    unmount();
    await Promise.resolve();
    expect(back).toHaveBeenCalledTimes(1);
  });

  it('stays open and pushes one entry under StrictMode, which runs the effect twice', async () => {
    const onClose = vi.fn();
    const back = vi.spyOn(window.history, 'back');
    const before = window.history.length;
    renderHook(() => useCloseOnBack(onClose, true), { wrapper: StrictMode });
    await Promise.resolve();
    expect(back).not.toHaveBeenCalled();
    expect(window.history.length).toBe(before + 1);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('pushes nothing where the address already names the contract', () => {
    const before = window.history.length;
    renderHook(() => useCloseOnBack(() => {}, false));
    expect(window.history.length).toBe(before);
  });
});
