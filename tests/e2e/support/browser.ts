import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page, type Request } from 'playwright-core';

const root = fileURLToPath(new URL('../../../', import.meta.url));
export const SCREENSHOT_DIR = join(root, 'test-results', 'screenshots');

export const DEMO = {
  admin: { email: 'admin@demo.com', password: 'admin' },
  client: { email: 'client@demo.com', password: 'client' },
} as const;
export type Role = keyof typeof DEMO;

/** Debian's Chromium, headless; never a downloaded browser. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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

/** A fresh context (own local storage) and page at a desktop size; browser errors fail loudly in the log. */
export async function newPage(browser: Browser, options: { width?: number; height?: number } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: options.width ?? 1440, height: options.height ?? 900 }, locale: 'ru-RU' });
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  page.on('pageerror', (error) => console.error(`[browser] ${error.message}`));
  return { context, page };
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

/** Saves test-results/screenshots/<name>.png (git-ignored); returns the path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  // Let transitions and fonts settle so the picture is what a user sees.
  await page.waitForTimeout(400);
  await page.screenshot({ path });
  return path;
}

/** Operation names of the GraphQL requests the page sends from now on (Apollo and the refresh fetch). */
export function recordGraphQL(page: Page): { operations: string[]; clear(): void } {
  const operations: string[] = [];
  page.on('request', (request: Request) => {
    if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
    const body = request.postDataJSON() as { operationName?: string; query?: string } | null;
    operations.push(body?.operationName ?? /\b(?:query|mutation)\s+(\w+)/.exec(body?.query ?? '')?.[1] ?? '?');
  });
  return {
    operations,
    clear: () => {
      operations.length = 0;
    },
  };
}

/** The names of the visible vertical-menu entries (links and groups). */
export async function menuIds(page: Page): Promise<string[]> {
  return page.locator('.main-menu [data-menu-id]').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-menu-id') ?? ''));
}
