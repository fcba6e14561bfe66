// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { SocketClient } from '../../src/api/socket/socket-client';
import { createAppStore } from '../../src/app/store';
import { PriceBox } from '../../src/features/trading/components/PriceBox';
import { ScriptedServer } from '../support/scripted-server';

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

/** One price box over a platform that refuses the first `refusals` proposals with `error`. */
function renderBox(error: { code: string; message: string }, refusals: number, pending = false) {
  let asked = 0;
  const server = new ScriptedServer((request) => {
    if (request.proposal !== 1) throw { code: 'UnrecognisedRequest', message: 'Unrecognised request.' };
    asked += 1;
    if (asked <= refusals) throw error;
    return proposal(5.37);
  });
  const socket = new SocketClient({ url: 'ws://scripted', createSocket: server.createSocket });
  render(
    <Provider store={createAppStore({ socket })}>
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
  return { asked: () => asked };
}

const ALREADY_SUBSCRIBED = { code: 'AlreadySubscribed', message: 'You are already subscribed to proposal.' };

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
});
