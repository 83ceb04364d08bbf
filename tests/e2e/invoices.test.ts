import { describe, expect, it } from 'vitest';
import { eventually as poll, recordGraphQL, screenshot, settled, usePage } from './support/browser.js';
import { useProductServer } from './support/server.js';

/**
 * The invoices app in real Chromium against the built server: list state in the URL, preview, print,
 * and add / edit / delete that update the list through the normalized cache (no list request).
 * One page for the whole file; the tests run in order and the later ones build on the earlier state.
 */
const baseUrl = await useProductServer();
const { page } = usePage({
  signInAs: { baseUrl, role: 'admin' },
  // The print view calls window.print(); headless Chromium would block on it, so count calls instead.
  prepare: (_page, context) =>
    context.addInitScript(() => {
      const w = window as unknown as { printCalls: number };
      w.printCalls = 0;
      window.print = () => {
        w.printCalls += 1;
      };
    }),
});

const rows = () => page.locator('[data-testid=invoice-table] tbody tr');
const rowIds = () => rows().evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-invoice-id') ?? ''));
const summary = () => page.locator('[data-testid=invoice-summary]').textContent();
/** The visible amount text as a number ("3 590,00 $" → 3590). */
const money = (text: string) => Number(text.replace(/[^\d,.-]/g, '').replace(/\s/g, '').replace(',', '.'));

async function openList(query = ''): Promise<void> {
  await page.goto(`${baseUrl}/apps/invoice/list${query}`);
  await rows().first().waitFor();
}

describe('invoice list', () => {
  it('shows the first 10 of 64, newest first, with status icons, clients and balances', async () => {
    await openList();
    expect(await rowIds()).toEqual(Array.from({ length: 10 }, (_, i) => String(4964 - i)));
    expect(await summary()).toBe('Показаны 1–10 из 64');
    expect(await page.locator('[data-testid=invoice-table] [data-status]').count()).toBe(10);
    expect(await page.locator('[data-testid=invoice-table] .invoice-client__name').count()).toBe(10);
    await page.locator('[data-testid=invoice-table] [data-status]').first().hover();
    await page.locator('.invoice-tip').waitFor();
    expect(await page.locator('.invoice-tip').textContent()).toMatch(/Остаток: .+Срок оплаты: /);
    await screenshot(page, 'invoice-list');
  });

  it('filters by status on the server and keeps the filter across a reload', async () => {
    await openList();
    await page.locator('select[data-testid=invoice-status-filter]').selectOption('Paid');
    await page.waitForURL(/status=Paid/);
    await poll(async () => new Set(await page.locator('[data-testid=invoice-table] [data-status]').evaluateAll((els) => els.map((e) => e.getAttribute('data-status')))).size).toBe(1);
    expect(await page.locator('[data-testid=invoice-table] [data-status]').first().getAttribute('data-status')).toBe('Paid');
    // Paid invoices owe nothing: every balance is the "Оплачен" badge.
    expect(await page.locator('[data-testid=balance-paid]').count()).toBe(await rows().count());
    const filtered = await summary();

    await page.reload();
    await rows().first().waitFor();
    expect(await page.locator('select[data-testid=invoice-status-filter]').inputValue()).toBe('Paid');
    expect(await summary()).toBe(filtered);
  });

  it('searches by the section 9 rules (number, "paid") on the server', async () => {
    await openList();
    await page.locator('input[data-testid=invoice-search]').fill('4907');
    await page.waitForURL(/q=4907/);
    await poll(rowIds).toEqual(['4907']);

    await page.locator('input[data-testid=invoice-search]').fill('paid');
    await page.waitForURL(/q=paid/);
    // Every row found by 'paid' is settled (the rule of section 9), and there are some.
    await poll(async () => {
      const count = await rows().count();
      return count > 0 && (await page.locator('[data-testid=balance-paid]').count()) === count;
    }).toBe(true);

    await page.locator('input[data-testid=invoice-search]').fill('нет-такого-счёта');
    await page.locator('.bp6-non-ideal-state').waitFor();
  });

  it('sorts by a column, pages, and the sort and page survive a reload', async () => {
    await openList();
    await page.locator('[data-sort=total]').click();
    await page.waitForURL(/sort=total\.asc/);
    await poll(async () => {
      const totals = (await page.locator('[data-testid=invoice-table] tbody [data-testid=invoice-total]').allTextContents()).map(money);
      return totals.every((v, i) => i === 0 || totals[i - 1] <= v);
    }).toBe(true);
    const firstPage = await rowIds();

    await page.getByRole('button', { name: 'Страница 2' }).click();
    await page.waitForURL(/page=2/);
    await poll(summary).toBe('Показаны 11–20 из 64');
    await settled(page);
    const secondPage = await rowIds();
    expect(secondPage).not.toEqual(firstPage);

    await page.reload();
    await rows().first().waitFor();
    expect(await rowIds()).toEqual(secondPage);
    expect(await page.locator('[data-sort=total]').getAttribute('class')).toContain('sort-header--active');

    await page.locator('[data-sort=client_name]').click();
    await page.waitForURL(/sort=client_name\.asc/);
    expect(page.url()).not.toContain('page=2');
    await poll(async () => {
      const names = await page.locator('[data-testid=invoice-table] .invoice-client__name').allTextContents();
      return names.every((n, i) => i === 0 || names[i - 1].localeCompare(n, 'ru') <= 0);
    }).toBe(true);
  });
});

