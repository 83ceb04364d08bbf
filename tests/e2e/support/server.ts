import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));

/** Fixed secrets so a test can reason about tokens; never used outside tests. */
export const TEST_ENV = {
  JWT_SECRET: 'e2e-access-secret-0123456789abcdefghijklmnopqrstuvwxyz',
  JWT_REFRESH_SECRET: 'e2e-refresh-secret-0123456789abcdefghijklmnopqrstuvwxyz',
  LOG_LEVEL: 'silent',
};

export interface RunningServer {
  baseUrl: string;
  stop(): Promise<void>;
  /** `kill -9`: no shutdown hook runs (the durability tests). */
  kill(): Promise<void>;
}

export interface ServerOptions {
  /** Added to (or overriding) the environment, e.g. JWT_EXPIRES_IN=3. */
  env?: Record<string, string>;
  /** Run server/main.ts through tsx instead of the build (unit-stage tests that need a real process). */
  fromSource?: boolean;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForHealth(baseUrl: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
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
  const child = spawn(process.execPath, args, {
    cwd: root,
    // The memory store unless the caller names a database: CI's DATABASE_URL (for the PostgreSQL suites)
    // would otherwise put every file's server on one shared database.
    env: { ...process.env, DATABASE_URL: '', ...TEST_ENV, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const ended = () => child.exitCode !== null || child.signalCode !== null;
  try {
    // From source, tsx compiles the server first: slow on a loaded 2-core machine.
    await waitForHealth(baseUrl, child, fromSource ? 90_000 : 30_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n${stderr}`);
  }
  return {
    baseUrl,
    stop: () =>
      new Promise<void>((resolve) => {
        // Ended already: by its own exit, or by a signal (then exitCode stays null and 'exit' never fires again).
        if (ended()) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
      }),
    kill: () =>
      new Promise<void>((resolve) => {
        if (ended()) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      }),
  };
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
