import { createElement } from 'react';
import { browserNavigation } from './browser-navigation';
import type { ChunkFailureHandling, ChunkLoadError } from './lazy-chunk';
import { localize } from './localize';

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

/** The browser's way of handling a page or popup whose code failed to load: report, then one full navigation. */
export const browserChunkFailureHandling: ChunkFailureHandling = {
  timers: {
    setTimeout: (callback, ms) => window.setTimeout(callback, ms),
    clearTimeout: (handle) => window.clearTimeout(handle as number),
  },
  report: (error: ChunkLoadError) => console.error(`ChunkLoadError (${error.type}): ${error.chunk}`),
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
