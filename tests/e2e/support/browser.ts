import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page, type Request, type Route } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { lateBound } from '../../late-bound.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
export const SCREENSHOT_DIR = join(root, 'test-results', 'screenshots');

export const DEMO = {
  admin: { email: 'admin@demo.com', password: 'admin' },
  client: { email: 'client@demo.com', password: 'client' },
  manager: { email: 'manager@demo.com', password: 'manager' },
} as const;
export type Role = keyof typeof DEMO;

/** Debian's Chromium (`apt-get install chromium`); never a downloaded browser. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Chromium, headless. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/**
 * Reduced motion, which the app honours (base.css): a popover springing in (Blueprint's overshooting scale) moved a
 * menu item between a click's press and release, so the click fell on its neighbour and went nowhere.
 */
export const CONTEXT_DEFAULTS = { locale: 'ru-RU', reducedMotion: 'reduce' } as const;

/** A fresh context (own local storage) and page at a desktop size; browser errors fail loudly in the log. */
export async function newPage(browser: Browser, options: { width?: number; height?: number } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...CONTEXT_DEFAULTS, viewport: { width: options.width ?? 1440, height: options.height ?? 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  page.on('pageerror', (error) => console.error(`[browser] ${error.message}`));
  trackGraphQL(page);
  return { context, page };
}

/** The GraphQL requests of each page still waiting for their answer (`settled` waits for none). */
const graphqlInFlight = new WeakMap<Page, Set<Request>>();

function trackGraphQL(page: Page): void {
  const inFlight = new Set<Request>();
  graphqlInFlight.set(page, inFlight);
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/graphql' && request.method() !== 'OPTIONS') inFlight.add(request);
  });
  const done = (request: Request) => inFlight.delete(request);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
}

export interface PageOptions {
  /** `file` (default): one page for the whole file, its tests run in order and share it like a user's
   * session; `test`: a fresh context (own local storage) and page for every test. */
  scope?: 'file' | 'test';
  /** Signs in through the login form (at `baseUrl`) before the tests, or before each with `scope: 'test'`. */
  signInAs?: { baseUrl: string; role: Role };
  /** Runs on the new page before it loads anything: init scripts, listeners. */
  prepare?: (page: Page, context: BrowserContext) => unknown;
  /** The viewport (default 1440×900), e.g. a phone's 390×844. */
  size?: { width: number; height: number };
}

/**
 * Chromium for a test file: one browser, and a page in a fresh context per file or per test
 * (see `PageOptions`). Returns stand-ins for the current browser, context and page: declare them
 * at the top of the file and use them as the real ones inside tests and hooks.
 */
export function usePage(options: PageOptions = {}): { browser: Browser; context: BrowserContext; page: Page } {
  let browser: Browser | undefined;
  let current: { context: BrowserContext; page: Page } | undefined;

  const open = async () => {
    current = await newPage(browser!, options.size);
    await options.prepare?.(current.page, current.context);
    if (options.signInAs) await loginAs(current.page, options.signInAs.baseUrl, options.signInAs.role);
  };
  const close = async () => {
    await current?.context.close();
    current = undefined;
  };

  beforeAll(async () => {
    browser = await launchBrowser();
    if (options.scope !== 'test') await open();
  });
  if (options.scope === 'test') {
    beforeEach(open);
    afterEach(close);
  }
  afterAll(async () => {
    await close();
    await browser?.close();
  });
  // A failed attempt leaves its error in the log and the screen it failed on, even when its retry passes
  // (vitest.e2e.config.ts retries once): a flaky test is diagnosed from the run that showed it.
  beforeEach(({ onTestFailed }) => {
    onTestFailed(async ({ task }) => {
      const attempt = (attempts.get(task.id) ?? 0) + 1;
      attempts.set(task.id, attempt);
      // The message and our own frames; the runner's are the same for every test.
      const errors = (task.result?.errors ?? [])
        .flatMap((error) => (error.stack ?? error.message).split('\n').filter((line) => !line.includes('node_modules')))
        .join('\n');
      const shot = current && (await screenshot(current.page, `failed-${slug(task.file.name)}-${slug(task.name)}-${attempt}`).catch(() => null));
      console.error(`[e2e] attempt ${attempt} of "${task.name}" failed${shot ? ` (screen: ${shot})` : ''}\n${errors}`);
    });
  });

  return {
    browser: lateBound('the browser of usePage()', () => browser),
    context: lateBound('the context of usePage()', () => current?.context),
    page: lateBound('the page of usePage()', () => current?.page),
  };
}

