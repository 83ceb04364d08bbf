/**
 * Where a route's time goes: opens one route signed in, cold then repeat, at a calibrated device class,
 * with a Chromium trace, and prints the main thread's work by kind and by script, and the requests by
 * kind with when the first started and the last ended. `npx tsx bench/trace-route.ts /apps/user/list low`
 * (after `npm run build`; WEB_DIST_DIR picks another build). The trace is written beside, for DevTools'
 * Performance panel. Never part of `npm test`.
 */
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import { buildApp } from '../server/app.js';
import { webDistDir } from '../server/common/paths.js';
import { classesFromEnv, describeThrottle } from './throttle.js';
import { launchChromium, preparedContext, resolveThrottles, signedInState, waitForContent } from './web-vitals.js';

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  pid: number;
  args?: { data?: { url?: string; requestId?: string; frame?: string; functionName?: string } };
}

/** Top-level main-thread tasks' kinds that tell where a route's time goes. */
const KINDS: Record<string, string> = {
  EvaluateScript: 'script evaluation',
  'v8.evaluateModule': 'module evaluation',
  'v8.compile': 'compile',
  'v8.compileModule': 'compile',
  FunctionCall: 'function calls (React, effects)',
  TimerFire: 'timers',
  FireAnimationFrame: 'animation frames',
  EventDispatch: 'events',
  RunMicrotasks: 'microtasks (promises)',
  ParseHTML: 'HTML parse',
  ParseAuthorStyleSheet: 'CSS parse',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  Paint: 'paint',
  MajorGC: 'GC',
  MinorGC: 'GC',
};

interface ProfileChunk {
  cpuProfile?: { nodes?: { id: number; callFrame: { url?: string; functionName?: string } }[]; samples?: number[] };
  timeDeltas?: number[];
}

/** The renderer's main thread that worked most: the measured page's (the trace also holds the browser's own pages). */
function mainThread(events: readonly TraceEvent[]): { pid: number; tid: number } {
  const busy = new Map<string, number>();
  for (const e of events) {
    if (e.ph !== 'M' || e.name !== 'thread_name' || (e.args as { name?: string } | undefined)?.name !== 'CrRendererMain') continue;
    busy.set(`${e.pid}:${e.tid}`, 0);
  }
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (e.ph === 'X' && busy.has(key)) busy.set(key, (busy.get(key) ?? 0) + (e.dur ?? 0));
  }
  const [key] = [...busy].sort((a, b) => b[1] - a[1])[0];
  const [pid, tid] = key.split(':').map(Number);
  return { pid, tid };
}

/** A CPU profile node's frame. */
type Frame = { url?: string; functionName?: string };

/** Self time per name (ms) from the trace's CPU profile samples, each sample's frame named by `nameOf` (undefined: left out). */
function selfTimes(events: readonly TraceEvent[], pid: number, nameOf: (frame: Frame) => string | undefined): Map<string, number> {
  const frames = new Map<number, string | undefined>();
  const times = new Map<string, number>();
  for (const e of events.filter((x) => x.pid === pid && (x.name === 'Profile' || x.name === 'ProfileChunk'))) {
    const chunk = (e.args as { data?: ProfileChunk } | undefined)?.data;
    for (const node of chunk?.cpuProfile?.nodes ?? []) frames.set(node.id, nameOf(node.callFrame));
    const deltas = chunk?.timeDeltas ?? [];
    (chunk?.cpuProfile?.samples ?? []).forEach((id, i) => {
      const name = frames.get(id);
      if (name) times.set(name, (times.get(name) ?? 0) + (deltas[i] ?? 0) / 1000);
    });
  }
  return times;
}

/** Self time per script file (ours by name, the rest grouped). */
function scriptTimes(events: readonly TraceEvent[], pid: number, origin: string): Map<string, number> {
  return selfTimes(events, pid, ({ url = '', functionName: fn = '' }) =>
    url.startsWith(origin) ? (url.split('/').pop() ?? url) : url ? 'other scripts' : fn === '(garbage collector)' ? 'GC' : fn.startsWith('(') ? fn : 'native',
  );
}

/** Self time per function of ours (`name (file)`): with a `--minify false` build, the components. */
function functionTimes(events: readonly TraceEvent[], pid: number, origin: string): Map<string, number> {
  return selfTimes(events, pid, ({ url = '', functionName }) => (url.startsWith(origin) ? `${functionName || '(anonymous)'} (${url.split('/').pop() ?? url})` : undefined));
}

