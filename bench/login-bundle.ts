/**
 * What JavaScript does the login route cost? Serves the production build (dist/web, or WEB_DIST_DIR)
 * with the product's own server (cache headers, brotli/gzip by content negotiation), opens /login in
 * headless Chromium (the same Debian build the e2e tests drive) and reads, from the browser's
 * resource timings, every script's bytes on the wire. Then it visits again in the same browser
 * context: cached hashed assets must move nothing.
 *
 * Fails (exit 1) when the first visit moves more than 200 KiB of compressed JavaScript, when the
 * repeat visit moves any JavaScript, or when any of it is Plotly (the dashboards keep it in their
 * lazy chunks). Run: `npx tsx bench/login-bundle.ts` after `npm run build:web`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { buildApp } from '../server/app.js';
import { webDistDir } from '../server/common/paths.js';

export const BUDGET_BYTES = 200 * 1024;

/** Plotly's own code, recognised by its file name or by strings only Plotly's runtime holds. */
const PLOTLY_FILE = /plotly/i;
const PLOTLY_CODE = /js-plotly-plot|plotly-notifier|plotly_afterplot/;

export interface Script {
  path: string;
  /** Bytes of the (compressed) body on the wire; 0 when served from the browser's cache. */
  wire: number;
  /** Bytes once decoded. */
  bytes: number;
  encoding: string;
  plotly: boolean;
}

export interface LoginBundle {
  firstVisit: Script[];
  repeatVisit: Script[];
  /** Icon path files fetched on the first visit. */
  icons: number;
}

interface Entry {
  name: string;
  transferSize: number;
  encodedBodySize: number;
  decodedBodySize: number;
}

async function visit(page: Page, origin: string): Promise<Entry[]> {
  await page.goto(`${origin}/login`, { waitUntil: 'networkidle' });
  await page.locator('#login-email').waitFor({ timeout: 30_000 });
  return page.evaluate(() =>
    performance.getEntriesByType('resource').map((e) => {
      const r = e as PerformanceResourceTiming;
      return { name: r.name, transferSize: r.transferSize, encodedBodySize: r.encodedBodySize, decodedBodySize: r.decodedBodySize };
    }),
  );
}

function scripts(entries: readonly Entry[], encodings: Map<string, string>, dist: string): Script[] {
  return entries
    .filter((e) => new URL(e.name).pathname.endsWith('.js'))
    .map((e) => {
      const path = new URL(e.name).pathname;
      const source = readFileSync(join(dist, path), 'utf8');
      return {
        path,
        // transferSize is 0 for a cache hit; encodedBodySize then still reports the cached body.
        wire: e.transferSize === 0 ? 0 : e.encodedBodySize,
        bytes: e.decodedBodySize,
        encoding: encodings.get(path) ?? 'identity',
        plotly: PLOTLY_FILE.test(path) || PLOTLY_CODE.test(source),
      };
    })
    .sort((a, b) => b.wire - a.wire || b.bytes - a.bytes);
}

export async function measureLoginBundle(dist = webDistDir): Promise<LoginBundle> {
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`No build in ${dist}: run \`npm run build:web\` (or set WEB_DIST_DIR).`);
  const app = await buildApp({ config: { logLevel: 'silent', serveWeb: true } });
  const origin = await app.listen({ host: '127.0.0.1', port: 0 });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const context = await browser.newContext();
    const encodings = new Map<string, string>();
    context.on('response', (response) => {
      const encoding = response.headers()['content-encoding'];
      if (encoding) encodings.set(new URL(response.url()).pathname, encoding);
    });
    const first = await visit(await context.newPage(), origin);
    const repeat = await visit(await context.newPage(), origin);
    return {
      firstVisit: scripts(first, encodings, dist),
      repeatVisit: scripts(repeat, encodings, dist),
      icons: first.filter((e) => new URL(e.name).pathname.includes('/blueprint-icons-')).length,
    };
  } finally {
    await browser.close();
    await app.close();
  }
}

const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

/** Prints the table and the verdicts; true when within budget. */
export function reportLoginBundle({ firstVisit, repeatVisit, icons }: LoginBundle): boolean {
  console.log(`${'file'.padEnd(44)}${'encoding'.padStart(10)}${'on the wire'.padStart(14)}${'decoded'.padStart(12)}`);
  for (const s of firstVisit) {
    console.log(`${s.path.padEnd(44)}${s.encoding.padStart(10)}${kib(s.wire).padStart(14)}${kib(s.bytes).padStart(12)}${s.plotly ? '  <- PLOTLY' : ''}`);
  }
  const wire = firstVisit.reduce((sum, s) => sum + s.wire, 0);
  const bytes = firstVisit.reduce((sum, s) => sum + s.bytes, 0);
  console.log(`${`first visit: ${firstVisit.length} scripts, ${icons} icon files`.padEnd(54)}${kib(wire).padStart(14)}${kib(bytes).padStart(12)}`);
  const again = repeatVisit.reduce((sum, s) => sum + s.wire, 0);
  console.log(`${`repeat visit: ${repeatVisit.length} scripts`.padEnd(54)}${kib(again).padStart(14)}`);
  const plotly = firstVisit.filter((s) => s.plotly);
  const verdicts: [boolean, string][] = [
    [wire <= BUDGET_BYTES, `first visit moves ${kib(wire)} of JavaScript (budget ${kib(BUDGET_BYTES)})`],
    [again === 0, `repeat visit moves ${kib(again)} of JavaScript`],
    [plotly.length === 0, plotly.length ? `Plotly on the login route: ${plotly.map((s) => s.path).join(', ')}` : 'no Plotly on the login route'],
  ];
  for (const [ok, text] of verdicts) console.log(`${ok ? 'PASS' : 'FAIL'}  ${text}`);
  return verdicts.every(([ok]) => ok);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    console.log(`JavaScript of /login (build: ${webDistDir})\n`);
    process.exitCode = reportLoginBundle(await measureLoginBundle()) ? 0 : 1;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 2;
  }
}
