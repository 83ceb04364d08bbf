/**
 * How fast does each route show its content to a person on a mid-range phone? Serves the production build
 * (dist/web, or WEB_DIST_DIR) with the product's own server and opens each route in headless Chromium
 * (`/usr/bin/chromium`, as the e2e tests drive it) with the CPU slowed to a device class (below,
 * `Emulation.setCPUThrottlingRate`), signed in as the demo admin (the sign-in page anonymously):
 *
 * - cold: a fresh browser context (empty HTTP cache) whose local storage holds a session made by signing
 *   in through the login form in another context, as a returning user's browser would after a deploy;
 * - repeat: a second page in the same context (hashed assets, locales and icons from the HTTP cache).
 *
 * Per visit: **content ready** (ms from navigation start until the boot spinner is gone, nothing is
 * `aria-busy`, no loading state shows and the main region (`<main>`, or the page for layouts without one)
 * holds text, taken at the last time it became so, once it has held for `STABLE_MS` and the network is
 * idle), **LCP** and **CLS** (Google's `web-vitals` library in the page, every change reported), and
 * **JS KiB**: the transferSize of every script, headers included, as the browser counts it (0 from cache).
 * `JS first` is what arrived before content was ready, `JS all` everything until the network was idle
 * (charts and calendars load after the first screen), `libs` the part of it that is the chart, calendar and
 * date-picker libraries (LIBRARIES), which the JS budget leaves out on the routes that show them. Each figure is the best of VITALS_RUNS runs (CLS
 * and JS the worst): this machine is shared.
 *
 * The CPU is slowed as Chrome DevTools calibrates it: "4×" is a mid-range phone on a quick laptop and a low-end
 * one on a slow virtual machine, so the host is measured first with Lighthouse's BenchmarkIndex (unthrottled, in
 * the page, median of three; `benchmark-index.ts`) and each device class gets the rate that brings the host down
 * to it: rate = host index ÷ the class's index, within 1–10 (`CLASSES`: mid-tier 1000, low-tier 264).
 * VITALS_CLASSES (`mid,low` by default) picks classes; VITALS_CPU (comma-separated rates, e.g. `4,1`) measures
 * fixed rates instead, with the earlier fixed-rate goals. VITALS_ROUTES (comma-separated paths) narrows a run;
 * VITALS_BASELINE=<another build's dist/web> measures
 * that build beside this one, visits alternating, its rows marked `(baseline)`: before and after in one run. Part of `npm run bench` (BENCH_ONLY=vitals);
 * alone: `npx tsx bench/web-vitals.ts` after `npm run build`. Never part of `npm test`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { buildApp } from '../server/app.js';
import { webDistDir } from '../server/common/paths.js';
import { CLASSES, classesFromEnv, describeThrottle, measureHostIndex, throttlesFor, type DeviceClass, type Throttle } from './throttle.js';

/**
 * The libraries the product names for charts, calendars and date pickers, by the chunk each loads in. Plotly's
 * smallest official bundle (bar, pie and scatter, exactly the dashboards' traces) is 299 KiB compressed alone, so
 * no page drawing a chart fits a 300 KiB budget with it; the goal is these "only where they are shown", and
 * the budget counts everything else. A route loading one it does not declare in `shows` fails, and a renamed chunk
 * is counted as the app's own code, so neither can hide bytes.
 */
export const LIBRARIES = {
  Plotly: /^plotly-basic\.min-[\w-]+\.js$/,
  FullCalendar: /^calendar-board-[\w-]+\.js$/,
  '@blueprintjs/datetime': /^datetime-components-[\w-]+\.js$/,
} as const;
export type Library = keyof typeof LIBRARIES;

export interface VitalsRoute {
  name: string;
  path: string;
  /** The sign-in page is measured anonymously; every other route signed in. */
  anonymous?: boolean;
  /** The chart, calendar and date-picker libraries the route shows (LIBRARIES). */
  shows?: readonly Library[];
}

