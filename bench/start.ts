import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { freePort } from '../tests/e2e/support/free-port.js';

const root = fileURLToPath(new URL('../', import.meta.url));

/** The secrets a production start asks for; fixed, for a server that lives a second. */
const ENV = {
  JWT_SECRET: 'bench-access-secret-0123456789abcdefghijklmnopqrstuvwxyz',
  JWT_REFRESH_SECRET: 'bench-refresh-secret-0123456789abcdefghijklmnopqrstuvwxyz',
  TWO_STEP_ENCRYPTION_KEY: 'bench-two-step-key-0123456789abcdefghijklmnopqrstuvwxyz',
  LOG_LEVEL: 'silent',
  DATABASE_URL: '',
};

/** The floor: Fastify alone answering /healthz, started the same way. */
const RAW_FASTIFY = `const { default: Fastify } = await import('fastify');
const app = Fastify();
app.get('/healthz', async () => ({ status: 'ok' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.once('SIGTERM', () => app.close().then(() => process.exit(0)));`;

export interface StartTarget {
  name: string;
  /** `node` arguments: a built server's main.js, or the raw Fastify floor. */
  args: string[];
}

export interface StartResult {
  name: string;
  /** Milliseconds from spawn to the first 200 of /healthz, each run. */
  runs: number[];
}

/** One start: spawn, poll /healthz every 10 ms, stop it. */
async function timeStart(target: StartTarget): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, target.args, { cwd: root, env: { ...process.env, ...ENV, PORT: String(port), HOST: '127.0.0.1' }, stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${target.name} exited with ${child.exitCode}`);
      const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then((res) => res.ok, () => false);
      if (ok) return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

/** The server builds to compare: this checkout's, and `START_BASELINE`'s (another checkout, built) when set. */
export function startTargets(baseline = process.env.START_BASELINE): StartTarget[] {
  const targets: StartTarget[] = [{ name: 'raw Fastify', args: ['--input-type=module', '-e', RAW_FASTIFY] }];
  if (baseline) targets.push({ name: `baseline (${baseline})`, args: [join(baseline, 'dist', 'server', 'main.js')] });
  const main = join(root, 'dist', 'server', 'main.js');
  if (!existsSync(main)) throw new Error('dist/ is missing: run `npm run build` first');
  targets.push({ name: 'this build', args: [main] });
  return targets;
}

/** `runs` starts of each target, interleaved so the machine's drift lands on all of them alike. */
export async function measureStart(targets: StartTarget[], runs: number): Promise<StartResult[]> {
  const results = targets.map((target) => ({ name: target.name, runs: [] as number[] }));
  for (let run = 0; run < runs; run++) {
    for (const [i, target] of targets.entries()) results[i].runs.push(await timeStart(target));
  }
  return results;
}
