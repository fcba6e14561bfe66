import { createElement } from 'react';
import { browserNavigation } from '../lib/browser-navigation';
import { localize } from '../lib/localize';
import type { ChunkFailureHandling, ChunkLoadError } from './page-loader';

const RETRY_KEY = 'chunk_retry';
/** A second failure this soon after a full navigation is not retried again. */
const RETRY_WINDOW_MS = 60_000;

function PageLoadFailed() {
  return createElement(
    'p',
    { className: 'page-message page-message--error', role: 'alert' },
    localize('Sorry, an error occurred while processing your request.'),
  );
}

/** The browser's way of handling a page that failed to load: report, then one full navigation. */
export const browserChunkFailureHandling: ChunkFailureHandling = {
  timers: {
    setTimeout: (callback, ms) => window.setTimeout(callback, ms),
    clearTimeout: (handle) => window.clearTimeout(handle as number),
  },
  report: (error: ChunkLoadError) => console.error(`ChunkLoadError (${error.type}): ${error.page}`),
  fullNavigation: () => {
    try {
      const last = Number(window.sessionStorage.getItem(RETRY_KEY) ?? 0);
      if (Date.now() - last < RETRY_WINDOW_MS) return false;
      window.sessionStorage.setItem(RETRY_KEY, String(Date.now()));
    } catch {
      return false;
    }
    browserNavigation.reload();
    return true;
  },
  failedPage: PageLoadFailed,
};
