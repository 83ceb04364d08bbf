import { defineConfig } from 'vitest/config';

/**
 * Browser end-to-end tests: real Chromium (Debian's /usr/bin/chromium via playwright-core) against
 * the built product (`node dist/server/main.js`, started by the global setup). `npm test` builds first.
 * Files run one after another: each drives a whole browser and the machine may have two cores.
 */
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    environment: 'node',
    fileParallelism: false,
    // A real browser on a 2-core machine can lose a race with its own rendering now and then; one retry
    // keeps CI honest about real failures (a broken flow fails twice) without failing on a hiccup.
    retry: 1,
    testTimeout: 90_000,
    hookTimeout: 90_000,
    pool: 'forks',
  },
});
