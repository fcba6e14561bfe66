import { BUILT_PAGES } from '../../../src/app/pages';

/**
 * Every page's code, loaded once when a test file imports this module. The app loads a page lazily
 * the first time it shows; in tests that first load compiles the page's whole feature, which on a busy
 * machine takes seconds and would otherwise be charged to whichever test opens the page first.
 * Importing happens before any test runs, so tests measure the app, not the compiler.
 */
await Promise.all(Object.values(BUILT_PAGES).map((page) => page.load()));
