import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    // Threads start faster than forks, and on two cores vitest would otherwise run one file at a time.
    pool: 'threads',
    maxWorkers: 2,
  },
});