/** Spec section 2's screens and the app screens, one path each. */
export const ROUTES: readonly VitalsRoute[] = [
  { name: 'sign-in', path: '/login', anonymous: true },
  { name: 'e-commerce dashboard', path: '/', shows: ['Plotly'] },
  { name: 'analytics dashboard', path: '/dashboard/analytics', shows: ['Plotly'] },
  { name: 'e-mail', path: '/apps/email' },
  { name: 'chat', path: '/apps/chat' },
  { name: 'to-do', path: '/apps/todo' },
  { name: 'calendar', path: '/apps/calendar', shows: ['FullCalendar', '@blueprintjs/datetime'] },
  { name: 'users', path: '/apps/user/list' },
  { name: 'user view', path: '/apps/user/view' },
  { name: 'roles', path: '/apps/roles' },
  { name: 'permissions', path: '/apps/permissions' },
  { name: 'access control', path: '/access-control' },
  { name: 'invoices', path: '/apps/invoice/list' },
  { name: 'invoice preview', path: '/apps/invoice/preview/4960' },
  { name: 'invoice add', path: '/apps/invoice/add', shows: ['@blueprintjs/datetime'] },
  { name: 'shop', path: '/apps/ecommerce/shop' },
  { name: 'wishlist', path: '/apps/ecommerce/wishlist' },
  { name: 'checkout', path: '/apps/ecommerce/checkout' },
  { name: 'data tables', path: '/datatables' },
  { name: 'account settings', path: '/pages/account-settings' },
  { name: 'profile', path: '/pages/profile' },
  { name: 'FAQ', path: '/pages/faq' },
  { name: 'knowledge base', path: '/pages/knowledge-base' },
  { name: 'pricing', path: '/pages/pricing' },
  { name: 'blog list', path: '/pages/blog/list' },
  { name: 'blog post', path: '/pages/blog/detail' },
  { name: 'blog edit', path: '/pages/blog/edit' },
  { name: 'forms', path: '/forms', shows: ['@blueprintjs/datetime'] },
  { name: 'cards', path: '/cards' },
  { name: 'charts', path: '/charts' },
  { name: 'components', path: '/components' },
  { name: 'UI elements', path: '/ui-element' },
  { name: 'extensions', path: '/extensions' },
  { name: 'tables', path: '/tables' },
];

/** The goals on the calibrated classes (issue 42); the fixed-rate goals (FIXED_GOALS) stay for `VITALS_CPU`. */
export const CLASS_GOALS = {
  'mid-tier': { readyMs: 1500 },
  'low-tier': { readyMs: 3000, lcpMs: 2500, cls: 0.1 },
  /** A repeat visit's content ready, as a share of the cold visit's (each class). */
  repeatShare: 0.6,
} as const;

export const GOALS = {
  readyMs: 2500,
  repeatReadyMs: 1500,
  unthrottledReadyMs: 1000,
  lcpMs: 2500,
  cls: 0.1,
  jsKiB: 300,
  signInJsKiB: 200,
} as const;

/** How long the content must stay ready before it counts (a loading state may follow a first paint). */
const STABLE_MS = 1000;
const TIMEOUT_MS = 45_000;

export interface Visit {
  readyMs: number;
  lcpMs: number;
  cls: number;
  /** Scripts' transferSize (headers included) that arrived before content was ready, and in all. */
  jsFirstKiB: number;
  jsAllKiB: number;
  /** `jsAllKiB` without the LIBRARIES' chunks, and which of them loaded. */
  ownKiB: number;
  libraries: Library[];
}

/** A script as the page's resource timings give it. */
interface Script {
  file: string;
  bytes: number;
  end: number;
}

export interface RouteVitals {
  route: VitalsRoute;
  /** `baseline` when measured on VITALS_BASELINE's build, beside this one. */
  build: 'current' | 'baseline';
  throttle: Throttle;
  cold: Visit;
  repeat: Visit;
}

const require = createRequire(import.meta.url);
/**
 * The library's browser build, which declares `var webVitals` (its package exports only the module builds);
 * an init script runs inside a function, so the global is set explicitly.
 */
const WEB_VITALS_SCRIPT = `${readFileSync(join(dirname(require.resolve('web-vitals')), 'web-vitals.iife.js'), 'utf8')}\nwindow.webVitals = webVitals;`;

/**
 * Runs in the page before anything else: records when content became ready, LCP and CLS as they change, and
 * sums the scripts' bytes. Plain JavaScript text: a function handed over from here would carry the helpers
 * tsx adds to named arrow functions, which the page does not have.
 */
