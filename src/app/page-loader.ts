import { lazy, type ComponentType } from 'react';
import type { Timers } from '../api/socket/socket-client';
import { CHUNK_LOAD_TIMEOUT_MS } from '../lib/constants';

/** Loads one page's code (a chunk of its own) and gives its component. */
export type PageLoader = () => Promise<ComponentType>;

/** Why a page's code did not load, as the bundler reports it. */
export type ChunkErrorType = 'missing' | 'timeout';

export class ChunkLoadError extends Error {
  constructor(
    readonly type: ChunkErrorType,
    readonly page: string,
  ) {
    super(`Loading the page ${page} failed (${type})`);
  }
}

/**
 * The page's code, or a ChunkLoadError: 'missing' when the request fails, 'timeout' when nothing
 * arrived within 120 s (on the given timers).
 */
export function loadPageChunk(page: string, load: PageLoader, timers: Timers): Promise<ComponentType> {
  return new Promise((resolve, reject) => {
    const timer = timers.setTimeout(() => reject(new ChunkLoadError('timeout', page)), CHUNK_LOAD_TIMEOUT_MS);
    load().then(
      (component) => {
        timers.clearTimeout(timer);
        resolve(component);
      },
      () => {
        timers.clearTimeout(timer);
        reject(new ChunkLoadError('missing', page));
      },
    );
  });
}

export interface ChunkFailureHandling {
  timers: Timers;
  /** Reports the failure with its type. */
  report: (error: ChunkLoadError) => void;
  /** Loads the address in full, so the browser fetches the current build; false if it already tried. */
  fullNavigation: () => boolean;
  /** Shown when a full navigation was already tried for this address. */
  failedPage: ComponentType;
}

/** A lazy page component whose failed load is reported and falls back to a full navigation. */
export function lazyPage(page: string, load: PageLoader, handling: ChunkFailureHandling) {
  return lazy(() =>
    loadPageChunk(page, load, handling.timers).then(
      (component) => ({ default: component }),
      (error: ChunkLoadError) => {
        handling.report(error);
        if (handling.fullNavigation()) return new Promise<never>(() => undefined);
        return { default: handling.failedPage };
      },
    ),
  );
}
