// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
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

function proposal(askPrice: number) {
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
    },
  };
}

/**
 * One price box over a platform that refuses the first `refusals` proposals with `error`, and answers
 * a buy with `buyReply` (NO_REPLY: never). The socket's state reaches the store, as in the app.
 */
function renderBox(
  error: { code: string; message: string },
  refusals: number,
  pending = false,
  buyReply: Record<string, unknown> | typeof NO_REPLY = NO_REPLY,
) {
  let asked = 0;
  const server = new ScriptedServer((request) => {
    if (request.portfolio === 1) return { msg_type: 'portfolio', portfolio: { contracts: [] } };
    if (request.buy !== undefined) return buyReply;
    if (request.proposal !== 1) throw { code: 'UnrecognisedRequest', message: 'Unrecognised request.' };
    asked += 1;
    if (asked <= refusals) throw error;
    return proposal(5.37);
  });
  const timers = new TestTimers();
  const socket = new SocketClient({
    url: 'ws://scripted',
    createSocket: server.createSocket,
    timers,
    onStatus: (status) => store.dispatch(connectionChanged(status)),
  });
  const store = createAppStore({ socket });
  render(
    <Provider store={store}>
      <MemoryRouter>
        <PriceBox
          position="top"
          label="Rise"
          contractType="CALL"
          parameters={PARAMETERS}
          pending={pending}
          loggedIn
          onPurchased={() => undefined}
        />
      </MemoryRouter>
    </Provider>,
  );
  return { asked: () => asked, server, store, timers };
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
