// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, expect, it, vi } from 'vitest';
import { multiBarrierApi, type ProposalArrayArg } from '../../src/api/endpoints/multi-barrier';
import type { PriceTable as Table } from '../../src/api/endpoints/multi-barrier-prices';
import type { SocketClient } from '../../src/api/socket/socket-client';
import { createAppStore } from '../../src/app/store';
import type { PeriodOffer } from '../../src/features/multibarrier/periods';
import { PriceTable } from '../../src/features/multibarrier/PriceTable';
import * as rowState from '../../src/features/multibarrier/row-state';

vi.mock('../../src/features/multibarrier/row-state', { spy: true });

afterEach(cleanup);

/** A socket whose streams never answer: the test writes the price table into the cache itself. */
const silentSocket = {
  subscribe: () => ({ ready: new Promise(() => undefined), unsubscribe: () => undefined }),
} as unknown as SocketClient;

const stream: ProposalArrayArg = {
  reqId: 1,
  request: {
    basis: 'payout',
    amount: 10,
    currency: 'USD',
    symbol: 'frxEURUSD',
    date_expiry: 2_000,
    trading_period_start: 1_000,
    product_type: 'multi_barrier',
    contract_type: ['CALLE', 'PUTE'],
    barriers: [{ barrier: '1.3' }, { barrier: '1.2' }, { barrier: '1.1' }],
  },
};

const offer: PeriodOffer = {
  contractTypes: [
    { type: 'CALLE', label: 'Higher' },
    { type: 'PUTE', label: 'Lower' },
  ],
  rows: ['1.3', '1.2', '1.1'].map((barrier) => ({ key: barrier, barrier, barrier2: undefined })),
  allExpired: false,
};

const cell = (askPrice: number) => ({
  askPrice,
  prevPrice: undefined,
  movement: 'none' as const,
  longcode: 'x',
  error: undefined,
});
const table: Table = {
  reqId: 1,
  rows: Object.fromEntries(['1.3', '1.2', '1.1'].map((key) => [key, { CALLE: cell(4), PUTE: cell(6) }])),
};

/** The price table of `offer`, its prices `table`, in a store of its own. */
async function renderTable() {
  const store = createAppStore({ socket: silentSocket });
  await store.dispatch(multiBarrierApi.util.upsertQueryData('proposalArray', stream, table));
  render(
    <Provider store={store}>
      <PriceTable
        offer={offer}
        stream={stream}
        conditions={{ unwelcome: false, closing: false, offline: false }}
        onBuy={() => undefined}
      />
    </Provider>,
  );
  return store;
}

it('names each price button by its contract, its barrier and the price it shows (WCAG 2.5.3)', async () => {
  await renderTable();
  const button = screen.getByRole('button', { name: 'Higher 1.2, 4.00 USD' });
  expect(button.textContent).toContain('4.00 USD');
  expect(screen.getByRole('button', { name: 'Lower 1.1, 6.00 USD' })).toBeTruthy();
});

it('re-renders only the row whose price changed', async () => {
  const store = await renderTable();
  expect(screen.getAllByTestId('price-row')).toHaveLength(3);
  expect(screen.getAllByText('4.00 USD')).toHaveLength(3);

  const renderedCells = vi.mocked(rowState.buttonActive);
  renderedCells.mockClear();
  act(() => {
    store.dispatch(
      multiBarrierApi.util.updateQueryData('proposalArray', stream, () => ({
        ...table,
        rows: {
          ...table.rows,
          '1.2': { ...table.rows['1.2']!, CALLE: { ...cell(4.5), prevPrice: 4, movement: 'up' as const } },
        },
      })),
    );
  });

  expect(await screen.findAllByText('4.50 USD')).toHaveLength(1);
  // Two price buttons of one row rendered again; the other rows' four did not.
  expect(renderedCells).toHaveBeenCalledTimes(2);
  const moved = screen.getAllByTestId('price-button').filter((button) => button.dataset.movement === 'up');
  expect(moved).toHaveLength(1);
});

it("tells screen readers each row's barrier and prices in a polite live region of its own", async () => {
  const store = createAppStore({ socket: silentSocket });
  await store.dispatch(multiBarrierApi.util.upsertQueryData('proposalArray', stream, table));
  render(
    <Provider store={store}>
      <PriceTable
        offer={offer}
        stream={stream}
        conditions={{ unwelcome: false, closing: false, offline: false }}
        onBuy={() => undefined}
      />
    </Provider>,
  );
  const spoken = screen.getAllByTestId('price-announcement');
  expect(spoken.map((region) => region.getAttribute('aria-live'))).toEqual(['polite', 'polite', 'polite']);
  expect(spoken[1]?.textContent).toBe('1.2. Higher 4.00 USD. Lower 6.00 USD');
});
