// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { browserOnlineChanged, connectionChanged } from '../../src/api/connection-slice';
import { contractsApi } from '../../src/api/endpoints/contracts';
import { SocketClient } from '../../src/api/socket/socket-client';
import { createAppStore } from '../../src/app/store';
import { PriceBox } from '../../src/features/trading/components/PriceBox';
import { RECONNECT_DELAYS_MS } from '../../src/lib/constants';
import { NO_REPLY, ScriptedServer } from '../support/scripted-server';
import { TestTimers } from '../support/test-timers';

afterEach(cleanup);

const PARAMETERS = {
  symbol: 'R_100',
  currency: 'USD',
  amount: 10,
  basis: 'stake' as const,
  duration: 5,
  duration_unit: 't' as const,
};

function proposal(askPrice: number, fields: Record<string, unknown> = {}) {
  return {
    msg_type: 'proposal',
    proposal: {
      ask_price: askPrice,
      date_start: 1,
      display_value: String(askPrice),
      id: `CALL-${askPrice}`,
      longcode: 'Win payout if Volatility 100 Index is strictly higher than entry spot after 5 ticks.',
      payout: 19.54,
      spot: 1237.73,
      spot_time: 1,
      ...fields,
    },
  };
}

type BoxProps = Partial<ComponentProps<typeof PriceBox>>;

/**
 * One price box over a platform that answers each proposal with `answerProposal` (throw to refuse),
 * and a buy with `buyReply` (NO_REPLY: never). The socket's state reaches the store, as in the app.
 * `rerender` gives the box other props, as the page does when the form changes.
 */
function mountBox(
  answerProposal: () => Record<string, unknown>,
  props: BoxProps = {},
  buyReply: Record<string, unknown> | typeof NO_REPLY = NO_REPLY,
) {
  const server = new ScriptedServer((request) => {
    if (request.portfolio === 1) return { msg_type: 'portfolio', portfolio: { contracts: [] } };
    if (request.buy !== undefined) return buyReply;
    if (request.proposal !== 1) throw { code: 'UnrecognisedRequest', message: 'Unrecognised request.' };
    return answerProposal();
  });
  const timers = new TestTimers();
  const socket = new SocketClient({
    url: 'ws://scripted',
    createSocket: server.createSocket,
    timers,
    onStatus: (status) => store.dispatch(connectionChanged(status)),
  });
  const store = createAppStore({ socket });
  const box = (boxProps: BoxProps) => (
    <Provider store={store}>
      <MemoryRouter>
        <PriceBox
          position="top"
          label="Rise"
          contractType="CALL"
          parameters={PARAMETERS}
          loggedIn
          onPurchased={() => undefined}
          {...boxProps}
        />
      </MemoryRouter>
    </Provider>
  );
  const { rerender } = render(box(props));
  return { server, store, timers, rerender: (next: BoxProps) => rerender(box(next)) };
}

/** A box whose platform refuses the first `refusals` proposals with `error`, then prices 5.37. */
function renderBox(
  error: { code: string; message: string },
  refusals: number,
  pending = false,
  buyReply: Record<string, unknown> | typeof NO_REPLY = NO_REPLY,
) {
  let asked = 0;
  const mounted = mountBox(
    () => {
      asked += 1;
      if (asked <= refusals) throw error;
      return proposal(5.37);
    },
    { pending },
    buyReply,
  );
  return { asked: () => asked, ...mounted };
}

/** Sends a later price of the box's stream. */
function pushPrice(server: ScriptedServer, body: Record<string, unknown>) {
  act(() => server.push((request) => request.proposal === 1, body));
}

const ALREADY_SUBSCRIBED = { code: 'AlreadySubscribed', message: 'You are already subscribed to proposal.' };
const MARKET_CLOSED = { code: 'MarketIsClosed', message: 'This market is presently closed.' };

