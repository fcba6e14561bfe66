// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionApi } from '../../src/api/endpoints/session';
import { SocketClient } from '../../src/api/socket/socket-client';
import { BARRIER_DEBOUNCE_MS, FORM_DEBOUNCE_MS } from '../../src/lib/constants';
import type { Timers } from '../../src/lib/timers';
import { renderTradingPage } from './support/render-trading-page';
import { ScriptedServer } from '../support/scripted-server';
import { TestTimers } from '../support/test-timers';
import { R_100, symbol } from '../trading/contracts';

const authorizeFixture = JSON.parse(readFileSync('fixtures/messages/authorize/response.json', 'utf8')) as {
  authorize: object;
};
const SYMBOLS = [
  symbol({ symbol: 'R_100', market: 'synthetic_index', display_name: 'Volatility 100 Index' }),
  symbol({ symbol: 'frxEURUSD', market: 'forex', display_name: 'EUR/USD', exchange_is_open: 0 }),
];

type Frame = Record<string, unknown>;
/** The page waits for symbols and contracts before it prices. */
const WAIT = { timeout: 5000 };
/** Long enough for the form to settle from any change: the barrier's debounce, then the form's. */
const SETTLE_MS = BARRIER_DEBOUNCE_MS + FORM_DEBOUNCE_MS;

function platform(options: { symbols?: unknown[]; timers?: Timers; siteStatus?: string } = {}) {
  const server = new ScriptedServer((request) => {
    if (request.time) return { msg_type: 'time', time: 1_900_000_000 };
    if (request.website_status && options.siteStatus)
      return { msg_type: 'website_status', website_status: siteStatus(options.siteStatus) };
    if (request.active_symbols) return { msg_type: 'active_symbols', active_symbols: options.symbols ?? SYMBOLS };
    if (request.contracts_for === 'R_100') return { msg_type: 'contracts_for', contracts_for: { available: R_100 } };
    if (request.contracts_for) throw { code: 'InvalidSymbol', message: 'Symbol frxEURUSD is invalid.' };
    if (request.ticks)
      return { msg_type: 'tick', tick: { epoch: 1, id: 't', pip_size: 2, quote: 1234.5, symbol: 'R_100' } };
    if (request.authorize) return { msg_type: 'authorize', authorize: authorizeFixture.authorize };
    if (request.proposal) {
      return {
        msg_type: 'proposal',
        proposal: {
          ask_price: 5.37,
          date_start: 1,
          display_value: '5.37',
          id: `p-${String(request.contract_type)}`,
          longcode: `Win payout if ${String(request.contract_type)}.`,
          payout: 10,
          spot: 1234.5,
          spot_time: 1,
        },
      };
    }
    if (request.buy) {
      return {
        msg_type: 'buy',
        buy: {
          balance_after: 9994.63,
          buy_price: 5.37,
          contract_id: 4242,
          longcode: 'Win payout if Volatility 100 Index after 1 tick is strictly higher than entry spot.',
          payout: 10,
          purchase_time: 1,
          shortcode: 'CALL_R_100_10_1_1T_S0P_0',
          start_time: 1,
          transaction_id: 9001,
        },
      };
    }
    throw { code: 'UnrecognisedRequest', message: 'Unrecognised request.' };
  });
  const store = renderTradingPage(
    new SocketClient({ url: 'ws://scripted', createSocket: server.createSocket }),
    options.timers,
  );
  return { server, store };
}

const SITE_DOWN_MESSAGE = 'The site is down for maintenance.';
const siteStatus = (status: string) => ({
  site_status: status,
  ...(status === 'up' ? {} : { message: SITE_DOWN_MESSAGE }),
});

const callOf = (frame: Frame) =>
  ['active_symbols', 'contracts_for', 'ticks', 'proposal', 'buy'].find((call) => call in frame);

beforeEach(() => localStorage.clear());
afterEach(() => cleanup());