const PAGE_PROBE = `(() => {
  // Chromium keeps 250 resource timings by default; a page with its icons and chunks goes past that.
  performance.setResourceTimingBufferSize(2000);
  const probe = { readyAt: null, lcp: 0, cls: 0 };
  window.__vitals = probe;
  function isReady() {
    if (document.querySelector('.boot-loader, [aria-busy="true"], .state--loading')) return false;
    const main = document.querySelector('main, [role="main"]') || document.getElementById('root');
    if (!main) return false;
    // The first text that is not blank, without building the region's whole text on every change.
    const texts = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    while (texts.nextNode()) if (texts.currentNode.nodeValue.trim()) return true;
    return false;
  }
  let ready = false;
  new MutationObserver(() => {
    const now = isReady();
    if (now && !ready) probe.readyAt = performance.now();
    if (!now) probe.readyAt = null;
    ready = now;
  }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['aria-busy', 'class'] });
  webVitals.onLCP((metric) => { probe.lcp = metric.value; }, { reportAllChanges: true });
  webVitals.onCLS((metric) => { probe.cls = metric.value; }, { reportAllChanges: true });
  probe.isStable = (ms) => probe.readyAt !== null && performance.now() - probe.readyAt >= ms;
  probe.summary = () => ({
    readyMs: probe.readyAt,
    lcpMs: probe.lcp,
    cls: probe.cls,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => ({ file: new URL(entry.name).pathname.split('/').pop(), bytes: entry.transferSize, end: entry.responseEnd })),
  });
})();`;

interface PageProbe {
  isStable(ms: number): boolean;
  summary(): { readyMs: number; lcpMs: number; cls: number; scripts: Script[] };
}

function libraryOf(file: string): Library | undefined {
  return (Object.keys(LIBRARIES) as Library[]).find((library) => LIBRARIES[library].test(file));
}

function visitOf({ scripts, ...times }: ReturnType<PageProbe['summary']>): Visit {
  const kib = (list: readonly Script[]) => list.reduce((sum, script) => sum + script.bytes, 0) / 1024;
  const libraries = scripts.filter((script) => libraryOf(script.file) !== undefined);
  return {
    ...times,
    jsFirstKiB: kib(scripts.filter((script) => script.end <= times.readyMs)),
    jsAllKiB: kib(scripts),
    ownKiB: kib(scripts) - kib(libraries),
    libraries: [...new Set(libraries.map((script) => libraryOf(script.file) as Library))],
  };
}
type ProbedWindow = Window & { __vitals: PageProbe };

export async function preparedContext(browser: Browser, storageState?: Awaited<ReturnType<BrowserContext['storageState']>>): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'ru-RU', storageState });
  await context.addInitScript({ content: WEB_VITALS_SCRIPT });
  await context.addInitScript({ content: PAGE_PROBE });
  return context;
}