describe('a price box (trading-core §4 subscription handling, §8)', () => {
  it('on AlreadySubscribed asks once more and shows the price, never an error', async () => {
    const { asked } = renderBox(ALREADY_SUBSCRIBED, 1);
    const box = await screen.findByTestId('price-box-top');
    expect(await screen.findByTestId('stake')).toHaveProperty('textContent', '5.37 USD');
    expect(asked()).toBe(2);
    expect(box.getAttribute('aria-busy')).toBe('false');
    expect(screen.queryByTestId('contract-error')).toBeNull();
  });

  it('tells screen readers its contract and price in a polite live region', async () => {
    renderBox(ALREADY_SUBSCRIBED, 0);
    const spoken = screen.getByTestId('price-announcement');
    expect(spoken.getAttribute('aria-live')).toBe('polite');
    await waitFor(() => expect(spoken.textContent).toBe('Rise. Stake 5.37 USD. Payout 19.54 USD'));
  });

  it('keeps the last price, dimmed and not for sale, while the form has changed since it was asked', async () => {
    renderBox(ALREADY_SUBSCRIBED, 0, true);
    const box = await screen.findByTestId('price-box-top');
    expect(await screen.findByTestId('stake')).toHaveProperty('textContent', '5.37 USD');
    expect(box.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByTestId('purchase')).toHaveProperty('disabled', true);
  });

  it('shows the price overlay while AlreadySubscribed, and asks again only once (no request loop)', async () => {
    const { asked } = renderBox(ALREADY_SUBSCRIBED, 5);
    const box = await screen.findByTestId('price-box-top');
    await waitFor(() => expect(asked()).toBe(2));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(asked()).toBe(2);
    expect(box.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByTestId('contract-error')).toBeNull();
  });

  it('shows any other refusal in the contract error box, with no prices and purchase disabled', async () => {
    renderBox({ code: 'ContractBuyValidationError', message: 'Maximum stake allowed is 2000.00.' }, 1);
    expect(await screen.findByTestId('contract-error')).toHaveProperty(
      'textContent',
      'Maximum stake allowed is 2000.00.',
    );
    expect(screen.queryByTestId('stake')).toBeNull();
    expect(screen.queryByTestId('payout')).toBeNull();
    expect(screen.getByTestId('purchase')).toHaveProperty('disabled', true);
  });

  it('when the platform ends its stream (the market closed), shows the spec’s message and offers no purchase', async () => {
    const { server } = renderBox(ALREADY_SUBSCRIBED, 0);
    expect(await screen.findByTestId('stake')).toHaveProperty('textContent', '5.37 USD');
    act(() => server.push((request) => request.proposal === 1, { msg_type: 'proposal', error: MARKET_CLOSED }));
    expect(await screen.findByTestId('contract-error')).toHaveProperty(
      'textContent',
      'Market is closed. Please try again later.',
    );
    expect(screen.queryByTestId('stake')).toBeNull();
    expect(screen.getByTestId('purchase')).toHaveProperty('disabled', true);
  });
});

describe('a price box and the connection (trading-core §4)', () => {
  it('dims and refuses a purchase while the browser is offline', async () => {
    const { store } = renderBox(ALREADY_SUBSCRIBED, 0);
    await screen.findByTestId('stake');
    await waitFor(() => expect(screen.getByTestId('purchase')).toHaveProperty('disabled', false));
    act(() => store.dispatch(browserOnlineChanged(false)));
    expect(screen.getByTestId('price-box-top').className).toContain('price-box--offline');
    expect(screen.getByTestId('purchase')).toHaveProperty('disabled', true);
    act(() => store.dispatch(browserOnlineChanged(true)));
    expect(screen.getByTestId('purchase')).toHaveProperty('disabled', false);
  });

  it('dims and refuses a purchase while the socket is not open', async () => {
    const { server } = renderBox(ALREADY_SUBSCRIBED, 0);
    await screen.findByTestId('stake');
    await waitFor(() => expect(screen.getByTestId('purchase')).toHaveProperty('disabled', false));
    act(() => server.drop());
    expect(screen.getByTestId('price-box-top').className).toContain('price-box--offline');
    expect(screen.getByTestId('purchase')).toHaveProperty('disabled', true);
  });

  it('reports a buy unanswered when the connection drops as unknown, and re-reads the portfolio after the reconnect', async () => {
    const { server, store, timers } = renderBox(ALREADY_SUBSCRIBED, 0);
    const portfolio = store.dispatch(contractsApi.endpoints.portfolio.initiate());
    await screen.findByTestId('stake');
    await waitFor(() => expect(screen.getByTestId('purchase')).toHaveProperty('disabled', false));
    fireEvent.click(screen.getByTestId('purchase'));
    await waitFor(() => expect(server.sent.some((frame) => frame.buy !== undefined)).toBe(true));
    const sentBeforeDrop = server.sent.length;

    act(() => server.drop());
    expect(await screen.findByTestId('purchase-error')).toHaveProperty(
      'textContent',
      'The connection was lost before your purchase was confirmed. Please check your portfolio to see whether it went through.',
    );
    await timers.advance(RECONNECT_DELAYS_MS[0] ?? 0);
    await waitFor(() => expect(server.sent.slice(sentBeforeDrop).some((frame) => frame.portfolio === 1)).toBe(true));
    expect(server.sent.filter((frame) => frame.buy !== undefined)).toHaveLength(1);
    portfolio.unsubscribe();
  });
});

const GENERIC = 'Sorry, an error occurred while processing your request.';

describe('a price box’s figures (trading-core §3 proposal response, §4)', () => {
  it('shows the stake of a stake request as the platform formatted it (display_value), in the page’s number format', async () => {
    mountBox(() => proposal(1234.5, { display_value: '1234.50', payout: 2469.01 }));
    expect(await screen.findByTestId('stake')).toHaveProperty('textContent', '1,234.50 USD');
  });

  it('takes the stake of a stake request from display_value, not from ask_price', async () => {
    mountBox(() => proposal(5.37, { display_value: '5.4' }));
    expect(await screen.findByTestId('stake')).toHaveProperty('textContent', '5.40 USD');
  });

  it('shows the stake asked for a payout request, from ask_price', async () => {
    mountBox(() => proposal(5.37, { display_value: '5.37', payout: 10 }), {
      parameters: { ...PARAMETERS, basis: 'payout' },
    });
    expect(await screen.findByTestId('stake')).toHaveProperty('textContent', '5.37 USD');
    expect(screen.getByTestId('payout')).toHaveProperty('textContent', '10.00 USD');
  });

  it('shows the net profit and the return with one decimal', async () => {
    mountBox(() => proposal(10, { payout: 19.54 }));
    expect(await screen.findByTestId('net-profit')).toHaveProperty(
      'textContent',
      'Net profit: 9.54 USD | Return 95.4%',
    );
  });
});

