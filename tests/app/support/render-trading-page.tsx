import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { SocketClient } from '../../../src/api/socket/socket-client';
import { createAppStore } from '../../../src/app/store';
import { TradingPage } from '../../../src/features/trading';
import { systemTimers, type Timers } from '../../../src/lib/timers';
import { TimersProvider } from '../../../src/ui/timers-context';

/** The trading page alone at /en/trading.html, on a new store over `socket`; returns the store. */
export function renderTradingPage(socket: SocketClient, timers: Timers = systemTimers) {
  const store = createAppStore({ socket });
  render(
    <TimersProvider timers={timers}>
      <Provider store={store}>
        <MemoryRouter initialEntries={['/en/trading.html']}>
          <Routes>
            <Route path=":lang/trading.html" element={<TradingPage />} />
          </Routes>
        </MemoryRouter>
      </Provider>
    </TimersProvider>,
  );
  return store;
}
