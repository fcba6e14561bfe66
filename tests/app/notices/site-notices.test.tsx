// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { noticesApi } from '../../../src/api/endpoints/notices';
import type { SocketClient } from '../../../src/api/socket/socket-client';
import { createAppStore } from '../../../src/app/store';
import { NetworkStatus, SiteNotices, SupportChat } from '../../../src/features/notifications';
import { TimersProvider } from '../../../src/ui/timers-context';
import { TestTimers } from '../../support/test-timers';
import { useAppSimulator } from '../support/app-simulator';

const { simulator, socketClient } = useAppSimulator();
let socket: SocketClient;

beforeEach(() => {
  localStorage.clear();
  document.cookie = 'CookieConsent=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  socket = socketClient();
});

function renderWith(node: React.ReactNode, timers = new TestTimers()) {
  const store = createAppStore({ socket });
  render(
    <TimersProvider timers={timers}>
      <Provider store={store}>
        <MemoryRouter initialEntries={['/en/trading.html']}>{node}</MemoryRouter>
      </Provider>
    </TimersProvider>,
  );
  return store;
}

const CHROME_64 =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/64.0.3282.140 Safari/537.36';
const CHROME_120 =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';

describe('support chat', { timeout: 30_000 }, () => {
  it('is disabled outside the UTC+8 hours and enabled when they begin, then disabled when they end', async () => {
    // Monday 07:59:30 in UTC+8.
    const timers = new TestTimers(Date.parse('2026-11-23T07:59:30+08:00'));
    renderWith(<SupportChat />, timers);
    const chat = () => screen.getByTestId('support-chat');
    expect(chat().dataset.available).toBe('false');
    expect(screen.getByRole('button', { name: 'Live chat' })).toHaveProperty('disabled', true);
    expect(chat().textContent).toContain('Live chat is unavailable at the moment.');
    await timers.advance(29_000);
    expect(chat().dataset.available).toBe('false');
    await timers.advance(1_000);
    expect(chat().dataset.available).toBe('true');
    expect(screen.queryByRole('button', { name: 'Live chat' })).toBeNull();
    await timers.advance(9 * 3_600_000);
    expect(chat().dataset.available).toBe('false');
  });
});

describe('outdated browser and cookie consent', { timeout: 30_000 }, () => {
  it('tells users of an old browser, and no one else', () => {
    renderWith(<SiteNotices userAgent={CHROME_64} />);
    expect(screen.getByTestId('notice-outdated-browser').textContent).toBe(
      'Your web browser (Chrome 64) is out of date and may affect your trading experience. Proceed at your own risk.',
    );
    cleanup();
    renderWith(<SiteNotices userAgent={CHROME_120} />);
    expect(screen.queryByTestId('notice-outdated-browser')).toBeNull();
  });

  it('asks visitors from the EU to consent to cookies, once, remembered in the CookieConsent cookie', async () => {
    const { control, socketUrl } = simulator();
    const world = await control.createWorld({ fixture: 'default' });
    try {
      await control.setSite(world.id, { status: 'up', clients_country: 'de' });
      socket = socketClient(socketUrl('1', world.id));
      renderWith(<SiteNotices userAgent={CHROME_120} />);
      const consent = await screen.findByTestId('cookie-consent');
      expect(consent.textContent).toContain('Strike uses cookies');
      fireEvent.click(screen.getByRole('button', { name: 'OK' }));
      expect(screen.queryByTestId('cookie-consent')).toBeNull();
      expect(document.cookie).toContain('CookieConsent=1');
      cleanup();
      // The page loaded again: the cookie answers before the platform says where the visitor is.
      const store = renderWith(<SiteNotices userAgent={CHROME_120} />);
      await waitFor(() =>
        expect(noticesApi.endpoints.websiteStatusStream.select()(store.getState()).data?.clients_country).toBe('de'),
      );
      expect(screen.queryByTestId('cookie-consent')).toBeNull();
    } finally {
      await control.deleteWorld(world.id);
    }
  });

  it('does not ask visitors from elsewhere', async () => {
    const store = renderWith(<SiteNotices userAgent={CHROME_120} />);
    // The default world sees visitors from Indonesia.
    await waitFor(() =>
      expect(noticesApi.endpoints.websiteStatusStream.select()(store.getState()).data?.clients_country).toBe('id'),
    );
    expect(screen.queryByTestId('cookie-consent')).toBeNull();
  });
});

describe('network status', { timeout: 30_000 }, () => {
  it("follows the browser's online and offline events", async () => {
    renderWith(<NetworkStatus />);
    const status = () => screen.getByTestId('network-status').dataset.status;
    expect(status()).toBe('connecting');
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(status()).toBe('offline');
    act(() => void window.dispatchEvent(new Event('online')));
    expect(status()).toBe('connecting');
  });
});