/** A session as the login form leaves it, made in a context of its own so the measured one starts cold. */
export async function signedInState(browser: Browser, origin: string): Promise<Awaited<ReturnType<BrowserContext['storageState']>>> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/login`);
    await page.locator('#login-email').fill('admin@demo.com');
    await page.locator('#login-password').fill('admin');
    await page.locator('[data-testid=login-submit]').click();
    await page.locator('.page-header__title').waitFor({ timeout: TIMEOUT_MS });
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/**
 * Waits until content is ready and has held for STABLE_MS (a later loading state resets it), then until what
 * loads after the first screen (charts, calendars, icons), which may still shift the layout, has arrived.
 * The page must have PAGE_PROBE (preparedContext). Gives when content became ready, in ms from navigation start.
 */
export async function waitForContent(page: Page): Promise<number> {
  await page.waitForFunction((stable) => (window as unknown as ProbedWindow).__vitals.isStable(stable), STABLE_MS, { timeout: TIMEOUT_MS, polling: 100 });
  await page.waitForLoadState('networkidle', { timeout: TIMEOUT_MS }).catch(() => undefined);
  await page.waitForTimeout(300);
  return (await page.evaluate(() => (window as unknown as ProbedWindow).__vitals.summary())).readyMs;
}

async function visit(context: BrowserContext, url: string, cpuRate: number): Promise<Visit> {
  const page: Page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    await page.goto(url, { waitUntil: 'commit' });
    await waitForContent(page);
    return visitOf(await page.evaluate(() => (window as unknown as ProbedWindow).__vitals.summary()));
  } finally {
    await page.close();
  }
}

/** Best of several visits for times, worst for layout shift and bytes. */
function best(visits: readonly Visit[]): Visit {
  return {
    readyMs: Math.min(...visits.map((v) => v.readyMs)),
    lcpMs: Math.min(...visits.map((v) => v.lcpMs)),
    cls: Math.max(...visits.map((v) => v.cls)),
    jsFirstKiB: Math.max(...visits.map((v) => v.jsFirstKiB)),
    jsAllKiB: Math.max(...visits.map((v) => v.jsAllKiB)),
    ownKiB: Math.max(...visits.map((v) => v.ownKiB)),
    libraries: [...new Set(visits.flatMap((v) => v.libraries))],
  };
}

export interface VitalsOptions {
  routes?: readonly VitalsRoute[];
  /** Calibrated device classes (the default: mid-tier and low-tier)… */
  classes?: readonly DeviceClass[];
  /** …or fixed throttling rates instead (`VITALS_CPU`). */
  cpuRates?: readonly number[];
  runs?: number;
  dist?: string;
  /** Another build (a directory like dist/web) measured beside this one, route by route: before and after. */
  baseline?: string;
  /** Called once the host is measured (calibrated classes only). */
  onHostIndex?: (host: { index: number; samples: number[] }, throttles: readonly Throttle[]) => void;
  /** Called after each route, so a long run shows progress. */
  onRoute?: (result: RouteVitals) => void;
}

/** Chromium as the e2e tests start it. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/** The throttles of a run: the fixed rates when given, else the classes calibrated to this host. */
export async function resolveThrottles(
  browser: Browser,
  { classes = ['mid-tier', 'low-tier'], cpuRates, onHostIndex }: Pick<VitalsOptions, 'classes' | 'cpuRates' | 'onHostIndex'>,
): Promise<Throttle[]> {
  if (cpuRates && cpuRates.length > 0) return cpuRates.map((rate) => ({ rate }));
  const host = await measureHostIndex(browser);
  const throttles = throttlesFor(host.index, classes);
  onHostIndex?.(host, throttles);
  return throttles;
}

export async function measureWebVitals({ routes = ROUTES, runs = 2, dist = webDistDir, baseline, onRoute, ...throttleOptions }: VitalsOptions = {}): Promise<RouteVitals[]> {
  for (const build of [dist, baseline]) {
    if (build && !existsSync(join(build, 'index.html'))) throw new Error(`No build in ${build}: run \`npm run build\` (or set WEB_DIST_DIR).`);
  }
  // One server per build, the same server code: each build's visits alternate with the other's, so the
  // machine's drift reaches both alike.
  const apps = [await buildApp({ config: { logLevel: 'silent', serveWeb: true, webRoot: dist } })];
  if (baseline) apps.push(await buildApp({ config: { logLevel: 'silent', serveWeb: true, webRoot: baseline } }));
  const builds = await Promise.all(
    apps.map(async (app, i) => ({ build: i === 0 ? ('current' as const) : ('baseline' as const), origin: await app.listen({ host: '127.0.0.1', port: 0 }) })),
  );
  const browser = await launchChromium();
  const results: RouteVitals[] = [];
  try {
    // Measured before any page loads, with nothing else running in the browser.
    const throttles = await resolveThrottles(browser, throttleOptions);
    for (const throttle of throttles) {
      for (const route of routes) {
        const visits = builds.map(() => ({ cold: [] as Visit[], repeat: [] as Visit[] }));
        for (let run = 0; run < runs; run++) {
          for (const [i, { origin }] of builds.entries()) {
            const context = await preparedContext(browser, route.anonymous ? undefined : await signedInState(browser, origin));
            try {
              visits[i].cold.push(await visit(context, `${origin}${route.path}`, throttle.rate));
              visits[i].repeat.push(await visit(context, `${origin}${route.path}`, throttle.rate));
            } finally {
              await context.close();
            }
          }
        }
        // The baseline's row first: before, then after.
        for (let i = builds.length - 1; i >= 0; i--) {
          const result = { route, build: builds[i].build, throttle, cold: best(visits[i].cold), repeat: best(visits[i].repeat) };
          results.push(result);
          onRoute?.(result);
        }
      }
    }
    return results;
  } finally {
    await browser.close();
    await Promise.all(apps.map((app) => app.close()));
  }
}

const pad = (text: string, width: number) => text.padEnd(width);
const padLeft = (text: string, width: number) => text.padStart(width);
const seconds = (ms: number) => (ms / 1000).toFixed(2);

