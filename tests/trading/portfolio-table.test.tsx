// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it } from 'vitest';
import { SocketClient } from '../../src/api/socket/socket-client';
import { createAppStore } from '../../src/app/store';
import { PortfolioTable } from '../../src/features/portfolio';
import { ScriptedServer } from '../support/scripted-server';

type Frame = Record<string, unknown>;
const WAIT = { timeout: 5000 };
const NOW = 1_700_000_000;

const position = (id: number, minutes: number) => ({
  contract_id: id,
  transaction_id: id * 10,
  contract_type: 'CALL',
  currency: 'USD',
  symbol: 'R_100',
  longcode: `Contract ${id}`,
  shortcode: `CALL_R_100_10_${NOW}_${NOW + minutes * 60}_S0P_0`,
  buy_price: 5,
  payout: 9.75,
  date_start: NOW,
  purchase_time: NOW,
  expiry_time: NOW + minutes * 60,
});

const priced = (id: number, bid: number, fields: Frame = {}) => ({
  contract_id: id,
  currency: 'USD',
  status: 'open',
  is_sold: 0,
  is_valid_to_sell: 1,
  bid_price: bid,
  ...fields,
});

/** The portfolio against a platform holding `positions`, pricing each through the shared contract stream. */
function portfolioOn(positions: Frame[]) {
  const server = new ScriptedServer((request) => {
    if (request.portfolio) return { msg_type: 'portfolio', portfolio: { contracts: positions } };
    if (request.proposal_open_contract) return { msg_type: 'proposal_open_contract', proposal_open_contract: {} };
    if (request.transaction) return { msg_type: 'transaction', transaction: {} };
    if (request.time) return { msg_type: 'time', time: NOW };
    throw { code: 'UnrecognisedRequest', message: 'Unrecognised request.' };
  });
  const store = createAppStore({
    socket: new SocketClient({ url: 'ws://scripted', createSocket: server.createSocket }),
  });
  const view = render(
    <Provider store={store}>
      <PortfolioTable onView={() => {}} />
    </Provider>,
  );
  const price = (body: Frame) =>
    server.push((request) => request.proposal_open_contract === 1, {
      msg_type: 'proposal_open_contract',
      proposal_open_contract: body,
    });
  return { server, view, price };
}

const rowOf = (id: number) =>
  screen.getAllByTestId('portfolio-row').find((row) => row.dataset.contractId === String(id))!;
const cellOf = (id: number, testId: string) => rowOf(id).querySelector(`[data-testid="${testId}"]`) as HTMLElement;

afterEach(() => cleanup());

describe('the portfolio table', { timeout: 15_000 }, () => {
  it("shows each position's potential payout and remaining time on the platform's clock", async () => {
    portfolioOn([position(1, 5)]);
    await screen.findByTestId('portfolio', {}, WAIT);
    expect(cellOf(1, 'payout').textContent).toBe('9.75 USD');
    await waitFor(() => expect(cellOf(1, 'remaining-time').textContent).toMatch(/^00:0[45]:\d\d$/), WAIT);
  });

  it('says "Resale not offered" for a position the platform does not buy back', async () => {
    const { price } = portfolioOn([position(1, 5), position(2, 5)]);
    await screen.findByTestId('portfolio', {}, WAIT);
    price(priced(1, 4.1, { is_valid_to_sell: 0 }));
    price(priced(2, 4.2));
    await waitFor(() => expect(cellOf(1, 'indicative').textContent).toBe('Resale not offered'), WAIT);
    expect(cellOf(2, 'indicative').textContent).toBe('4.20 USD');
  });

  it('marks an indicative price that rose or fell', async () => {
    const { price } = portfolioOn([position(1, 5)]);
    await screen.findByTestId('portfolio', {}, WAIT);
    price(priced(1, 4.1));
    await waitFor(() => expect(cellOf(1, 'indicative').textContent).toBe('4.10 USD'), WAIT);
    expect(cellOf(1, 'indicative').dataset.movement).toBeUndefined();
    price(priced(1, 4.3));
    await waitFor(() => expect(cellOf(1, 'indicative').dataset.movement).toBe('up'), WAIT);
    expect(cellOf(1, 'indicative').className).toContain('portfolio__price--up');
    price(priced(1, 3.9));
    await waitFor(() => expect(cellOf(1, 'indicative').dataset.movement).toBe('down'), WAIT);
  });

  it('highlights a position that comes while the page is open, and not those it opened with', async () => {
    const positions = [position(1, 5)];
    const { server } = portfolioOn(positions);
    await screen.findByTestId('portfolio', {}, WAIT);
    positions.push(position(2, 10));
    server.push((request) => request.transaction === 1, {
      msg_type: 'transaction',
      transaction: { action: 'buy', contract_id: 2 },
    });
    await waitFor(() => expect(screen.getAllByTestId('portfolio-row')).toHaveLength(2), WAIT);
    expect(rowOf(2).dataset.new).toBe('true');
    expect(rowOf(1).dataset.new).toBe('false');
  });

  it('ends its contract stream with one forget_all when it leaves', async () => {
    const { server, view } = portfolioOn([position(1, 5), position(2, 5)]);
    await screen.findByTestId('portfolio', {}, WAIT);
    await waitFor(() => expect(server.liveStreams().some((frame) => frame.proposal_open_contract)).toBe(true), WAIT);
    const before = server.sent.length;
    view.unmount();
    await waitFor(() => expect(server.liveStreams().some((frame) => frame.proposal_open_contract)).toBe(false), WAIT);
    const after = server.sent.slice(before);
    expect(after.filter((frame) => frame.forget_all)).toEqual([
      expect.objectContaining({ forget_all: 'proposal_open_contract' }),
    ]);
    expect(after.filter((frame) => frame.forget)).toHaveLength(1); // the transaction stream's
  });
});
