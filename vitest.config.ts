import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    // Threads start faster than forks, and on two cores vitest would otherwise run one file at a time.
    pool: 'threads',
    maxWorkers: 2,
    // Above the waits of tests over a real socket (tests/app/support/real-socket-waits.ts), so a slow
    // machine fails a test by the element it missed, not by its clock.
    testTimeout: 30_000,
  },
});
