/**
 * How long the taps people make most take to show their result: each interaction on its page, signed in as the
 * demo admin, on the calibrated mid-tier and low-tier device classes (bench/throttle.ts), with **INP** measured by
 * Google's `web-vitals` in the page (`onINP`, every interaction reported, no duration floor): the longest of the
 * scenario's interactions from input to the next paint, Chrome's own Event Timing. Beside it, **result ms**: from
 * the first input until the scenario's result shows (a drawer drawn, a list changed), which also counts work
 * after that paint (a chunk loaded on first open, an answer from the server). The page is opened and left to
 * settle unthrottled-to-ready first; the CPU is slowed before the taps. Best of VITALS_RUNS (2) runs per build;
 * VITALS_BASELINE measures another build beside this one, VITALS_CLASSES picks the classes and INP_ONLY
 * (comma-separated names) the scenarios. `npx tsx bench/interactions.ts` after `npm run build`; never part of
 * `npm test`.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { buildApp } from '../server/app.js';
import { webDistDir } from '../server/common/paths.js';
import { classesFromEnv, describeThrottle, type DeviceClass, type Throttle } from './throttle.js';
import { hostIndexLine, launchChromium, preparedContext, resolveThrottles, signedInState, waitForContent } from './web-vitals.js';

export const INP_GOALS: Record<DeviceClass, number> = { 'mid-tier': 200, 'low-tier': 500 };

export interface Scenario {
  name: string;
  path: string;
  /** Makes the scenario's inputs and waits until their result shows. */
  act(page: Page): Promise<void>;
}

const VISIBLE = { state: 'visible', timeout: 30_000 } as const;

export const SCENARIOS: readonly Scenario[] = [
  {
    name: 'open and close the to-do drawer',
    path: '/apps/todo',
    act: async (page) => {
      await page.locator('[data-testid=todo-add]').click();
      await page.locator('.todo-drawer #task-title').waitFor(VISIBLE);
      await page.keyboard.press('Escape');
      await page.locator('.todo-drawer').waitFor({ state: 'detached', timeout: 30_000 });
    },
  },
  {
    name: 'toggle a task',
    path: '/apps/todo',
    act: async (page) => {
      const box = page.locator('input[data-testid=task-complete]:not([disabled])').first();
      const label = await box.getAttribute('aria-label');
      await page.locator('label.task-row__check').first().click();
      await page.waitForFunction((before) => document.querySelector('input[data-testid=task-complete]')?.getAttribute('aria-label') !== before, label, { timeout: 30_000 });
    },
  },
  {
    name: 'switch an e-mail folder',
    path: '/apps/email',
    act: async (page) => {
      await page.locator('[data-folder=sent]').click();
      await page.locator('[data-folder=sent][aria-current=page]').waitFor(VISIBLE);
      await page.waitForFunction(() => !document.querySelector('[aria-busy="true"], .state--loading') && document.querySelector('.email-row'), undefined, { timeout: 30_000 });
    },
  },
  {
    name: 'type five characters in the users search',
    path: '/apps/user/list',
    act: async (page) => {
      await page.locator('input[data-testid=users-search], [data-testid=users-search] input').first().click();
      await page.keyboard.type('paypa');
      await page.waitForURL(/q=paypa/, { timeout: 30_000 });
      await page.waitForFunction(() => !document.querySelector('[aria-busy="true"], .state--loading'), undefined, { timeout: 30_000 });
    },
  },
  {
    name: 'open an invoice',
    path: '/apps/invoice/list',
    act: async (page) => {
      await page.locator('[data-invoice-id="4960"] [data-action=preview]').click();
      await page.locator('[data-testid=invoice-document]').waitFor(VISIBLE);
    },
  },
  {
    name: 'add to cart',
    path: '/apps/ecommerce/shop',
    act: async (page) => {
      const toggle = page.locator('[data-testid=product-card] [data-testid=cart-toggle]').first();
      const before = await toggle.getAttribute('data-in-cart');
      await toggle.click();
      await page.waitForFunction((was) => document.querySelector('[data-testid=product-card] [data-testid=cart-toggle]')?.getAttribute('data-in-cart') !== was, before, { timeout: 30_000 });
    },
  },
  {
    name: 'open the customizer',
    path: '/apps/todo',
    act: async (page) => {
      await page.locator('[data-testid=customizer-open]').click();
      await page.locator('[data-testid=customizer]').waitFor(VISIBLE);
    },
  },
];

/** Runs after web-vitals (preparedContext): keeps the page's INP as it changes, and how many interactions it saw. */
const INP_PROBE = `(() => {
  const inp = { value: 0, interactions: new Set() };
  window.__inp = inp;
  webVitals.onINP((metric) => {
    inp.value = metric.value;
  }, { reportAllChanges: true, durationThreshold: 0 });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.interactionId) inp.interactions.add(entry.interactionId);
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  inp.read = () => ({ inpMs: inp.value, interactions: inp.interactions.size });
})();`;

interface InpProbe {
  read(): { inpMs: number; interactions: number };
}
type InpWindow = Window & { __inp: InpProbe };

export interface Interaction {
  inpMs: number;
  resultMs: number;
}

export interface ScenarioResult {
  scenario: Scenario;
  build: 'current' | 'baseline';
  throttle: Throttle;
  best: Interaction;
}

