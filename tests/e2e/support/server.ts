import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll } from 'vitest';
import { startSmtp, type TestSmtp } from '../../mail/smtp.js';
import { freePort } from './free-port.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));

/** Fixed secrets so a test can reason about tokens; never used outside tests. */
export const TEST_ENV = {
  JWT_SECRET: 'e2e-access-secret-0123456789abcdefghijklmnopqrstuvwxyz',
  JWT_REFRESH_SECRET: 'e2e-refresh-secret-0123456789abcdefghijklmnopqrstuvwxyz',
  TWO_STEP_ENCRYPTION_KEY: 'e2e-two-step-key-0123456789abcdefghijklmnopqrstuvwxyz',
  LOG_LEVEL: 'silent',
  SHUTDOWN_GRACE_S: '5',
  // Letters of servers without SMTP_URL go to the machine's temporary files, never into the checkout's var/outbox.
  MAIL_OUTBOX_DIR: join(tmpdir(), 'aurora-e2e-outbox'),
};

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface RunningServer {
  baseUrl: string;
  /**
   * SIGTERM, resolving once the process has exited. The server closes gracefully within its SHUTDOWN_GRACE_S; one
   * still running a moment after that is killed (and the test's log says so), so a stop never hangs a file.
   */
  stop(): Promise<void>;
  /** `kill -9`: no shutdown hook runs (the durability tests). */
  kill(): Promise<void>;
  /** Sends a signal and returns at once (the shutdown tests). */
  signal(signal: NodeJS.Signals): void;
  /** Settles when the process exits, with its code or signal. */
  exited: Promise<Exit>;
  /** The last 64 KiB the process wrote, stdout and stderr interleaved (its log when LOG_LEVEL is not silent). */
  output(): string;
}

export interface ServerOptions {
  /** Added to (or overriding) the environment, e.g. JWT_EXPIRES_IN=3. */
  env?: Record<string, string>;
  /** Run server/main.ts through tsx instead of the build (unit-stage tests that need a real process). */
  fromSource?: boolean;
}

/** Servers of this worker still running: killed when the worker exits, whatever ended it, so none outlives its tests. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

const OUTPUT_KEPT = 65_536;

async function waitForHealth(baseUrl: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`server exited (${child.exitCode ?? child.signalCode})`);
    try {
      const res = await fetch(`${baseUrl}/healthz`);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`server at ${baseUrl} did not become healthy in ${timeoutMs} ms`);
}

/**
 * Starts the built product (`node dist/server/main.js`), or its source through tsx, on a free loopback
 * port with the fixed test secrets.
 */
export async function startProductServer({ env = {}, fromSource = false }: ServerOptions = {}): Promise<RunningServer> {
  const main = join(root, 'dist', 'server', 'main.js');
  if (!fromSource && (!existsSync(main) || !existsSync(join(root, 'dist', 'web', 'index.html')))) {
    throw new Error('dist/ is missing: run `npm run build` before `npm run test:e2e`');
  }
  const port = await freePort();
  const args = fromSource ? ['--import', 'tsx', join(root, 'server', 'main.ts')] : [main];
  // Under `npm test` (SERVER_LOG_DIR) every server logs at info into a file of its own, which the run then searches
  // for anything shaped like a secret (tests/secrets-in-logs.ts); alone, a test's servers stay silent.
  const logFile = process.env.SERVER_LOG_DIR ? join(process.env.SERVER_LOG_DIR, `e2e-${process.pid}-${port}.log`) : undefined;
  const settings = { ...TEST_ENV, ...(logFile ? { LOG_LEVEL: 'info' } : {}), PORT: String(port), HOST: '127.0.0.1', ...env };
  const child = spawn(process.execPath, args, {
    cwd: root,
    // The memory store unless the caller names a database: CI's DATABASE_URL (for the PostgreSQL suites)
    // would otherwise put every file's server on one shared database.
    env: { ...process.env, DATABASE_URL: '', ...settings },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  const exited = new Promise<Exit>((resolve) => {
    child.once('exit', (code, signal) => {
      running.delete(child);
      resolve({ code, signal });
    });
  });
  let output = '';
  // Both pipes are always read: a full pipe would block the server's writes.
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-OUTPUT_KEPT);
    if (logFile) appendFileSync(logFile, chunk);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const baseUrl = `http://127.0.0.1:${port}`;
  /** Sends `signal` and waits for the exit; `killAfterMs`: a process still running then is killed, and reported. */
  const ended = async (signal: NodeJS.Signals, killAfterMs?: number) => {
    if (!running.has(child)) return;
    child.kill(signal);
    const killer =
      killAfterMs === undefined
        ? undefined
        : setTimeout(() => {
            console.warn(`server ${baseUrl} still running ${killAfterMs} ms after ${signal}: killed\n${output.slice(-2000)}`);
            child.kill('SIGKILL');
          }, killAfterMs);
    await exited;
    clearTimeout(killer);
  };
  try {
    // From source, tsx compiles the server first: slow on a loaded 2-core machine.
    await waitForHealth(baseUrl, child, fromSource ? 90_000 : 30_000);
  } catch (error) {
    await ended('SIGKILL');
    throw new Error(`${(error as Error).message}\n${output}`);
  }
  return {
    baseUrl,
    stop: () => ended('SIGTERM', Number(settings.SHUTDOWN_GRACE_S) * 1000 + 2000),
    kill: () => ended('SIGKILL'),
    signal: (signal) => void child.kill(signal),
    exited,
    output: () => output,
  };
}

/** The demo admin's access token, from a running server's own login (tests of real server processes). */
export async function adminToken(baseUrl: string): Promise<string> {
  return accessTokenOf(baseUrl, 'admin@demo.com', 'admin');
}

/** An access token of the account, from a real sign-in at the server. */
export async function accessTokenOf(baseUrl: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${baseUrl}/jwt/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`login of ${email} at ${baseUrl} failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

/**
 * A product server of the calling test file's own, freshly seeded, so files run in parallel and in
 * any order without seeing each other's changes. Call it at the top of the file
 * (`const baseUrl = await useProductServer()`): it starts while the file is collected and stops
 * after the file's tests.
 */
export async function useProductServer(env: Record<string, string> = {}): Promise<string> {
  const server = await startProductServer({ env });
  afterAll(() => server.stop());
  return server.baseUrl;
}

/** A product server sending its letters to a test SMTP server in this process; both stop after the file. */
export async function useProductServerWithSmtp(): Promise<{ baseUrl: string; smtp: TestSmtp }> {
  const smtp = await startSmtp();
  const server = await startProductServer({ env: { SMTP_URL: smtp.url } });
  afterAll(async () => {
    await server.stop();
    await smtp.close();
  });
  return { baseUrl: server.baseUrl, smtp };
}
