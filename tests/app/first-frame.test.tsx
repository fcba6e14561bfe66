// @vitest-environment jsdom
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { testSocketClient, useAppSimulator } from './support/app-simulator';
import { renderApp, storeLogin } from './support/render-app';

const { simulator } = useAppSimulator();

afterEach(() => localStorage.clear());

describe('a page opened with a stored session (trading-core §4 "Socket")', () => {
  it('sends authorize as the first frame once the socket opens', async () => {
    storeLogin('VRTC90000001');
    const sent: string[] = [];
    const socket = testSocketClient(simulator().socketUrl(), { sent });
    renderApp(socket, '/en/trading.html');
    await waitFor(() => expect(sent.length).toBeGreaterThan(2));
    expect(Object.keys(JSON.parse(sent[0] ?? '{}') as object)).toContain('authorize');
    socket.close();
  });
});
