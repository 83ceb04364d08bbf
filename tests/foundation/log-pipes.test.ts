import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../e2e/support/free-port.js';
import { TEST_ENV, type Exit } from '../e2e/support/server.js';

/**
 * A stop ends the process within SHUTDOWN_GRACE_S plus a second whatever became of its log's pipes, and a server
 * whose log cannot be written serves all the same. The built server (`node dist/server/main.js`, as `npm start`
 * runs it) with stdout and stderr as pipes whose reading end is closed (`npm start | pino-pretty`, the
 * pretty-printer gone first), or kept open and never read (a full pipe). The log's destination:
 * server/http/logger.ts.
 */
const root = fileURLToPath(new URL('../../', import.meta.url));
const main = join(root, 'dist', 'server', 'main.js');
const GRACE_S = 2;
const children = new Set<ChildProcess>();
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
});

interface Started {
  child: ChildProcess;
  baseUrl: string;
  exited: Promise<Exit>;
}

/**
 * The built server, its stdout and stderr pipes left to `pipes`: closed before it writes a line, read (until the
 * test closes them), or never read (a full pipe).
 */
async function start(pipes: 'closed' | 'read' | 'unread', env: Record<string, string> = {}): Promise<Started> {
  if (!existsSync(main)) throw new Error('dist/ is missing: run `npm run build` first');
  const port = await freePort();
  const child = spawn(process.execPath, [main], {
    cwd: root,
    env: { ...process.env, ...TEST_ENV, NODE_ENV: 'production', DATABASE_URL: '', PORT: String(port), HOST: '127.0.0.1', SHUTDOWN_GRACE_S: String(GRACE_S), LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  const exited = new Promise<Exit>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  void exited.then(() => children.delete(child));
  if (pipes === 'closed') closeReaders(child);
  if (pipes === 'read') for (const pipe of [child.stdout, child.stderr]) pipe?.resume();
  const baseUrl = `http://127.0.0.1:${port}`;
  await expect
    .poll(
      async () => {
        if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the server exited (${child.exitCode ?? child.signalCode})`);
        return fetch(`${baseUrl}/healthz`).then((res) => res.status, () => 0);
      },
      { timeout: 30_000, interval: 150 },
    )
    .toBe(200);
  return { child, baseUrl, exited };
}

/** Closes this end of the server's stdout and stderr: its next write meets a broken pipe (EPIPE). */
function closeReaders(child: ChildProcess): void {
  for (const pipe of [child.stdout, child.stderr]) pipe?.destroy();
}

/** Requests that each write log lines (an unknown path: incoming, not found, completed); all must be answered. */
async function logged(baseUrl: string, count: number): Promise<void> {
  for (let sent = 0; sent < count; sent += 50) {
    const statuses = await Promise.all(Array.from({ length: Math.min(50, count - sent) }, (_, i) => fetch(`${baseUrl}/no-such-page-${sent + i}`).then((res) => res.status)));
    expect(new Set(statuses)).toEqual(new Set([404]));
  }
}

/** Sends the signal; the process must be gone within the grace and a second (killed and failed otherwise). */
async function stopWithin(started: Started, signal: NodeJS.Signals): Promise<Exit> {
  started.child.kill(signal);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'still running'>((resolve) => (timer = setTimeout(() => resolve('still running'), GRACE_S * 1000 + 1000)));
  const outcome = await Promise.race([started.exited, late]);
  clearTimeout(timer);
  if (outcome === 'still running') started.child.kill('SIGKILL');
  expect(outcome, `still running ${GRACE_S + 1} s after ${signal}`).not.toBe('still running');
  return outcome as Exit;
}

describe('a server whose log pipes are closed', () => {
  // The reader goes while the server is quiet (`npm start | pino-pretty`, Ctrl-C: the pretty-printer dies first), so
  // the first line that meets the broken pipe is the stop's own.
  it.each(['SIGTERM', 'SIGINT'] as const)('while it serves: on %s it is gone within the grace and a second', async (signal) => {
    const started = await start('read');
    await logged(started.baseUrl, 20);
    closeReaders(started.child);
    expect(await stopWithin(started, signal)).toEqual({ code: 0, signal: null });
  }, 60_000);

  it('before it starts: it serves, and on SIGTERM is gone within the grace and a second', async () => {
    const started = await start('closed');
    await logged(started.baseUrl, 20);
    expect(await stopWithin(started, 'SIGTERM')).toEqual({ code: 0, signal: null });
  }, 60_000);
});

describe('a server whose log pipe is full (its reader never reads)', () => {
  it('serves on while its log cannot be written, and on SIGTERM is gone within the grace and a second', async () => {
    const started = await start('unread', { LOG_LEVEL: 'debug' });
    const stdout = started.child.stdout!;
    // About 600 KB of log lines: far past what the pipe (64 KiB) and this end's buffer hold.
    const requests = 1500;
    await logged(started.baseUrl, requests);
    // This end stopped reading once its buffer was full: the rest waits in the pipe, or was never written.
    expect(stdout.readableLength).toBeGreaterThanOrEqual(stdout.readableHighWaterMark);
    expect(await stopWithin(started, 'SIGTERM')).toEqual({ code: 0, signal: null });

    // What reached the pipe: much less than was logged (the pipe was full), and whole lines up to where it stopped.
    let output = '';
    stdout.on('data', (chunk: Buffer) => void (output += chunk.toString()));
    await new Promise((resolve) => stdout.once('end', resolve));
    const completed = output.split('\n').filter((line) => line.includes('"request completed"')).length;
    expect(completed).toBeGreaterThan(0);
    expect(completed).toBeLessThan(requests / 2);
  }, 120_000);
});
