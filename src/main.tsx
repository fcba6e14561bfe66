import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { socketUrl } from './api/socket/endpoint';
import { SocketClient } from './api/socket/socket-client';
import { languageOfPath } from './app/language';
import { routes } from './app/routes';
import { createAppStore } from './app/store';
import { connectionChanged } from './features/notifications';
import { readableStorage } from './lib/storage';
import './styles.css';

const socket = new SocketClient({
  url: socketUrl({
    location: window.location,
    storage: readableStorage(),
    language: languageOfPath(window.location.pathname),
  }),
  createSocket: (url) => new WebSocket(url),
  onStatus: (status) => store.dispatch(connectionChanged(status)),
});
const store = createAppStore({ socket });
const router = createBrowserRouter(routes);

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  </StrictMode>,
);