export function vitalsHeader(throttle: Throttle): string {
  return [
    `${describeThrottle(throttle)}, cold visit (signed in; best of runs) and repeat visit`,
    '',
    `${pad('route', 46)}${padLeft('ready s', 9)}${padLeft('LCP s', 8)}${padLeft('CLS', 7)}${padLeft('JS first', 10)}${padLeft('JS all', 9)}${padLeft('libs', 7)}${padLeft('repeat s', 10)}${padLeft('rep/cold', 9)}${padLeft('JS', 7)}`,
  ].join('\n');
}

export function vitalsRow({ route, build, cold, repeat }: RouteVitals): string {
  return `${pad(`${build === 'baseline' ? '  (baseline) ' : ''}${route.name} ${route.path}`, 46)}${padLeft(seconds(cold.readyMs), 9)}${padLeft(seconds(cold.lcpMs), 8)}${padLeft(cold.cls.toFixed(3), 7)}${padLeft(cold.jsFirstKiB.toFixed(1), 10)}${padLeft(cold.jsAllKiB.toFixed(1), 9)}${padLeft((cold.jsAllKiB - cold.ownKiB).toFixed(1), 7)}${padLeft(seconds(repeat.readyMs), 10)}${padLeft(`${Math.round((100 * repeat.readyMs) / cold.readyMs)} %`, 9)}${padLeft(repeat.jsAllKiB.toFixed(1), 7)}`;
}

/** The web goals (bench/README.md) over the results; each line `PASS`/`FAIL`. */
export function vitalsVerdicts(results: readonly RouteVitals[]): [boolean, string][] {
  const verdicts: [boolean, string][] = [];
  const check = (label: string, items: readonly RouteVitals[], value: (r: RouteVitals) => number, limit: (r: RouteVitals) => number, show: (n: number) => string) => {
    if (items.length === 0) return;
    const over = items.filter((r) => value(r) > limit(r));
    const worst = items.reduce((a, b) => (value(b) / limit(b) > value(a) / limit(a) ? b : a));
    verdicts.push([over.length === 0, `${pad(label, 48)}worst ${show(value(worst))} (${worst.route.name})${over.length ? `; over: ${over.map((r) => r.route.name).join(', ')}` : ''}`]);
  };
  const current = results.filter((r) => r.build === 'current');
  const s = (ms: number) => `${seconds(ms)} s`;
  const share = (n: number) => `${Math.round(100 * n)} %`;
  const ofClass = (deviceClass: DeviceClass) => current.filter((r) => r.throttle.deviceClass === deviceClass);
  const mid = ofClass('mid-tier');
  const low = ofClass('low-tier');
  check(`content ready ≤ ${seconds(CLASS_GOALS['mid-tier'].readyMs)} s, mid-tier, cold`, mid, (r) => r.cold.readyMs, () => CLASS_GOALS['mid-tier'].readyMs, s);
  check(`content ready ≤ ${seconds(CLASS_GOALS['low-tier'].readyMs)} s, low-tier, cold`, low, (r) => r.cold.readyMs, () => CLASS_GOALS['low-tier'].readyMs, s);
  for (const [name, items] of [['mid-tier', mid], ['low-tier', low]] as const) {
    check(`repeat ≤ ${share(CLASS_GOALS.repeatShare)} of cold, ${name}`, items, (r) => r.repeat.readyMs / r.cold.readyMs, () => CLASS_GOALS.repeatShare, share);
  }
  check(`LCP ≤ ${seconds(CLASS_GOALS['low-tier'].lcpMs)} s, low-tier, cold`, low, (r) => r.cold.lcpMs, () => CLASS_GOALS['low-tier'].lcpMs, s);
  check(`CLS ≤ ${CLASS_GOALS['low-tier'].cls}, low-tier, cold`, low, (r) => r.cold.cls, () => CLASS_GOALS['low-tier'].cls, (n) => n.toFixed(3));
  // The fixed-rate goals, for runs at VITALS_CPU=4,1.
  const slowed = current.filter((r) => !r.throttle.deviceClass && r.throttle.rate === 4);
  const fast = current.filter((r) => !r.throttle.deviceClass && r.throttle.rate === 1);
  check(`content ready ≤ ${seconds(GOALS.readyMs)} s at 4×, cold`, slowed, (r) => r.cold.readyMs, () => GOALS.readyMs, s);
  check(`content ready ≤ ${seconds(GOALS.repeatReadyMs)} s at 4×, repeat`, slowed, (r) => r.repeat.readyMs, () => GOALS.repeatReadyMs, s);
  check(`content ready ≤ ${seconds(GOALS.unthrottledReadyMs)} s unthrottled, cold`, fast, (r) => r.cold.readyMs, () => GOALS.unthrottledReadyMs, s);
  check(`LCP ≤ ${seconds(GOALS.lcpMs)} s at 4×, cold`, slowed, (r) => r.cold.lcpMs, () => GOALS.lcpMs, s);
  check(`CLS ≤ ${GOALS.cls} at 4×, cold`, slowed, (r) => r.cold.cls, () => GOALS.cls, (n) => n.toFixed(3));
  const firstScreen = current.filter((r) => r.throttle === current[0]?.throttle);
  check(
    `JS first ≤ ${GOALS.jsKiB} KiB (sign-in ≤ ${GOALS.signInJsKiB}), cold`,
    firstScreen,
    (r) => r.cold.jsFirstKiB,
    (r) => (r.route.anonymous ? GOALS.signInJsKiB : GOALS.jsKiB),
    (n) => `${n.toFixed(1)} KiB`,
  );
  check(
    `JS all − libs ≤ ${GOALS.jsKiB} KiB (sign-in ${GOALS.signInJsKiB}), cold`,
    firstScreen,
    (r) => r.cold.ownKiB,
    (r) => (r.route.anonymous ? GOALS.signInJsKiB : GOALS.jsKiB),
    (n) => `${n.toFixed(1)} KiB`,
  );
  const strays = current.flatMap((r) => r.cold.libraries.concat(r.repeat.libraries).filter((library) => !r.route.shows?.includes(library)).map((library) => `${library} on ${r.route.name}`));
  if (current.length > 0) verdicts.push([strays.length === 0, `${pad('libs only where shown', 48)}${strays.length ? [...new Set(strays)].join(', ') : 'yes'}`]);
  return verdicts;
}