describe('invoice preview and print', () => {
  it('opens the preview from the list with client, single-line items and payment details', async () => {
    await openList();
    await page.locator('[data-invoice-id="4960"] [data-action=preview]').click();
    await page.waitForURL(`${baseUrl}/apps/invoice/preview/4960`);
    await page.locator('[data-testid=invoice-document]').waitFor();
    expect(await page.locator('.page-header__title').textContent()).toBe('Счёт №4960');
    const details = await page.locator('[data-testid=invoice-payment-details]').textContent();
    for (const label of ['К оплате', 'Банк', 'Страна', 'IBAN', 'SWIFT']) expect(details).toContain(label);
    expect(await page.locator('.invoice-doc__items tbody tr').count()).toBe(1);
    await screenshot(page, 'invoice-preview');
  });

  it('the print view stands alone and opens the print dialog', async () => {
    await page.goto(`${baseUrl}/apps/invoice/print/4960`);
    await page.locator('[data-testid=invoice-print] [data-testid=invoice-document]').waitFor();
    expect(await page.locator('.main-menu').count()).toBe(0);
    await poll(() => page.evaluate(() => (window as unknown as { printCalls: number }).printCalls)).toBe(1);
    expect(await page.title()).toBe('Счёт №4960');
  });

  it('an unknown invoice number shows a designed not-found state', async () => {
    await page.goto(`${baseUrl}/apps/invoice/preview/999999`);
    await page.getByText('Счёт не найден').waitFor();
  });

  it('downloads the invoice as an HTML file', async () => {
    await page.goto(`${baseUrl}/apps/invoice/preview/4960`);
    await page.locator('[data-testid=invoice-document]').waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('[data-testid=invoice-download]').click()]);
    expect(download.suggestedFilename()).toBe('invoice-4960.html');
  });
});