/**
 * Polls until the UI catches up: `expect.poll` with the e2e defaults (15 s, see vitest.e2e.config.ts),
 * generous because two cores serve the servers, the browsers and the tests.
 */
export function eventually<T>(read: () => Promise<T> | T) {
  return expect.poll(read);
}

/**
 * Waits until nothing on the page is loading (`aria-busy="true"`) and no GraphQL request of it is on its way. A
 * list keeps showing its last rows while the next page loads, and its pager already names the page asked for: rows
 * read before this are the old ones. And a read still on its way when a live change arrives reads once more
 * (web/src/lib/apollo/reads-in-flight.ts): a test counting requests from here on starts after it.
 */
export async function settled(page: Page): Promise<void> {
  await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
  await expect.poll(() => graphqlInFlight.get(page)?.size ?? 0).toBe(0);
}

/**
 * Holds the page's next GraphQL request of `operation` until `release()`, to look at the screen
 * before the server answers (optimistic updates); `done` settles once the request went through.
 */
export async function holdOperation(page: Page, operation: string): Promise<{ release: () => void; done: Promise<void> }> {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  let finish = () => {};
  const done = new Promise<void>((resolve) => (finish = resolve));
  let matched = false;
  const handler = async (route: Route) => {
    const body = route.request().postDataJSON() as { operationName?: string } | null;
    if (matched || body?.operationName !== operation) return route.fallback();
    matched = true;
    await gate;
    await route.continue();
    finish();
  };
  await page.route('**/graphql', handler);
  return { release: () => release(), done: done.then(() => page.unroute('**/graphql', handler)) };
}

export interface Credentials {
  email: string;
  password: string;
}

/**
 * Signs in through the login form (a demo role, or any account's credentials, e.g. a chat contact's) and
 * waits until the shell (or the client's ACL page) is shown.
 */
export async function loginAs(page: Page, baseUrl: string, who: Role | Credentials, path = '/login'): Promise<void> {
  const { email, password } = typeof who === 'string' ? DEMO[who] : who;
  await page.goto(`${baseUrl}${path}`);
  await page.locator('#login-email').fill(email);
  await page.locator('#login-password').fill(password);
  await page.locator('[data-testid=login-submit]').click();
  await page.locator('.page-header__title').waitFor();
}

const attempts = new Map<string, number>();
const slug = (text: string) => text.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 80);

/** Saves test-results/screenshots/<name>.png (git-ignored); returns the path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  // Let transitions and fonts settle so the picture is what a user sees.
  await page.waitForTimeout(400);
  await page.screenshot({ path });
  return path;
}

/**
 * The GraphQL requests the page sends from now on (Apollo and the refresh fetch): their operation names, and
 * each with its variables as sent (JSON text).
 */
export function recordGraphQL(page: Page): { operations: string[]; calls: { operation: string; variables: string }[]; clear(): void } {
  const operations: string[] = [];
  const calls: { operation: string; variables: string }[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname !== '/graphql') return;
    // Queries by hash go by GET (their operation in the URL), the rest by POST.
    const method = request.method();
    if (method !== 'GET' && method !== 'POST') return;
    const params =
      method === 'GET'
        ? {
            operationName: url.searchParams.get('operationName') ?? undefined,
            query: url.searchParams.get('query') ?? undefined,
            variables: JSON.parse(url.searchParams.get('variables') ?? '{}') as unknown,
          }
        : (request.postDataJSON() as { operationName?: string; query?: string; variables?: unknown } | null);
    const operation = params?.operationName ?? /\b(?:query|mutation)\s+(\w+)/.exec(params?.query ?? '')?.[1] ?? '?';
    operations.push(operation);
    calls.push({ operation, variables: JSON.stringify(params?.variables ?? {}) });
  });
  return {
    operations,
    calls,
    clear: () => {
      operations.length = 0;
      calls.length = 0;
    },
  };
}

/** The total of a pager summary ("Показано 1–10 из 64" → 64). */
export const totalOf = (text: string | null) => Number(/(\d+)\s*$/.exec(text ?? '')?.[1]);

/** The names of the visible vertical-menu entries (links and groups). */
export async function menuIds(page: Page): Promise<string[]> {
  return page.locator('.main-menu [data-menu-id]').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-menu-id') ?? ''));
}
