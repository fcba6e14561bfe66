import { lazy, type ComponentType, type ReactNode } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from './constants';
import type { Timers } from './timers';

/** Loads one chunk of code (a page, a popup) and gives its component. */
export type ChunkLoader<P extends object = object> = () => Promise<ComponentType<P>>;

/** Loads one page's code (a chunk of its own) and gives its component. */
export type PageLoader = ChunkLoader;

/** Why a chunk's code did not load, as the bundler reports it. */
export type ChunkErrorType = 'missing' | 'timeout';

export class ChunkLoadError extends Error {
  constructor(
    readonly type: ChunkErrorType,
    /** The page or part of the app whose code this chunk holds. */
    readonly chunk: string,
  ) {
    super(`Loading ${chunk} failed (${type})`);
  }
}

type ChunkTimers = Pick<Timers, 'setTimeout' | 'clearTimeout'>;

/**
 * The chunk's component, or a ChunkLoadError: 'missing' when the request fails, 'timeout' when nothing
 * arrived within 120 s (on the given timers).
 */
export function loadChunk<P extends object>(
  chunk: string,
  load: ChunkLoader<P>,
  timers: ChunkTimers,
): Promise<ComponentType<P>> {
  return new Promise((resolve, reject) => {
    const timer = timers.setTimeout(() => reject(new ChunkLoadError('timeout', chunk)), CHUNK_LOAD_TIMEOUT_MS);
    load().then(
      (component) => {
        timers.clearTimeout(timer);
        resolve(component);
      },
      () => {
        timers.clearTimeout(timer);
        reject(new ChunkLoadError('missing', chunk));
      },
    );
  });
}

export interface ChunkFailureHandling {
  timers: ChunkTimers;
  /** Reports the failure with its type. */
  report: (error: ChunkLoadError) => void;
  /** Loads the address in full, so the browser fetches the current build; false if it already tried. */
  fullNavigation: () => boolean;
  /** Shown when a full navigation was already tried for this address. */
  failedPage: () => ReactNode;
}

interface Preload {
  loading: Promise<ComponentType<never>>;
  loaded?: ComponentType<never>;
}

/** Chunks asked for before their component first showed, by their loader. */
const preloads = new WeakMap<ChunkLoader<never>, Preload>();

/**
 * Starts loading a chunk before its component first shows (the page the address names, while the app
 * starts), its 120 s timeout running from now; settles when the chunk has loaded or failed. Its lazy
 * component takes this load: once loaded it renders without suspending, since a fallback shown even for
 * a moment would hold the page back for React's reveal throttle (300 ms).
 */
export function preloadChunk<P extends object>(
  chunk: string,
  load: ChunkLoader<P>,
  timers: ChunkTimers,
): Promise<void> {
  const preload: Preload = { loading: loadChunk(chunk, load, timers) as Promise<ComponentType<never>> };
  preloads.set(load as ChunkLoader<never>, preload);
  return preload.loading.then(
    (component) => void (preload.loaded = component),
    () => undefined,
  );
}

/** A lazy component whose failed load is reported and falls back to a full navigation. */
export function lazyChunk<P extends object>(chunk: string, load: ChunkLoader<P>, handling: ChunkFailureHandling) {
  return lazy<ComponentType<P>>(() => {
    const preload = preloads.get(load as ChunkLoader<never>);
    const loaded = preload?.loaded as ComponentType<P> | undefined;
    // React reads a thenable that answers synchronously in the same render, without suspending.
    if (loaded) {
      const answered = {
        then: (resolve: (module: { default: ComponentType<P> }) => void) => resolve({ default: loaded }),
      };
      return answered as unknown as Promise<{ default: ComponentType<P> }>;
    }
    const loading =
      (preload?.loading as Promise<ComponentType<P>> | undefined) ?? loadChunk(chunk, load, handling.timers);
    return loading.then(
      (component) => ({ default: component }),
      (error: ChunkLoadError) => {
        handling.report(error);
        if (handling.fullNavigation()) return new Promise<never>(() => undefined);
        return { default: handling.failedPage };
      },
    );
  });
}
