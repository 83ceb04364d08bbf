import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Browser end-to-end tests: real Chromium (Debian's /usr/bin/chromium via playwright-core) against
 * the built product (`node dist/server/main.js`; `npm test` builds first). Every file starts a server
 * of its own (tests/e2e/support/server.ts `useProductServer`), so files run in parallel, one per
 * core by default (`E2E_WORKERS` overrides); the tests of a file run in order.
 */
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    environment: 'node',
    maxWorkers: Number(process.env.E2E_WORKERS) || availableParallelism(),
    // One retry, so a test that loses a race does not hide the results of the rest; one that passes only on
    // its retry still fails `npm test` (tests/retried-tests-reporter.ts names it).
    retry: 1,
    reporters: ['default', './tests/retried-tests-reporter.ts'],
    // Every expect.poll waits as `eventually` does: with a browser and a server per worker, a 2-core
    // machine answers in seconds, not in expect.poll's default one.
    expect: { poll: { timeout: 15_000, interval: 100 } },
    testTimeout: 90_000,
    hookTimeout: 90_000,
    pool: 'forks',
  },
});