async function measure(context: BrowserContext, origin: string, scenario: Scenario, throttle: Throttle): Promise<Interaction> {
  const page = await context.newPage();
  try {
    await page.goto(`${origin}${scenario.path}`, { waitUntil: 'commit' });
    await waitForContent(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle.rate });
    const started = Date.now();
    await scenario.act(page);
    const resultMs = Date.now() - started;
    // Event Timing reports an interaction after its next paint; web-vitals then updates INP.
    await page.waitForFunction(() => (window as unknown as InpWindow).__inp.read().inpMs > 0, undefined, { timeout: 10_000, polling: 100 }).catch(() => undefined);
    await page.waitForTimeout(500);
    const { inpMs } = await page.evaluate(() => (window as unknown as InpWindow).__inp.read());
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return { inpMs, resultMs };
  } finally {
    await page.close();
  }
}

export interface InteractionOptions {
  scenarios?: readonly Scenario[];
  classes?: readonly DeviceClass[];
  runs?: number;
  dist?: string;
  baseline?: string;
  onResult?: (result: ScenarioResult) => void;
}

export async function measureInteractions({ scenarios = SCENARIOS, classes, runs = 2, dist = webDistDir, baseline, onResult }: InteractionOptions = {}): Promise<ScenarioResult[]> {
  for (const build of [dist, baseline]) {
    if (build && !existsSync(join(build, 'index.html'))) throw new Error(`No build in ${build}: run \`npm run build\` (or set WEB_DIST_DIR).`);
  }
  const apps = [await buildApp({ config: { logLevel: 'silent', serveWeb: true, webRoot: dist } })];
  if (baseline) apps.push(await buildApp({ config: { logLevel: 'silent', serveWeb: true, webRoot: baseline } }));
  const builds = await Promise.all(apps.map(async (app, i) => ({ build: i === 0 ? ('current' as const) : ('baseline' as const), origin: await app.listen({ host: '127.0.0.1', port: 0 }) })));
  const browser = await launchChromium();
  const results: ScenarioResult[] = [];
  try {
    const throttles = await resolveThrottles(browser, { classes, onHostIndex: (host, list) => console.log(`${hostIndexLine(host, list)}\n`) });
    const contexts = await Promise.all(
      builds.map(async ({ origin }) => {
        const context = await preparedContext(browser, await signedInState(browser, origin));
        await context.addInitScript({ content: INP_PROBE });
        return context;
      }),
    );
    try {
      for (const throttle of throttles) {
        for (const scenario of scenarios) {
          const runsOf = builds.map(() => [] as Interaction[]);
          for (let run = 0; run < runs; run++) {
            for (const [i, { origin }] of builds.entries()) runsOf[i].push(await measure(contexts[i], origin, scenario, throttle));
          }
          for (let i = builds.length - 1; i >= 0; i--) {
            const best = { inpMs: Math.min(...runsOf[i].map((r) => r.inpMs)), resultMs: Math.min(...runsOf[i].map((r) => r.resultMs)) };
            const result = { scenario, build: builds[i].build, throttle, best };
            results.push(result);
            onResult?.(result);
          }
        }
      }
    } finally {
      await Promise.all(contexts.map((c) => c.close()));
    }
    return results;
  } finally {
    await browser.close();
    await Promise.all(apps.map((app) => app.close()));
  }
}

export function interactionRow({ scenario, build, best }: ScenarioResult): string {
  return `${`${build === 'baseline' ? '  (baseline) ' : ''}${scenario.name}`.padEnd(48)}${String(Math.round(best.inpMs)).padStart(8)}${String(best.resultMs).padStart(11)}`;
}

/** Prints each scenario as it is measured; true when every INP goal is met. */
export async function reportInteractions(options: InteractionOptions = {}): Promise<boolean> {
  let shown: Throttle | null = null;
  const results = await measureInteractions({
    ...options,
    onResult: (result) => {
      if (result.throttle !== shown) {
        console.log(`${shown === null ? '' : '\n'}${describeThrottle(result.throttle)}, best of runs\n\n${'interaction'.padEnd(48)}${'INP ms'.padStart(8)}${'result ms'.padStart(11)}`);
        shown = result.throttle;
      }
      console.log(interactionRow(result));
    },
  });
  console.log('');
  let ok = true;
  for (const deviceClass of Object.keys(INP_GOALS) as DeviceClass[]) {
    const mine = results.filter((r) => r.build === 'current' && r.throttle.deviceClass === deviceClass);
    if (mine.length === 0) continue;
    const over = mine.filter((r) => r.best.inpMs > INP_GOALS[deviceClass]);
    const worst = mine.reduce((a, b) => (b.best.inpMs > a.best.inpMs ? b : a));
    ok &&= over.length === 0;
    console.log(`${over.length ? 'FAIL' : 'PASS'}  INP ≤ ${INP_GOALS[deviceClass]} ms, ${deviceClass}`.padEnd(40) + `worst ${Math.round(worst.best.inpMs)} ms (${worst.scenario.name})${over.length ? `; over: ${over.map((r) => r.scenario.name).join(', ')}` : ''}`);
  }
  return ok;
}

export function interactionOptionsFromEnv(env = process.env): InteractionOptions {
  const only = env.INP_ONLY?.split(',').map((s) => s.trim()).filter(Boolean);
  return {
    scenarios: only ? SCENARIOS.filter((s) => only.some((name) => s.name.includes(name))) : SCENARIOS,
    classes: classesFromEnv(env.VITALS_CLASSES),
    runs: Number(env.VITALS_RUNS ?? 2),
    baseline: env.VITALS_BASELINE || undefined,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    console.log(`Interaction to next paint (build: ${webDistDir})\n`);
    process.exitCode = (await reportInteractions(interactionOptionsFromEnv())) ? 0 : 1;
  } catch (error) {
    console.error(error instanceof Error ? error.stack : error);
    process.exitCode = 2;
  }
}
