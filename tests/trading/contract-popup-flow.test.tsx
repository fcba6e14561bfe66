// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it } from 'vitest';
import { SocketClient } from '../../src/api/socket/socket-client';
import { createAppStore } from '../../src/app/store';
import { ContractPopup } from '../../src/features/contract';
import { ScriptedServer } from '../support/scripted-server';

type Frame = Record<string, unknown>;
const WAIT = { timeout: 5000 };

const CONTRACT = {
  contract_id: 77,
  contract_type: 'CALL',
  currency: 'USD',
  longcode: 'Win payout if Volatility 100 Index is strictly higher than entry spot at 5 minutes.',
  underlying: 'R_100',
  status: 'open',
  buy_price: 5,
  bid_price: 4.5,
  payout: 10,
  date_start: 1000,
  date_expiry: 1300,
  entry_tick_time: 1002,
  entry_spot: 100,
  is_valid_to_sell: 1,
  is_sold: 0,
  is_expired: 0,
  is_settleable: 0,
  transaction_ids: { buy: 11 },
};

/** The popup against a platform that answers proposal_open_contract with `contract` and sell with `sell`. */
function popupOn(contract: Frame, sell: (request: Frame) => Frame) {
  const server = new ScriptedServer((request) => {
    if (request.proposal_open_contract) return { msg_type: 'proposal_open_contract', proposal_open_contract: contract };
    if (request.sell) return { msg_type: 'sell', sell: sell(request) };
    if (request.sell_expired) return { msg_type: 'sell_expired', sell_expired: { count: 1 } };
    if (request.ticks_history) return { msg_type: 'history', history: { times: [1000], prices: [100] } };
    if (request.ticks)
      return { msg_type: 'tick', tick: { epoch: 1001, id: 't', pip_size: 2, quote: 100, symbol: 'R_100' } };
    throw { code: 'UnrecognisedRequest', message: 'Unrecognised request.' };
  });
  const store = createAppStore({
    socket: new SocketClient({ url: 'ws://scripted', createSocket: server.createSocket }),
  });
  render(
    <Provider store={store}>
      <ContractPopup contractId={77} onClose={() => {}} closeOnBack={false} />
    </Provider>,
  );
  return server;
}

/** Reads of contract 77 without a stream: after a sale, NoOpenPosition or sell_expired. */
const readsOnce = (server: ScriptedServer) =>
  server.sent.filter((frame) => frame.proposal_open_contract && frame.contract_id === 77 && !frame.subscribe);

afterEach(() => cleanup());

describe('the contract popup against a scripted platform', { timeout: 15_000 }, () => {
  it('sells at the bid price shown, shows the sale and reads the contract again without a stream', async () => {
    const server = popupOn(CONTRACT, () => ({ sold_for: 4.5, transaction_id: 12, contract_id: 77, balance_after: 1 }));
    fireEvent.click(await screen.findByTestId('sell', {}, WAIT));
    expect((await screen.findByTestId('sold', {}, WAIT)).textContent).toBe(
      'Sold for 4.50 USD. Your transaction reference is 12.',
    );
    expect(server.sent.find((frame) => frame.sell)).toMatchObject({ sell: 77, price: 4.5 });
    await waitFor(() => expect(readsOnce(server)).toHaveLength(1), WAIT);
  });

  it('reads the contract again on NoOpenPosition and shows no error', async () => {
    const server = popupOn(CONTRACT, () => {
      throw { code: 'NoOpenPosition', message: 'This contract was not found among your open positions.' };
    });
    fireEvent.click(await screen.findByTestId('sell', {}, WAIT));
    await waitFor(() => expect(readsOnce(server)).toHaveLength(1), WAIT);
    expect(screen.queryByTestId('sell-error')).toBeNull();
  });

  it('settles a contract valid to sell and settleable with one sell_expired', async () => {
    const server = popupOn({ ...CONTRACT, is_settleable: 1 }, () => ({}));
    await waitFor(() => expect(server.sent.filter((frame) => frame.sell_expired)).toHaveLength(1), WAIT);
    await waitFor(() => expect(readsOnce(server)).toHaveLength(1), WAIT);
    expect(server.sent.filter((frame) => frame.sell_expired)).toHaveLength(1);
  });
});