describe('invoice add, edit and delete', () => {
  it('adds an invoice that leads the list through the cache, without a list request', async () => {
    await openList();
    await page.locator('[data-testid=invoice-add]').click();
    await page.waitForURL(`${baseUrl}/apps/invoice/add`);
    const form = page.locator('[data-testid=invoice-form]');
    await page.locator('#invoice-clientId option:nth-child(3)').waitFor({ state: 'attached' });

    // Invalid first: nothing is sent, the errors sit next to their fields.
    const graphql = recordGraphQL(page);
    await page.locator('[data-testid=invoice-save]').click();
    await form.getByText('Выберите клиента.').waitFor();
    await form.getByText('Укажите услугу.').waitFor();
    expect(graphql.operations).not.toContain('AddInvoice');

    await page.locator('#invoice-clientId').selectOption({ index: 2 });
    await page.locator('#invoice-service').fill('Аудит доступности сайта');
    await page.locator('#invoice-total').fill('1234.50');
    expect(await page.locator('#invoice-balance').inputValue()).toBe('1234.50');
    await page.locator('#invoice-balance').fill('2000');
    await form.getByText('Остаток не может быть больше суммы счёта.').waitFor();
    await page.locator('#invoice-balance').fill('1234.50');
    await page.locator('[data-testid=invoice-save]').click();

    await page.waitForURL(`${baseUrl}/apps/invoice/preview/4965`);
    await page.locator('[data-testid=invoice-service]').waitFor();
    expect(await page.locator('[data-testid=invoice-service]').textContent()).toBe('Аудит доступности сайта');

    graphql.clear();
    await page.locator('.page-header__crumbs').getByRole('link', { name: 'Счета' }).click();
    await page.waitForURL(`${baseUrl}/apps/invoice/list`);
    await poll(async () => (await rowIds())[0]).toBe('4965');
    expect(await rowIds()).toHaveLength(10);
    expect(await summary()).toBe('Показаны 1–10 из 65');
    expect(graphql.operations).not.toContain('Invoices');
  });

  it('edits an invoice; the form validates dates and the list shows the change from the cache', async () => {
    await page.locator('[data-invoice-id="4965"] [data-action=more]').click();
    await page.locator('[data-action=edit]').click();
    await page.waitForURL(`${baseUrl}/apps/invoice/edit/4965`);
    await page.locator('#invoice-service').waitFor();
    await screenshot(page, 'invoice-edit');

    const graphql = recordGraphQL(page);
    await page.locator('#invoice-dueDate').fill('01.01.2010');
    await page.locator('#invoice-service').click();
    await page.locator('[data-testid=invoice-save]').click();
    await page.locator('[data-testid=invoice-form]').getByText('Срок оплаты не может быть раньше даты выставления.').waitFor();
    expect(graphql.operations).not.toContain('UpdateInvoice');

    await page.reload();
    await page.locator('#invoice-total').waitFor();
    await page.locator('#invoice-total').fill('4321');
    await page.locator('#invoice-balance').fill('0');
    await page.locator('#invoice-invoiceStatus').selectOption('Paid');
    await page.locator('[data-testid=invoice-save]').click();
    await page.waitForURL(`${baseUrl}/apps/invoice/preview/4965`);
    await page.locator('[data-testid=invoice-balance]').waitFor();

    await page.locator('.page-header__crumbs').getByRole('link', { name: 'Счета' }).click();
    await page.waitForURL(`${baseUrl}/apps/invoice/list`);
    await rows().first().waitFor();
    const row = page.locator('[data-invoice-id="4965"]');
    expect(money((await row.locator('[data-testid=invoice-total]').textContent()) ?? '')).toBe(4321);
    expect(await row.locator('[data-testid=balance-paid]').count()).toBe(1);
    expect(await row.locator('[data-status]').getAttribute('data-status')).toBe('Paid');
  });

  it('deletes after confirmation: the row leaves and the total drops, without a list request', async () => {
    const graphql = recordGraphQL(page);
    await page.locator('[data-invoice-id="4965"] [data-action=delete]').click();
    expect(await page.locator('[data-testid=invoice-delete-text]').textContent()).toContain('№4965');
    await page.locator('.bp6-alert').getByRole('button', { name: 'Удалить' }).click();
    await poll(rowIds).not.toContain('4965');
    await poll(summary).toBe('Показаны 1–9 из 64');
    expect(graphql.operations).toContain('DeleteInvoice');
    expect(graphql.operations).not.toContain('Invoices');

    await page.reload();
    await rows().first().waitFor();
    expect((await rowIds())[0]).toBe('4964');
    expect(await summary()).toBe('Показаны 1–10 из 64');
  });
});
