import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { eventually, screenshot, settled, usePage } from './support/browser.js';
import { useProductServer } from './support/server.js';

/**
 * In real Chromium: a deleted invoice comes back from the toast's "Отменить"; one deleted in a tab
 * closed at once stays deleted and the audit log restores it; the log shows filters in the URL, readable
 * diffs, links to records and new events live; an invoice's page shows its history.
 */
const baseUrl = await useProductServer();
const { page, context } = usePage({ signInAs: { baseUrl, role: 'admin' } });

const rows = (on: Page = page) => on.locator('[data-testid=invoice-table] tbody tr');
const rowIds = (on: Page = page) => rows(on).evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-invoice-id') ?? ''));
const events = () => page.locator('[data-testid=audit-event]');

async function openInvoices(on: Page = page): Promise<void> {
  await on.goto(`${baseUrl}/apps/invoice/list`);
  await rows(on).first().waitFor();
  await settled(on);
}

/** Deletes an invoice of the list through its row's menu and confirmation; resolves once the server has answered. */
async function deleteInvoice(on: Page, id: string): Promise<void> {
  const answered = on.waitForResponse((res) => res.url().includes('/graphql') && (res.request().postData() ?? '').includes('DeleteInvoice'));
  await on.locator(`[data-invoice-id="${id}"] [data-action=delete]`).click();
  await on.locator('.bp6-alert').getByRole('button', { name: 'Удалить' }).click();
  expect((await answered).headers()['audit-events']).toMatch(/^\d+$/);
}

/** A write through the API as the admin, as another tab or tool would make it. */
async function addPermissionElsewhere(name: string): Promise<void> {
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const res = await fetch(`${baseUrl}/apps/permissions/add-permission`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ name }),
  });
  expect(res.status).toBe(201);
}

describe('undo that survives closing the tab', () => {
  it('"Отменить" in the toast brings a deleted invoice back into the list', async () => {
    await openInvoices();
    const [first] = await rowIds();
    await deleteInvoice(page, first);
    await eventually(rowIds).not.toContain(first);
    const toast = page.locator('.bp6-toast').filter({ hasText: 'удалён' });
    await toast.getByRole('button', { name: 'Отменить' }).click();
    await eventually(rowIds).toContain(first);
    expect((await rowIds())[0]).toBe(first);
  });

  it('an invoice deleted in a tab closed at once stays deleted, and the audit log restores it', async () => {
    const tab = await context.newPage();
    await openInvoices(tab);
    const [, second] = await rowIds(tab);
    await deleteInvoice(tab, second);
    await tab.close();

    await openInvoices();
    expect(await rowIds()).not.toContain(second);

    await page.goto(`${baseUrl}/apps/audit-log?subject=Invoice&action=delete`);
    const deleted = events().filter({ hasText: `Счёт #${second}` }).first();
    await deleted.waitFor();
    expect(await deleted.locator('.audit-changes dt').allTextContents()).toEqual(
      expect.arrayContaining(['Дата выставления', 'Срок оплаты', 'Клиент', 'Услуга', 'Сумма', 'Остаток', 'Статус']),
    );
    await deleted.getByRole('button', { name: `Отменить: Счёт #${second}` }).click();
    await deleted.locator('.audit-event__undone').waitFor();
    await openInvoices();
    expect(await rowIds()).toContain(second);
  });
});

describe('the audit log page', () => {
  it('filters in the URL, shows readable changes with record links, takes new events live, and the record keeps its history', async () => {
    await page.goto(`${baseUrl}/apps/audit-log`);
    await events().first().waitFor();
    // The restore of the previous test is the newest event, linked to its invoice.
    const newest = events().first();
    expect(await newest.getAttribute('data-action')).toBe('restore');
    expect(await newest.locator('.audit-event__what a').getAttribute('href')).toMatch(/^\/apps\/invoice\/preview\/\d+$/);
    await screenshot(page, 'audit-log');

    await page.locator('[data-testid=audit-filter-action]').selectOption('restore');
    await page.waitForURL(/action=restore/);
    await eventually(() => events().evaluateAll((items) => items.every((item) => item.getAttribute('data-action') === 'restore'))).toBe(true);
    await page.reload();
    expect(await page.locator('[data-testid=audit-filter-action]').inputValue()).toBe('restore');

    await page.locator('[data-testid=audit-filter-action]').selectOption('create');
    // The change is made once the filtered list is read: a live event finds the list it belongs to in the cache
    // only after that read has answered (an event of the same moment is in the answer or in the feed, not both).
    const filtered = page.waitForResponse(
      (res) => res.url().includes('/graphql') && `${decodeURIComponent(res.url())}${res.request().postData() ?? ''}`.includes('"subject":"Permission"'),
    );
    await page.locator('[data-testid=audit-filter-subject]').selectOption('Permission');
    await page.waitForURL(/subject=Permission/);
    await filtered;
    await page.locator('.audit-log__events[aria-busy=false]').waitFor();
    await addPermissionElsewhere('Экспорт в 1С');
    const live = events().filter({ hasText: 'Экспорт в 1С' });
    await live.waitFor();
    expect(await live.locator('.audit-changes dt').first().textContent()).toBe('Название');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${baseUrl}/apps/audit-log`);
    await events().first().waitFor();
    // The page's own content fits the phone (the shell's navbar has its own layout tests).
    const wide = await page.evaluate(() =>
      Array.from(document.querySelectorAll('[data-testid=audit-log-page] *'))
        .filter((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
        .map((element) => `${element.tagName}.${String(element.className).slice(0, 50)}`),
    );
    expect(wide).toEqual([]);
    await screenshot(page, 'audit-log-phone');
    await page.setViewportSize({ width: 1440, height: 900 });

    const invoiceLink = events().locator('.audit-event__what a[href^="/apps/invoice/preview/"]').first();
    await invoiceLink.click();
    const history = page.locator('[data-testid=change-history]');
    await history.getByRole('heading', { name: 'История изменений' }).waitFor();
    await eventually(() => history.locator('[data-testid=audit-event]').count()).toBeGreaterThanOrEqual(2);
    await screenshot(page, 'invoice-history');
  });
});
