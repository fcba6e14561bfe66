// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it } from 'vitest';
import type { Purchase } from '../../src/api/endpoints/contracts';
import { SocketClient } from '../../src/api/socket/socket-client';
import { createAppStore } from '../../src/app/store';
import { PurchaseConfirmation } from '../../src/features/trading';
import { ScriptedServer } from '../support/scripted-server';

const WAIT = { timeout: 5000 };

const purchase = (shortcode: string): Purchase => ({
  contract_id: 77,
  transaction_id: 701,
  longcode: 'Win payout if the last digit of Volatility 100 Index is 5 after 3 ticks.',
  shortcode,
  payout: 9.5,
  buy_price: 1,
  balance_after: 99,
  start_time: 1000,
  purchase_time: 1000,
});

const tick = (epoch: number, quote: string) => ({ epoch, tick: Number(quote), tick_display_value: quote });

const running = {
  contract_id: 77,
  contract_type: 'DIGITMATCH',
  currency: 'USD',
  status: 'open',
  is_sold: 0,
  buy_price: 1,
  tick_count: 3,
  tick_stream: [tick(1002, '100.15')],
};

function confirmationOf(bought: Purchase) {
  const server = new ScriptedServer((request) => {
    if (request.proposal_open_contract) return { msg_type: 'proposal_open_contract', proposal_open_contract: running };
    throw { code: 'UnrecognisedRequest', message: 'Unrecognised request.' };
  });
  const store = createAppStore({
    socket: new SocketClient({ url: 'ws://scripted', createSocket: server.createSocket }),
  });
  render(
    <Provider store={store}>
      <PurchaseConfirmation purchase={bought} currency="USD" onClose={() => {}} onView={() => {}} />
    </Provider>,
  );
  const update = (fields: Record<string, unknown>) =>
    server.push((request) => request.proposal_open_contract === 1, {
      msg_type: 'proposal_open_contract',
      proposal_open_contract: { ...running, ...fields },
    });
  return { server, store, update };
}

afterEach(() => cleanup());

describe('the confirmation of a tick trade', { timeout: 15_000 }, () => {
  it('follows the ticks to the result, as binary.com did', async () => {
    const { update } = confirmationOf(purchase('DIGITMATCH_R_100_9.5_1000_3T_5_0'));
    await waitFor(() => expect(screen.getAllByTestId('digit-tick')).toHaveLength(1), WAIT);
    update({ tick_stream: [tick(1002, '100.15'), tick(1004, '100.25')] });
    await waitFor(() => expect(screen.getAllByTestId('digit-tick')).toHaveLength(2), WAIT);
    expect(screen.queryByTestId('tick-trade-result')).toBeNull();
    update({
      status: 'won',
      is_sold: 1,
      profit: 8.5,
      profit_percentage: 850,
      tick_stream: [tick(1002, '100.15'), tick(1004, '100.25'), tick(1006, '100.35')],
    });
    await waitFor(
      () => expect(screen.getByTestId('tick-trade-result').textContent).toBe('This contract won 8.50 USD (850.00%)'),
      WAIT,
    );
    expect(screen.getAllByTestId('digit-tick').map((row) => row.textContent?.slice(0, 1))).toEqual(['1', '2', '3']);
  });

  it('does not follow a contract that runs on time', async () => {
    const { store } = confirmationOf(purchase('CALL_R_100_9.5_1000_1300_S0P_0'));
    await screen.findByTestId('confirmation', {}, WAIT);
    expect(Object.keys(store.getState().api.queries).filter((key) => key.startsWith('openContract'))).toEqual([]);
    expect(screen.queryByTestId('tick-trade')).toBeNull();
  });
});
