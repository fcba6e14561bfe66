import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { appIdRefused, connectionChanged } from './api/connection-slice';
import { createResponseCaches } from './api/cache/response-caches';
import { StorageCache } from './api/cache/storage-cache';
import { currentAppId, socketUrl } from './api/socket/endpoint';
import { SocketClient } from './api/socket/socket-client';
import { BUILD_HASH } from './app/build-hash';
import { languageOfPath } from './app/language';
import { BUILT_PAGES } from './app/pages';
import { createReleaseCheck, fetchVersionResource } from './app/release-check';
import { ReleaseCheckContext } from './app/release-context';
import { routes } from './app/routes';
import { createAppStore } from './app/store';
// The module alone, not the feature's index: the page's code stays in its own chunk.
import { askTradingPageData, isTradingPagePath } from './features/trading/first-requests';
import { loadCatalogue } from './i18n';
import { browserNavigation } from './lib/browser-navigation';
import { browserChunkFailureHandling } from './lib/chunk-failures';
import { FIRST_RENDER_PAGE_CODE_WAIT_MS } from './lib/constants';
import { preloadChunk } from './lib/lazy-chunk';
import { setLanguage } from './lib/localize';
import { recordVisit } from './lib/marketing';
import { readableStorage } from './lib/storage';
import './styles.css';
import './app/shell.css';
import './ui/ui.css';

const storage = readableStorage();
const language = languageOfPath(window.location.pathname);
const onTradingPage = isTradingPagePath(window.location.pathname);
// The trading page's code loads while the app starts and its first requests go out, so the page shows
// at once when the app first renders.
const pageCode =
  onTradingPage && BUILT_PAGES.trading
    ? preloadChunk('trading', BUILT_PAGES.trading.load, browserChunkFailureHandling.timers)
    : undefined;
setLanguage(language, await loadCatalogue(language));
recordVisit(document, storage, {
  pathname: window.location.pathname,
  search: window.location.search,
  referrer: document.referrer,
  ownHost: window.location.host,
  nowMs: Date.now(),
});

const storageCache = new StorageCache({ storage, nowMs: Date.now, language });
storageCache.clearOnNewAssetHash(BUILD_HASH);
const caches = createResponseCaches(storageCache, browserNavigation.reload);
const appId = currentAppId(window.location, storage);
const socket = new SocketClient({
  url: socketUrl({ location: window.location, storage, language }),
  createSocket: (url) => new WebSocket(url),
  onInvalidAppId: (message) => store.dispatch(appIdRefused({ appId, message })),
  onStatus: (status) => store.dispatch(connectionChanged(status)),
});
const store = createAppStore({ socket, caches });
if (onTradingPage) askTradingPageData(store.dispatch, storage);
if (pageCode)
  await Promise.race([pageCode, new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_PAGE_CODE_WAIT_MS))]);
const router = createBrowserRouter(routes);
const checkRelease = createReleaseCheck({
  currentHash: BUILD_HASH,
  fetchDeployedHash: fetchVersionResource,
  nowMs: Date.now,
  reload: browserNavigation.reload,
  storage,
});

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <Provider store={store}>
      <ReleaseCheckContext value={checkRelease}>
        <RouterProvider router={router} />
      </ReleaseCheckContext>
    </Provider>
  </StrictMode>,
);
