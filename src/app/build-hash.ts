/** This build's hash, written in by the build (vite.config.ts); "dev" under the dev server and tests. */
export const BUILD_HASH: string = import.meta.env.VITE_BUILD_HASH ?? 'dev';
