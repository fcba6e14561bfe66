// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { expect, it, vi } from 'vitest';
import { createAppStore } from '../../src/app/store';
import { useLogOut } from '../../src/features/session';
import { browserNavigation } from '../../src/lib/browser-navigation';
import { useAppSimulator } from './support/app-simulator';
import { storeLogin, tokenOf } from './support/render-app';

const { socketClient } = useAppSimulator();

function LogOutButton({ redirectTo }: { redirectTo: string }) {
  const logOut = useLogOut();
  return (
    <button type="button" onClick={() => void logOut(redirectTo)}>
      Log out
    </button>
  );
}

it('honours redirect_to: the server passes it back with logout=1 and the browser goes there', async () => {
  const assign = vi.fn();
  const reload = vi.fn();
  browserNavigation.assign = assign;
  browserNavigation.reload = reload;
  storeLogin('CR90000001');
  const socket = socketClient();
  await socket.request('authorize', { authorize: tokenOf('CR90000001') });
  render(
    <Provider store={createAppStore({ socket })}>
      <LogOutButton redirectTo="/en/home.html?bye=1" />
    </Provider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
  await waitFor(() => expect(assign).toHaveBeenCalledWith('/en/home.html?bye=1'));
  expect(reload).not.toHaveBeenCalled();
  expect(localStorage.getItem('client.accounts')).toBeNull();
});
