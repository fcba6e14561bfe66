// @vitest-environment jsdom
import { act, cleanup, screen, within } from '@testing-library/react';
import { createElement, memo, Profiler, type ComponentProps } from 'react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { SocketClient } from '../../src/api/socket/socket-client';
import { renderTradingPage } from './support/render-trading-page';
import { ScriptedServer } from '../support/scripted-server';
import { R_100, symbol } from '../trading/contracts';

/**
 * How often the page itself renders (its form re-renders with it) and how often each price box
 * commits: a price update or a tick must reach only the part that shows it.
 */
const renders = vi.hoisted(() => ({ page: 0, boxes: new Map<string, number>() }));

vi.mock('../../src/features/trading/components/TradeForm', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/features/trading/components/TradeForm')>();
  return {
    TradeForm(props: ComponentProps<typeof original.TradeForm>) {
      renders.page += 1;
      return createElement(original.TradeForm, props);
    },
  };
});

vi.mock('../../src/features/trading/components/PriceBox', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/features/trading/components/PriceBox')>();
  return {
    PriceBox: memo(function CountedPriceBox(props: ComponentProps<typeof original.PriceBox>) {
      const count = () => renders.boxes.set(props.position, (renders.boxes.get(props.position) ?? 0) + 1);
      return createElement(Profiler, { id: props.position, onRender: count }, createElement(original.PriceBox, props));
    }),
  };
});

const WAIT = { timeout: 5000 };

function proposal(contractType: unknown, askPrice: number) {
  return {
    msg_type: 'proposal',
    proposal: {
      ask_price: askPrice,
      date_start: 1,
      display_value: askPrice.toFixed(2),
      id: `p-${String(contractType)}`,
      longcode: `Win payout if ${String(contractType)}.`,
      payout: 10,
      spot: 1234.5,
      spot_time: 1,
    },
  };
}

function tick(quote: number) {
  return { msg_type: 'tick', tick: { epoch: 1, id: 't', pip_size: 2, quote, symbol: 'R_100' } };
}

function platform() {
  const server = new ScriptedServer((request) => {
    if (request.time) return { msg_type: 'time', time: 1_900_000_000 };
    if (request.active_symbols) {
      return {
        msg_type: 'active_symbols',
        active_symbols: [symbol({ symbol: 'R_100', market: 'synthetic_index', display_name: 'Volatility 100 Index' })],
      };
    }
    if (request.contracts_for) return { msg_type: 'contracts_for', contracts_for: { available: R_100 } };
    if (request.ticks) return tick(1234.5);
    if (request.proposal) return proposal(request.contract_type, 5.37);
    throw { code: 'UnrecognisedRequest', message: 'Unrecognised request.' };
  });
  renderTradingPage(new SocketClient({ url: 'ws://scripted', createSocket: server.createSocket }));
  return server;
}

beforeEach(() => {
  localStorage.clear();
  renders.page = 0;
  renders.boxes.clear();
});
afterEach(() => cleanup());

it(
  'a price update re-renders only its own box, and a tick neither the page nor the boxes',
  { timeout: 15_000 },
  async () => {
    const server = platform();
    const top = await screen.findByTestId('price-box-top', {}, WAIT);
    await within(top).findByText('5.37 USD', {}, WAIT);
    await within(screen.getByTestId('price-box-bottom')).findByText('5.37 USD', {}, WAIT);
    const page = renders.page;
    const bottom = renders.boxes.get('bottom');
    const topBefore = renders.boxes.get('top') ?? 0;

    for (const price of [5.4, 5.41, 5.42]) {
      act(() => server.push((request) => request.contract_type === 'CALL', proposal('CALL', price)));
      await within(top).findByText(`${price.toFixed(2)} USD`, {}, WAIT);
    }
    expect(renders.boxes.get('top')).toBeGreaterThanOrEqual(topBefore + 3);
    expect(renders.boxes.get('bottom')).toBe(bottom);
    expect(renders.page).toBe(page);

    const topAfterPrices = renders.boxes.get('top');
    act(() => server.push((request) => request.ticks === 'R_100', tick(1240.25)));
    await screen.findByText(/1240\.25/, {}, WAIT);
    expect(renders.page).toBe(page);
    expect([renders.boxes.get('top'), renders.boxes.get('bottom')]).toEqual([topAfterPrices, bottom]);
  },
);