export function hostIndexLine(host: { index: number; samples: number[] }, throttles: readonly Throttle[]): string {
  return [
    `Host BenchmarkIndex ${Math.round(host.index)} (median of ${host.samples.map(Math.round).join(', ')}; Lighthouse's measure, unthrottled)`,
    ...throttles.map((t) => `  ${describeThrottle(t)} = ${Math.round(host.index)} ÷ ${t.deviceClass ? CLASSES[t.deviceClass] : ''}${t.rate === 1 || t.rate === 10 ? ' (bounded to 1–10)' : ''}`),
  ].join('\n');
}

/** Runs the routes, printing each row as it is measured; true when every goal is met. */
export async function reportWebVitals(options: VitalsOptions = {}): Promise<boolean> {
  let shown: Throttle | null = null;
  const results = await measureWebVitals({
    ...options,
    onHostIndex: (host, throttles) => console.log(`${hostIndexLine(host, throttles)}\n`),
    onRoute: (result) => {
      if (result.throttle !== shown) {
        console.log(`${shown === null ? '' : '\n'}${vitalsHeader(result.throttle)}`);
        shown = result.throttle;
      }
      console.log(vitalsRow(result));
    },
  });
  console.log('');
  const verdicts = vitalsVerdicts(results);
  for (const [ok, text] of verdicts) console.log(`${ok ? 'PASS' : 'FAIL'}  ${text}`);
  return verdicts.every(([ok]) => ok);
}

/** VITALS_ROUTES, VITALS_CLASSES, VITALS_CPU, VITALS_RUNS and VITALS_BASELINE from the environment. */
export function vitalsOptionsFromEnv(env = process.env): VitalsOptions {
  const paths = env.VITALS_ROUTES?.split(',').map((p) => p.trim()).filter(Boolean);
  const routes = paths ? paths.map((path) => ROUTES.find((r) => r.path === path) ?? { name: path, path }) : ROUTES;
  const cpuRates = env.VITALS_CPU ? env.VITALS_CPU.split(',').map(Number) : undefined;
  return { routes, classes: classesFromEnv(env.VITALS_CLASSES), cpuRates, runs: Number(env.VITALS_RUNS ?? 2), baseline: env.VITALS_BASELINE || undefined };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    console.log(`Web vitals per route (build: ${webDistDir})\n`);
    process.exitCode = (await reportWebVitals(vitalsOptionsFromEnv())) ? 0 : 1;
  } catch (error) {
    console.error(error instanceof Error ? error.stack : error);
    process.exitCode = 2;
  }
}
