// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { WebSocket } from 'ws';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { SocketClient, type SocketLike } from '../../src/api/socket/socket-client';
import { createAppStore } from '../../src/app/store';
import { TradingPage } from '../../src/features/trading';
import { startTestSimulator, type TestSimulator } from '../support/simulator';

let simulator: TestSimulator;
let socket: SocketClient;

beforeAll(async () => {
  simulator = await startTestSimulator();
});

afterEach(() => {
  cleanup();
  socket.close();
});

afterAll(async () => {
  await simulator.close();
});

function renderPage() {
  socket = new SocketClient({
    url: simulator.socketUrl(),
    createSocket: (url) => new WebSocket(url) as unknown as SocketLike,
  });
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
  simulator.world.clock.set(Date.UTC(2029, 6, 14, 8, 30, 0));
  simulator.world.clock.freeze();
  renderPage();
  expect(await screen.findByText(/^2029-07-14 08:30:0\d GMT$/)).toBeTruthy();
});
