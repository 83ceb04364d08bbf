/**
 * What JavaScript does the login route load? Serves the production build (dist/web, or WEB_DIST_DIR)
 * from a tiny static server with the product's SPA fallback, opens /login in headless Chromium (the
 * same Debian build the e2e tests drive) and records every .js response: what a browser really fetches,
 * modulepreloads and dynamic imports included. Prints bytes and gzip bytes per file and in total, and
 * exits 1 when any of it is Plotly (the dashboards must keep it in their lazy chunks).
 *
 * Run: `npx tsx bench/login-bundle.ts` after `npm run build:web`.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const root = fileURLToPath(new URL('../', import.meta.url));
const distDir = process.env.WEB_DIST_DIR ?? join(root, 'dist', 'web');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

/** Plotly's own code, recognised by its file name or by strings only Plotly's runtime holds. */
const PLOTLY_FILE = /plotly/i;
const PLOTLY_CODE = /js-plotly-plot|plotly-notifier|plotly_afterplot/;

function serve(dir: string): Promise<Server> {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    const file = normalize(join(dir, path));
    const inside = file.startsWith(dir.endsWith(sep) ? dir : dir + sep);
    if (inside && existsSync(file) && statSync(file).isFile()) {
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
      res.end(readFileSync(file));
      return;
    }
    // API calls have no server here; browser navigations get the SPA like the product serves it.
    if (extname(path) || !req.headers.accept?.includes('text/html')) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES['.html'] });
    res.end(readFileSync(join(dir, 'index.html')));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

interface Loaded {
  path: string;
  bytes: number;
  gzip: number;
  plotly: boolean;
}

async function main(): Promise<number> {
  if (!existsSync(join(distDir, 'index.html'))) {
    console.error(`No build in ${distDir}: run \`npm run build:web\` (or set WEB_DIST_DIR).`);
    return 2;
  }
  const server = await serve(distDir);
  const { port } = server.address() as AddressInfo;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  const loaded = new Map<string, Loaded>();
  try {
    const page = await browser.newPage();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (!url.pathname.endsWith('.js') || loaded.has(url.pathname)) return;
      // Read the file from the build: the measured bytes are exactly what was served.
      const body = readFileSync(join(distDir, url.pathname));
      loaded.set(url.pathname, {
        path: url.pathname,
        bytes: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
        plotly: PLOTLY_FILE.test(url.pathname) || PLOTLY_CODE.test(body.toString('utf8')),
      });
    });
    await page.goto(`http://127.0.0.1:${port}/login`, { waitUntil: 'networkidle' });
    await page.locator('#login-email').waitFor({ timeout: 30_000 });
  } finally {
    await browser.close();
    server.close();
  }

  const files = [...loaded.values()].sort((a, b) => b.bytes - a.bytes);
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`.padStart(11);
  console.log(`JavaScript loaded by /login (build: ${distDir})\n`);
  console.log(`${'file'.padEnd(48)}${'bytes'.padStart(11)}${'gzip'.padStart(11)}`);
  for (const f of files) console.log(`${f.path.padEnd(48)}${kb(f.bytes)}${kb(f.gzip)}${f.plotly ? '  <- PLOTLY' : ''}`);
  const total = files.reduce((sum, f) => ({ bytes: sum.bytes + f.bytes, gzip: sum.gzip + f.gzip }), { bytes: 0, gzip: 0 });
  console.log(`${`total (${files.length} files)`.padEnd(48)}${kb(total.bytes)}${kb(total.gzip)}`);
  const plotly = files.filter((f) => f.plotly);
  console.log(plotly.length ? `\nFAIL: Plotly is part of the login route's JavaScript (${plotly.map((f) => f.path).join(', ')}).` : '\nOK: no Plotly code on the login route.');
  return plotly.length ? 1 : 0;
}

process.exitCode = await main();
