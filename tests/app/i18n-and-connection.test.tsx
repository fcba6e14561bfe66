// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { WebSocket } from 'ws';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { appIdRefused } from '../../src/api/connection-slice';
import { SocketClient, type SocketLike, type Timers } from '../../src/api/socket/socket-client';
import { loadCatalogue } from '../../src/i18n';
import { browserNavigation } from '../../src/lib/browser-navigation';
import { setLanguage } from '../../src/lib/localize';
import { useAppSimulator } from './support/app-simulator';
import { renderApp } from './support/render-app';

const { simulator, socketClient } = useAppSimulator();
const assign = vi.fn();

beforeAll(() => {
  browserNavigation.assign = assign;
});

afterEach(() => {
  setLanguage('EN');
  assign.mockReset();
});

describe('languages', () => {
  it('switching language loads the same page at the new language path', async () => {
    renderApp(socketClient(), '/en/trading.html?market=forex#top');
    fireEvent.change(await screen.findByTestId('language'), { target: { value: 'ZH_TW' } });
    expect(assign).toHaveBeenCalledWith('/zh_tw/trading.html?market=forex#top');
  });

  it('shows a translated catalogue', async () => {
    setLanguage('DE', await loadCatalogue('DE'));
    renderApp(socketClient(), '/de/no_such_page.html');
    expect(await screen.findByRole('button', { name: 'Anmelden' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Seite nicht gefunden' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zum Handel' })).toBeTruthy();
  });

  it('ACH shows the translation keys', async () => {
    setLanguage('ACH', await loadCatalogue('ACH'));
    renderApp(socketClient(), '/ach/no_such_page.html');
    expect(await screen.findByRole('button', { name: '[Log in]' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: '[Page not found]' })).toBeTruthy();
  });
});

describe('InvalidAppID', () => {
  it('stops reconnecting, reports the server message, and the shell shows it', async () => {
    const scheduled = new Set<() => void>();
    const timers: Timers = {
      setTimeout: (callback) => scheduled.add(callback).size,
      clearTimeout: () => undefined,
    };
    const refused = vi.fn();
    let sockets = 0;
    const socket = new SocketClient({
      url: simulator().socketUrl('99999'),
      timers,
      onInvalidAppId: refused,
      createSocket: (url) => {
        sockets += 1;
        return new WebSocket(url) as unknown as SocketLike;
      },
    });
    await expect(socket.request('time', { time: 1 })).rejects.toMatchObject({ code: 'ConnectionLost' });
    expect(refused).toHaveBeenCalledWith('Your app_id is invalid.');
    // Whatever waits on a timer now runs: nothing connects again.
    for (const callback of scheduled) callback();
    await expect(socket.request('time', { time: 1 })).rejects.toMatchObject({ code: 'InvalidAppID' });
    expect(sockets).toBe(1);

    const app = renderApp(socketClient(), '/en/trading.html');
    app.store.dispatch(appIdRefused({ appId: '99999', message: 'Your app_id is invalid.' }));
    await waitFor(() =>
      expect(screen.getByTestId('invalid-app-id').textContent).toBe(
        'Your app_id is invalid. (App ID: 99999) Change API endpoint',
      ),
    );
  });
});
