// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { useAppSimulator } from './support/app-simulator';
import { renderTradingPage } from './support/render-trading-page';

const { simulator, socketClient } = useAppSimulator();

it("shows the simulator's clock in GMT", async () => {
  simulator().world.clock.set(Date.UTC(2029, 6, 14, 8, 30, 0));
  simulator().world.clock.freeze();
  renderTradingPage(socketClient());
  expect(await screen.findByText(/^2029-07-14 08:30:0\d GMT$/)).toBeTruthy();
});