describe('the classic trading page against a scripted platform', { timeout: 15_000 }, () => {
  it('loads symbols, then contracts, then the form, then prices both boxes', async () => {
    const { server } = platform();
    const top = await screen.findByTestId('price-box-top', {}, WAIT);
    expect(await within(top).findByText('5.37 USD', {}, WAIT)).toBeTruthy();
    expect(within(screen.getByTestId('price-box-bottom')).getByText('Fall')).toBeTruthy();
    const order = server.sent.map(callOf).filter(Boolean);
    expect(order.indexOf('active_symbols')).toBeLessThan(order.indexOf('contracts_for'));
    expect(order.indexOf('contracts_for')).toBeLessThan(order.indexOf('proposal'));
    const proposals = server.sent.filter((frame) => frame.proposal);
    expect(proposals.map((frame) => frame.contract_type)).toEqual(['CALL', 'PUT']);
    expect((screen.getByTestId('market') as HTMLSelectElement).value).toBe('synthetic_index');
    expect(screen.getByTestId('spot').textContent).toContain('1234.50');
  });

  it('while the site is not up, shows the site notice instead of the form and asks for no price', async () => {
    const { server } = platform({ siteStatus: 'down' });
    expect((await screen.findByTestId('site-notice', {}, WAIT)).textContent).toBe(SITE_DOWN_MESSAGE);
    expect(screen.queryByTestId('price-box-top')).toBeNull();
    expect(server.sent.some((frame) => frame.proposal)).toBe(false);
  });

  it('replaces the prices with the site notice when the site goes down', async () => {
    const { server } = platform({ siteStatus: 'up' });
    const top = await screen.findByTestId('price-box-top', {}, WAIT);
    await within(top).findByText('5.37 USD', {}, WAIT);
    act(() => server.push((request) => request.website_status === 1, { website_status: siteStatus('updating') }));
    expect((await screen.findByTestId('site-notice', {}, WAIT)).textContent).toBe(SITE_DOWN_MESSAGE);
    expect(screen.queryByTestId('price-box-top')).toBeNull();
  });

  it('tells a visitor who clicks Purchase to log in, and buys nothing', async () => {
    const { server } = platform();
    const top = await screen.findByTestId('price-box-top', {}, WAIT);
    await within(top).findByText('5.37 USD', {}, WAIT);
    fireEvent.click(within(top).getByTestId('purchase'));
    expect(within(top).getByTestId('purchase-notice').textContent).toContain('Please log in');
    expect(server.sent.some((frame) => frame.buy)).toBe(false);
  });

  it('a client buys from a box and sees the confirmation with reference and balance after', async () => {
    const { server, store } = platform();
    await act(async () => {
      await store.dispatch(sessionApi.endpoints.authorize.initiate('token'));
    });
    const top = await screen.findByTestId('price-box-top', {}, WAIT);
    await within(top).findByText('5.37 USD', {}, WAIT);
    fireEvent.click(within(top).getByTestId('purchase'));
    const confirmation = await screen.findByTestId('confirmation', {}, WAIT);
    expect(within(confirmation).getByTestId('contract-id').textContent).toBe('4242');
    expect(within(confirmation).getByTestId('balance-after').textContent).toBe('9,994.63 USD');
    expect(confirmation.textContent).toContain('Your transaction reference is 9001');
    expect(server.sent.find((frame) => frame.buy)).toMatchObject({ buy: 'p-CALL', price: 5.37 });
  });

  it('flags a duration out of bounds and stops pricing until it is fixed', async () => {
    const timers = new TestTimers();
    const { server } = platform({ timers });
    const proposals = () => server.sent.filter((frame) => frame.proposal);
    await screen.findByTestId('duration_amount', {}, WAIT);
    await timers.advance(SETTLE_MS);
    await within(screen.getByTestId('price-box-top')).findByText('5.37 USD', {}, WAIT);
    const asked = proposals().length;
    fireEvent.change(screen.getByTestId('duration_amount'), { target: { value: '11' } });
    expect((await screen.findByTestId('error-duration_amount', {}, WAIT)).textContent).toBe(
      'Should be between 1 and 10',
    );
    expect(
      (screen.getByTestId('price-box-top').querySelector('[data-testid=purchase]') as HTMLButtonElement).disabled,
    ).toBe(true);
    await timers.advance(10 * SETTLE_MS);
    expect(proposals().length).toBe(asked);

    fireEvent.change(screen.getByTestId('duration_amount'), { target: { value: '7' } });
    await timers.advance(SETTLE_MS);
    await waitFor(() => expect(proposals().at(-1)).toMatchObject({ duration: 7 }));
  });

  it("asks the page's first price at once, and an edit's only once the form has settled", async () => {
    const timers = new TestTimers();
    const { server } = platform({ timers });
    const proposals = () => server.sent.filter((frame) => frame.proposal);
    await within(await screen.findByTestId('price-box-top', {}, WAIT)).findByText('5.37 USD', {}, WAIT);
    expect(proposals().map((frame) => frame.contract_type)).toEqual(['CALL', 'PUT']);

    fireEvent.change(screen.getByTestId('duration_amount'), { target: { value: '7' } });
    await timers.advance(FORM_DEBOUNCE_MS - 1);
    expect(proposals().some((frame) => frame.duration === 7)).toBe(false);
    await timers.advance(1);
    await waitFor(() => expect(proposals().at(-1)).toMatchObject({ duration: 7 }));
  });

  it("says 'Trading is unavailable at this time.' when no symbols are offered", async () => {
    platform({ symbols: [] });
    expect((await screen.findByTestId('trading-notice', {}, WAIT)).textContent).toBe(
      'Trading is unavailable at this time.',
    );
  });

  it('marks an inactive symbol', async () => {
    platform();
    await screen.findByTestId('price-box-top', {}, WAIT);
    fireEvent.change(screen.getByTestId('market'), { target: { value: 'forex' } });
    expect((await screen.findByTestId('trading-notice', {}, WAIT)).textContent).toBe(
      'This symbol is not active. Please try another symbol.',
    );
  });

  it("shows InvalidSymbol with the 'Please reload the page' link, which forgets the stored underlying", async () => {
    platform({ symbols: [symbol({ symbol: 'frxGBPUSD', market: 'forex' })] });
    const notice = await screen.findByTestId('trading-notice', {}, WAIT);
    expect(notice.textContent).toBe('Symbol frxEURUSD is invalid. Please reload the page');
    expect(JSON.parse(localStorage.getItem('trading_form') ?? '{}')).toMatchObject({ underlying: 'frxGBPUSD' });
    const link = within(notice).getByTestId('reload-page');
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link);
    expect(JSON.parse(localStorage.getItem('trading_form') ?? '{}')).toMatchObject({ underlying: '' });
  });
});
