import { configure } from '@testing-library/react';

/**
 * How long a `findBy…`/`waitFor` in a test over a real socket waits for its condition before failing.
 * Each wait there spans socket round trips to an in-process simulator, and with the CPU shared by
 * parallel test files a single step was measured at 1.4-2.3 s while testing-library's 1 s default
 * budget was still running: whether the awaited DOM change or the overdue budget timer ran first
 * decided the result. A wait ends as soon as its condition holds, so passing tests are no slower; the
 * budget stays below vitest's 5 s test timeout so a failure still names the element it missed.
 */
export const REAL_SOCKET_WAIT_MS = 4_000;

configure({ asyncUtilTimeout: REAL_SOCKET_WAIT_MS });