function summarize(events: readonly TraceEvent[], readyMs: number, origin: string): string {
  const { pid, tid } = mainThread(events);
  const start = events.find((e) => e.name === 'navigationStart' && e.pid === pid)?.ts ?? Math.min(...events.map((e) => e.ts));
  const before = start + readyMs * 1000;
  // Top-level tasks of the kinds that matter, each counted once (not again inside another).
  const byKind = new Map<string, number>();
  let counted = 0;
  for (const e of events.filter((x) => x.pid === pid && x.tid === tid && x.ph === 'X' && KINDS[x.name] && x.ts < before).sort((a, b) => a.ts - b.ts)) {
    if (e.ts < counted) continue;
    counted = e.ts + (e.dur ?? 0);
    byKind.set(KINDS[e.name], (byKind.get(KINDS[e.name]) ?? 0) + (e.dur ?? 0) / 1000);
  }
  const sends = events.filter((e) => e.name === 'ResourceSendRequest' && e.args?.data?.url?.startsWith(origin));
  const finishes = new Map(events.filter((e) => e.name === 'ResourceFinish').map((e) => [e.args?.data?.requestId, e.ts]));
  const kindOf = (url: string) => (url.includes('/blueprint-icons-') ? 'icons' : url.endsWith('.js') ? 'scripts' : url.includes('/graphql') ? 'GraphQL' : url.includes('/locales/') ? 'locales' : url.includes('/jwt/') || url.includes('/api/') ? 'REST' : 'other');
  const requests = new Map<string, { count: number; first: number; last: number }>();
  for (const e of sends) {
    const kind = kindOf(e.args?.data?.url ?? '');
    const end = finishes.get(e.args?.data?.requestId) ?? e.ts;
    const entry = requests.get(kind) ?? { count: 0, first: Infinity, last: 0 };
    requests.set(kind, { count: entry.count + 1, first: Math.min(entry.first, e.ts - start), last: Math.max(entry.last, end - start) });
  }
  const ms = (n: number) => `${Math.round(n)} ms`.padStart(9);
  return [
    `content ready at ${Math.round(readyMs)} ms; main thread before it, by kind of task:`,
    ...[...byKind].sort((a, b) => b[1] - a[1]).map(([k, v]) => `  ${k.padEnd(36)}${ms(v)}`),
    'JavaScript self time by script (CPU profile, whole visit):',
    ...[...scriptTimes(events, pid, origin)].sort((a, b) => b[1] - a[1]).slice(0, 14).map(([k, v]) => `  ${k.padEnd(36)}${ms(v)}`),
    'JavaScript self time by function (CPU profile, whole visit):',
    ...[...functionTimes(events, pid, origin)].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, v]) => `  ${k.padEnd(60)}${ms(v)}`),
    'requests: count, first sent, last finished (from navigation start):',
    ...[...requests].map(([k, v]) => `  ${k.padEnd(12)}${String(v.count).padStart(4)}${ms(v.first / 1000)}${ms(v.last / 1000)}`),
  ].join('\n');
}

async function traced(page: Page, url: string, rate: number, file: string): Promise<string> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  const browser = page.context().browser();
  if (!browser) throw new Error('no browser');
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading', 'disabled-by-default-v8.cpu_profiler'] });
  await page.goto(url, { waitUntil: 'commit' });
  const readyMs = await waitForContent(page);
  const buffer = await browser.stopTracing();
  writeFileSync(file, buffer);
  const { traceEvents } = JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] };
  return summarize(traceEvents, readyMs, new URL(url).origin);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const path = process.argv[2] ?? '/apps/user/list';
  const classes = classesFromEnv(process.argv[3] ?? 'low');
  const app = await buildApp({ config: { logLevel: 'silent', serveWeb: true, webRoot: webDistDir } });
  const origin = await app.listen({ host: '127.0.0.1', port: 0 });
  const browser = await launchChromium();
  try {
    const [throttle] = await resolveThrottles(browser, { classes });
    const context = await preparedContext(browser, await signedInState(browser, origin));
    for (const visit of ['cold', 'repeat']) {
      const page = await context.newPage();
      const file = `trace-${path.replaceAll('/', '_')}-${visit}.json`;
      console.log(`\n${path}, ${visit} visit, ${describeThrottle(throttle)} (trace: ${file})\n${await traced(page, `${origin}${path}`, throttle.rate, file)}`);
      await page.close();
    }
  } finally {
    await browser.close();
    await app.close();
  }
}
