// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { expect, it } from 'vitest';
import { createAppStore } from '../../src/app/store';
import { TradingPage } from '../../src/features/trading';
import { useAppSimulator } from './support/app-simulator';

const { simulator, socketClient } = useAppSimulator();

function renderPage() {
  const socket = socketClient();
  render(
    <Provider store={createAppStore({ socket })}>
      <MemoryRouter initialEntries={['/en/trading.html']}>
        <Routes>
          <Route path=":lang/trading.html" element={<TradingPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

it("shows the simulator's clock in GMT", async () => {
  simulator().world.clock.set(Date.UTC(2029, 6, 14, 8, 30, 0));
  simulator().world.clock.freeze();
  renderPage();
  expect(await screen.findByText(/^2029-07-14 08:30:0\d GMT$/)).toBeTruthy();
});
