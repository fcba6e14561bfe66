// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SocketClient } from '../../src/api/socket/socket-client';
import { createAppStore } from '../../src/app/store';
import { storeSession } from '../../src/features/session/stored-accounts';
import { askTradingPageData, isTradingPagePath } from '../../src/features/trading/first-requests';
import { NO_REPLY, ScriptedServer } from '../support/scripted-server';
import { symbol } from './contracts';

const SYMBOLS = [
  symbol({ symbol: 'frxEURUSD', market: 'forex', exchange_is_open: 0 }),
  symbol({ symbol: 'R_100', market: 'synthetic_index' }),
];

/** A platform that answers the symbols only when `answerSymbols`, and leaves contracts unanswered. */
function start(answerSymbols: boolean) {
  const server = new ScriptedServer((request) => {
    if (request.active_symbols && answerSymbols) return { msg_type: 'active_symbols', active_symbols: SYMBOLS };
    return NO_REPLY;
  });
  const store = createAppStore({
    socket: new SocketClient({ url: 'ws://scripted', createSocket: server.createSocket }),
  });
  askTradingPageData(store.dispatch, localStorage);
  const asked = (call: string) => server.sent.filter((frame) => call in frame);
  return { server, store, asked };
}

beforeEach(() => localStorage.clear());

describe("a visitor's first trading-page requests, as the app starts", () => {
  it('on a first visit asks the symbols, then the contracts of the first open underlying', async () => {
    const { server, asked } = start(true);
    await vi.waitFor(() => expect(asked('contracts_for')).toHaveLength(1));
    expect(server.sent.map((frame) => ('active_symbols' in frame ? 'active_symbols' : 'contracts_for'))).toEqual([
      'active_symbols',
      'contracts_for',
    ]);
    expect(asked('contracts_for')[0]).toMatchObject({ contracts_for: 'R_100', currency: 'USD' });
  });

  it("asks a stored underlying's contracts with the symbols, before any reply", async () => {
    localStorage.setItem('trading_form', JSON.stringify({ market: 'forex', underlying: 'frxEURUSD' }));
    const { asked } = start(false);
    await vi.waitFor(() => expect(asked('active_symbols')).toHaveLength(1));
    expect(asked('contracts_for')).toEqual([expect.objectContaining({ contracts_for: 'frxEURUSD', currency: 'USD' })]);
  });

  it("asks nothing for a stored session: its lists are the account's, after its authorize", async () => {
    storeSession(localStorage, [{ loginid: 'CR90000000', token: 'a1-token', currency: 'USD' }], 'CR90000000', 0);
    const { store } = start(true);
    expect(store.getState().api.queries).toEqual({});
  });
});

describe('the trading page address', () => {
  it('is /{lang}/trading.html only', () => {
    expect(isTradingPagePath('/en/trading.html')).toBe(true);
    expect(isTradingPagePath('/zh_cn/trading.html')).toBe(true);
    expect(isTradingPagePath('/en/portfolio.html')).toBe(false);
    expect(isTradingPagePath('/en/trading.html/x')).toBe(false);
    expect(isTradingPagePath('/trading.html')).toBe(false);
  });
});
