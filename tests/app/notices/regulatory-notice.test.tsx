// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { noticesApi } from '../../../src/api/endpoints/notices';
import type { SocketClient } from '../../../src/api/socket/socket-client';
import { createAppStore } from '../../../src/app/store';
import { RegulatoryNotice } from '../../../src/features/notifications';
import { browserNavigation } from '../../../src/lib/browser-navigation';
import { useAppSimulator } from '../support/app-simulator';

const { simulator, socketClient } = useAppSimulator();
let socket: SocketClient;
let worldId: string | undefined;

beforeEach(() => {
  socket = socketClient();
});

afterEach(async () => {
  vi.restoreAllMocks();
  if (worldId) await simulator().control.deleteWorld(worldId);
  worldId = undefined;
});

/** The notice for a visitor the platform sees coming from `country`. */
async function renderFor(country: string) {
  const { control, socketUrl } = simulator();
  const world = await control.createWorld({ fixture: 'default' });
  worldId = world.id;
  await control.setSite(world.id, { status: 'up', clients_country: country });
  socket = socketClient(socketUrl('1', world.id));
  const store = createAppStore({ socket });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/en/trading.html']}>
        <RegulatoryNotice />
      </MemoryRouter>
    </Provider>,
  );
  await waitFor(() =>
    expect(noticesApi.endpoints.websiteStatusStream.select()(store.getState()).data?.clients_country).toBe(country),
  );
}

describe('the regulatory notice', { timeout: 30_000 }, () => {
  it('tells an EU visitor the risk, with the share of accounts that lose money, and the MFSA licence', async () => {
    await renderFor('de');
    expect(screen.getByTestId('risk-warning').textContent).toContain(
      '71% of retail investor accounts lose money when trading these products with Strike.',
    );
    expect(screen.getByTestId('mfsa-message').textContent).toBe(
      'Deriv Investments (Europe) Limited is licensed and regulated as an investment services provider by the Malta Financial Services Authority.',
    );
    expect(screen.queryByTestId('gamstop-notice')).toBeNull();
  });

  it('shows nothing to a visitor from elsewhere', async () => {
    await renderFor('id');
    expect(screen.queryByTestId('regulatory-notice')).toBeNull();
  });

  it('asks before a link leaves for a third-party site: Cancel stays, Proceed goes', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    await renderFor('de');
    const mfsa = screen.getByRole('link', { name: 'Malta Financial Services Authority' });
    fireEvent.click(mfsa);
    const question = screen.getByRole('dialog', { name: 'Redirect notice' });
    expect(question.textContent).toContain('You are leaving Strike for a third-party website.');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(assign).not.toHaveBeenCalled();
    fireEvent.click(mfsa);
    fireEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(assign).toHaveBeenCalledWith('https://www.mfsa.mt/');
  });
});
