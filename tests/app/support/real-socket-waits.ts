import { configure } from '@testing-library/react';

/**
 * How long a `findBy…`/`waitFor` in a test over a real socket waits for its condition before failing.
 * Each wait there spans socket round trips to an in-process simulator, and with the CPU shared by
 * parallel test files a single step was measured at 1.4-2.3 s while testing-library's 1 s default
 * budget was still running: whether the awaited DOM change or the overdue budget timer ran first
 * decided the result; with another test suite running beside it, a page's first render over the socket
 * was seen to take over 4 s. A wait ends as soon as its condition holds, so passing tests are no
 * slower; the budget stays below vitest's test timeout (vitest.config.ts) so a failure still names the
 * element it missed.
 */
export const REAL_SOCKET_WAIT_MS = 10_000;

configure({ asyncUtilTimeout: REAL_SOCKET_WAIT_MS });