describe('a price box’s movement mark (trading-core §4: up or down relative to the previous price)', () => {
  it('marks the payout of a stake request up or down as it moves, and clears the mark on an unchanged price', async () => {
    const { server } = mountBox(() => proposal(10, { payout: 19.54 }));
    expect(await screen.findByTestId('payout')).toHaveProperty('textContent', '19.54 USD');
    expect(screen.queryByTestId('movement')).toBeNull();

    pushPrice(server, proposal(10, { payout: 19.6 }));
    const up = await screen.findByRole('img', { name: 'Price up' });
    expect(up.getAttribute('data-movement')).toBe('up');
    expect(screen.getByTestId('payout').parentElement?.contains(up)).toBe(true);

    pushPrice(server, proposal(10, { payout: 19.5 }));
    expect(await screen.findByRole('img', { name: 'Price down' })).toHaveProperty('textContent', '▼');

    pushPrice(server, proposal(10, { payout: 19.5, spot: 1237.8 }));
    await waitFor(() => expect(screen.queryByTestId('movement')).toBeNull());
    expect(screen.getByTestId('payout')).toHaveProperty('textContent', '19.50 USD');
  });

  it('marks the stake of a payout request as it moves', async () => {
    const { server } = mountBox(() => proposal(5.37, { payout: 10 }), {
      parameters: { ...PARAMETERS, basis: 'payout' },
    });
    await screen.findByTestId('stake');
    pushPrice(server, proposal(5.41, { payout: 10 }));
    const up = await screen.findByRole('img', { name: 'Price up' });
    expect(screen.getByTestId('stake').parentElement?.contains(up)).toBe(true);
  });

  it('shows no mark for the first price of a new request, however it compares with the old one', async () => {
    let payout = 19.54;
    const { rerender } = mountBox(() => proposal(10, { payout }));
    await screen.findByTestId('payout');
    payout = 40;
    rerender({ parameters: { ...PARAMETERS, amount: 20 } });
    await waitFor(() => expect(screen.getByTestId('payout')).toHaveProperty('textContent', '40.00 USD'));
    expect(screen.queryByTestId('movement')).toBeNull();
  });
});

describe('a price box while a field of the form is in error', () => {
  it('shows none of the old figures and says why it has no price', async () => {
    const { rerender } = mountBox(() => proposal(5.37));
    await screen.findByTestId('stake');
    rerender({ parameters: undefined, formInError: true });
    expect(screen.queryByTestId('stake')).toBeNull();
    expect(screen.queryByTestId('payout')).toBeNull();
    expect(screen.queryByTestId('net-profit')).toBeNull();
    expect(screen.queryByTestId('longcode')).toBeNull();
    expect(screen.getByTestId('no-price')).toHaveProperty('textContent', 'Please correct the form to see a price.');
    expect(screen.getByTestId('purchase')).toHaveProperty('disabled', true);
  });
});

describe('a price box and a malformed reply (trading-core §8 generic error)', () => {
  it.each([
    ['an ask price that is not a number', { ask_price: 'abc' }],
    ['a payout that is not a number', { payout: null }],
    ['no payout', { payout: undefined }],
    ['an amount past exact range', { payout: 1e300 }],
    ['a stake display value that is not a number', { display_value: 'ten' }],
    ['no contract id', { id: undefined }],
  ])('shows the generic error for %s, stays mounted and offers no purchase', async (_case, fields) => {
    mountBox(() => proposal(5.37, fields));
    expect(await screen.findByTestId('contract-error')).toHaveProperty('textContent', GENERIC);
    expect(screen.getByTestId('price-box-top')).toBeTruthy();
    expect(screen.queryByTestId('stake')).toBeNull();
    expect(screen.queryByTestId('net-profit')).toBeNull();
    expect(screen.getByTestId('purchase')).toHaveProperty('disabled', true);
  });

  it('turns a malformed update of a live price into the error, and a good one back into prices', async () => {
    const { server } = mountBox(() => proposal(5.37));
    await screen.findByTestId('stake');
    pushPrice(server, proposal(Number.NaN));
    expect(await screen.findByTestId('contract-error')).toHaveProperty('textContent', GENERIC);
    expect(screen.queryByTestId('stake')).toBeNull();
    pushPrice(server, proposal(5.4));
    expect(await screen.findByTestId('stake')).toHaveProperty('textContent', '5.40 USD');
    expect(screen.queryByTestId('contract-error')).toBeNull();
  });
});
