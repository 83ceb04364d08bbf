import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // graphql ships CJS (main) and ESM (module): Vite would pick the ESM file for our sources while
    // Node loads the CJS one for Apollo, graphql-tools and graphql-jit, giving two "realms" whose
    // schemas and errors fail each other's instanceof checks. One file for everyone, as in production.
    alias: [{ find: /^graphql$/, replacement: createRequire(import.meta.url).resolve('graphql') }],
  },
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    // tests/postgres needs a database (two instances, kill -9); contract suites elsewhere run on memory
    // always and on PostgreSQL too when DATABASE_URL is set. `npm test` says when they did not run.
    exclude: ['tests/e2e/**', 'node_modules/**', ...(process.env.DATABASE_URL ? [] : ['tests/postgres/**'])],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: 'forks',
    // One worker per core (Vitest's default leaves one core free: a single worker on a 2-core CI
    // machine); `npm test` runs this stage alone. UNIT_WORKERS overrides.
    maxWorkers: Number(process.env.UNIT_WORKERS) || availableParallelism(),
    // Test files share their worker's module cache: importing Fastify, Apollo and the schema once per
    // worker instead of once per file was most of the suite's time. Nothing here relies on fresh
    // modules: app state lives in each app (tests/helper.ts `useApp`), never in module globals.
    isolate: false,
    reporters: ['default', './tests/retried-tests-reporter.ts'],
  },
});
