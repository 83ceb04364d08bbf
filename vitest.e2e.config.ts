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
    testTimeout: 90_000,
    hookTimeout: 90_000,
    pool: 'forks',
  },
});
