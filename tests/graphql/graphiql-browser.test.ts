import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../server/common/paths.js';
import { graphiqlDistDir } from '../../server/plugins/external/graphiql.js';
import { CHROMIUM_PATH, launchBrowser } from '../e2e/support/browser.js';
import { urlOf, useServer } from '../helper.js';

const app = useServer();
let browser: Browser;
let origin: string;

beforeAll(async () => {
  if (!existsSync(join(graphiqlDistDir, 'index.html'))) throw new Error('dist/graphiql is missing: run `npm run build:web` first');
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`${CHROMIUM_PATH} is missing: apt-get install -y chromium`);
  origin = urlOf(app, '');
  browser = await launchBrowser();
}, 60_000);
afterAll(async () => {
  await browser?.close();
});

describe('GraphiQL in Chromium, offline', () => {
  it('loads from our origin only, runs the login mutation, then a query with the pasted token', async () => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    const problems: string[] = [];
    const workers: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(origin) && !request.url().startsWith('data:')) problems.push(`external request ${request.url()}`);
    });
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
    });
    page.on('worker', (worker) => workers.push(worker.url()));
    page.on('pageerror', (error) => problems.push(`page error ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console ${message.text()}`);
    });

    await page.goto(`${origin}/graphiql`, { waitUntil: 'networkidle' });
    await page.waitForSelector('.graphiql-container .graphiql-query-editor .monaco-editor');
    await expect.poll(() => page.locator('.graphiql-doc-explorer').textContent()).toContain('Root Types');

    const result = () => page.locator('.result-window').textContent();
    await page.click('.graphiql-execute-button');
    await page.getByRole('menuitem', { name: 'Login' }).click();
    await expect.poll(result, { timeout: 10_000 }).toContain('accessToken');
    const accessToken = /"accessToken":\s*"([^"]+)"/.exec((await result())!.replace(/\s+/g, ''))?.[1];
    expect(accessToken).toMatch(/^eyJ/);

    await page.click('.graphiql-editor-tool .graphiql-editor:not(.hidden) .monaco-editor');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.insertText(JSON.stringify({ Authorization: `Bearer ${accessToken}` }));
    // Monaco auto-closes the brace typed first; drop whatever it added after the cursor.
    await page.keyboard.press('ControlOrMeta+Shift+End');
    await page.keyboard.press('Delete');
    await page.click('.graphiql-execute-button');
    await page.getByRole('menuitem', { name: 'Me' }).click();
    await expect.poll(result, { timeout: 10_000 }).toContain('admin@demo.com');

    mkdirSync(join(projectRoot, 'test-results'), { recursive: true });
    await page.screenshot({ path: join(projectRoot, 'test-results', 'graphiql.png') });
    expect(workers.some((url) => url.includes('graphql.worker'))).toBe(true);
    expect(problems).toEqual([]);
  }, 60_000);
});
