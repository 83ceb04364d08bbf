import { copyFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, horizontalOverflow } from './support/accessibility.js';
import { eventually, screenshot, usePage } from './support/browser.js';
import { settleScreen } from './support/screens.js';
import { useProductServer } from './support/server.js';

/**
 * API keys in a browser: the demo admin makes a READ key on /pages/api-key, sees its secret once and copies it,
 * uses it with `fetch` from the page (a read answers, a write is refused), sees its last use, and revokes it, after
 * which the same fetch is refused. The page passes axe in the light and dark skins and fits a 390-px phone.
 */
const baseUrl = await useProductServer();
const { page } = usePage({
  signInAs: { baseUrl, role: 'admin' },
  prepare: (_page, context) => context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl }),
});

/** The screenshot in test-results/screenshots and a copy in /tmp, to look at. */
async function shoot(target: Page, name: string): Promise<void> {
  copyFileSync(await screenshot(target, name), `/tmp/${name}.png`);
}

async function setSkin(target: Page, skin: 'light' | 'dark'): Promise<void> {
  await target.evaluate((chosen) => localStorage.setItem('skin', JSON.stringify(chosen)), skin);
  await target.reload();
  await settleScreen(target);
}

/** A request from the page with the key, as a script in the browser would make it: its status. */
function fetchWithKey(secret: string, method: 'GET' | 'POST', path: string, body?: object): Promise<number> {
  return page.evaluate(
    async ({ secret, method, path, body }) => {
      const res = await fetch(path, { method, headers: { 'X-API-Key': secret, ...(body && { 'content-type': 'application/json' }) }, body: body && JSON.stringify(body) });
      return res.status;
    },
    { secret, method, path, body },
  );
}

let secret = '';

describe('API keys', () => {
  it('makes a key and shows its secret once, to copy; the page says nothing of a demonstration', async () => {
    await page.goto(`${baseUrl}/pages/api-key`);
    await settleScreen(page);
    await expect(page.locator('body').textContent()).resolves.not.toContain('Демонстрация');
    await page.locator('#api-key-name').fill('Отчёты');
    await page.locator('#api-key-access').selectOption('READ');
    await page.locator('.api-key-form button[type=submit]').click();
    await page.locator('[data-testid=api-key-secret]').waitFor();
    secret = (await page.locator('.api-key-secret__value').textContent()) ?? '';
    expect(secret).toMatch(/^ak_[0-9A-Za-z]{43}$/);
    await page.locator('[data-testid=api-key-secret] button', { hasText: 'Скопировать ключ' }).click();
    await eventually(() => page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await eventually(() => page.locator('[data-testid=api-key-row]').count()).toBe(1);
    await expect(page.locator('[data-testid=api-key-row] code').textContent()).resolves.toBe(`ak_…${secret.slice(-4)}`);
    await settleScreen(page);
    await expectAccessible(page, 'API keys, secret shown');
    await shoot(page, 'api-keys-secret-light');

    await page.locator('[data-testid=api-key-secret] button', { hasText: 'Я сохранил ключ' }).click();
    await expect(page.locator('[data-testid=api-key-secret]').count()).resolves.toBe(0);
    await page.reload();
    await settleScreen(page);
    await expect(page.locator('body').textContent()).resolves.not.toContain(secret);
  });

  it('the key works from the page with fetch: a read answers, a write is refused, and its use is shown', async () => {
    expect(await fetchWithKey(secret, 'GET', '/apps/invoice/invoices')).toBe(200);
    expect(await fetchWithKey(secret, 'POST', '/apps/todo/add-tasks', { task: { title: 'Из скрипта', dueDate: '2026-05-01' } })).toBe(403);
    await page.reload();
    await settleScreen(page);
    await eventually(() => page.locator('[data-testid=api-key-last-used]').textContent()).not.toBe('Не использовался');
  });

  it('passes axe in the light and dark skins and fits a 390-px phone', async () => {
    for (const skin of ['light', 'dark'] as const) {
      await setSkin(page, skin);
      await page.locator('[data-testid=api-key-row]').waitFor();
      await expectAccessible(page, `API keys, ${skin}`);
      await shoot(page, `api-keys-${skin}`);
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await settleScreen(page);
    const { overflow, culprits } = await horizontalOverflow(page);
    expect(overflow, culprits.join(', ')).toBe(0);
    await expectAccessible(page, 'API keys, dark, 390 px');
    await shoot(page, 'api-keys-phone-dark');
    await page.locator('[data-testid=api-key-row]').scrollIntoViewIfNeeded();
    await shoot(page, 'api-keys-phone-dark-list');
    await setSkin(page, 'light');
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  it('revokes the key: the row says so, and the same fetch is refused', async () => {
    await page.reload();
    await settleScreen(page);
    await page.locator('[data-testid=api-key-row] button', { hasText: 'Отозвать' }).click();
    await page.locator('.bp6-alert').waitFor();
    await shoot(page, 'api-keys-revoke-confirm');
    await page.locator('.bp6-alert-footer button', { hasText: 'Отозвать' }).click();
    await eventually(() => page.locator('[data-testid=api-key-row]').getAttribute('data-status')).toBe('revoked');
    expect(await fetchWithKey(secret, 'GET', '/apps/invoice/invoices')).toBe(401);
    await settleScreen(page);
    await expectAccessible(page, 'API keys, revoked');
    await shoot(page, 'api-keys-revoked');
  });
});
