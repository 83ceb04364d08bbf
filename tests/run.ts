import { spawn } from 'node:child_process';
import { appendFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { secretsInLogs } from './secrets-in-logs.js';

/**
 * `npm test`: every check, in order, each stage timed. First the layers (`npm run deps`: no circular import, none
 * against the layer order of .dependency-cruiser.cjs). Nothing runs twice: codegen runs once (the
 * drift check, so the build does not regenerate), and the server is type-checked once (in the
 * typecheck stage; the build emits it with `--noCheck`, the same JS a checked build writes). The
 * scripts of one stage are independent and run side by side, using both cores of a small machine.
 * `STAGE_TIMES_FILE` (set by .ci/run) collects the times as `stage<TAB>seconds` lines.
 */
const STAGES: [name: string, scripts: string[]][] = [
  ['layers', ['deps']],
  ['codegen check', ['codegen:check']],
  ['build', ['build:server:emit', 'build:web']],
  ['typecheck', ['typecheck:node', 'typecheck:web']],
  ['unit', ['test:unit']],
  ['e2e', ['test:e2e']],
];

/**
 * Where the test stages write the tests that passed only on a retry (tests/retried-tests-reporter.ts), and the logs of
 * every server the browser tests start (tests/e2e/support/server.ts), searched for secrets once the run is over.
 */
const runDir = mkdtempSync(join(tmpdir(), 'aurora-test-'));
const retriedFile = join(runDir, 'retried.txt');
appendFileSync(retriedFile, '');
const serverLogDir = join(runDir, 'server-logs');
mkdirSync(serverLogDir);

function npmRun(script: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: 'inherit', env: { ...process.env, RETRIED_TESTS_FILE: retriedFile, SERVER_LOG_DIR: serverLogDir } });
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const seconds = (ms: number) => (ms / 1000).toFixed(1);
const times: [string, number][] = [];

function report(failed?: string): void {
  console.log('\nnpm test stage times');
  for (const [name, ms] of times) console.log(`  ${name.padEnd(14)} ${seconds(ms).padStart(7)} s${name === failed ? '  (failed)' : ''}`);
  const retried = readFileSync(retriedFile, 'utf8').split('\n').filter(Boolean);
  console.log(retried.length === 0 ? 'retried tests: none' : `retried tests (each a failure to fix):\n${retried.map((line) => `  ${line}`).join('\n')}`);
}

if (!process.env.DATABASE_URL) {
  console.log('DATABASE_URL is not set: the PostgreSQL contract, two-instance and kill -9 suites did not run (memory store only; see docs/postgresql.md).');
}

for (const [name, scripts] of STAGES) {
  const start = performance.now();
  const codes = await Promise.all(scripts.map(npmRun));
  const ms = performance.now() - start;
  times.push([name, ms]);
  if (process.env.STAGE_TIMES_FILE) appendFileSync(process.env.STAGE_TIMES_FILE, `${name}\t${seconds(ms)}\n`);
  const failed = codes.find((code) => code !== 0);
  if (failed !== undefined) {
    report(name);
    process.exit(failed);
  }
}
report();
const leaks = secretsInLogs(serverLogDir);
console.log(
  leaks.length === 0
    ? `secrets in the servers' logs: none (${readdirSync(serverLogDir).length} logs searched)`
    : `secrets in the servers' logs (each a failure to fix):\n${leaks.map((line) => `  ${line}`).join('\n')}`,
);
// A test that passed only on its retry, or a secret in a log, fails the run (named above).
if (readFileSync(retriedFile, 'utf8').trim() !== '' || leaks.length > 0) process.exit(1);
