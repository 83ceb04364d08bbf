import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, horizontalOverflow } from './support/accessibility.js';
import { eventually, loginAs, newPage, screenshot, usePage } from './support/browser.js';
import { applyLook, SIZES } from './support/screens.js';
import { useProductServer } from './support/server.js';

// The bulk bar of the to-do list, the invoices and the employees: pick, "all N matching", a change with its
// progress, and its undo; the cases run in order on one server.
const baseUrl = await useProductServer();
const { browser, page } = usePage({ signInAs: { baseUrl, role: 'admin' } });

/** Blueprint draws its own box over a checkbox: a person clicks its label. */
const labelOf = (target: Page, testId: string) => target.locator(`label:has([data-testid=${testId}])`).first();

async function pickAllMatching(target: Page, expected: number): Promise<void> {
  await labelOf(target, 'pick-page').click();
  await target.locator('[data-testid=bulk-select-all]').click();
  await eventually(() => target.locator('[data-testid=bulk-selected]').textContent()).toContain(String(expected));
}

async function ended(target: Page, total: number): Promise<void> {
  await target.locator('[data-testid=bulk-progress][data-status=completed]').waitFor();
  expect(await target.locator('[data-testid=bulk-counts]').textContent()).toContain(`${total} из ${total}`);
}

describe('bulk bars of the lists', () => {
  it('to-do: marks every task important, then undoes the batch', async () => {
    await page.goto(`${baseUrl}/apps/todo`);
    await page.locator('[data-testid=pick-task]').first().waitFor();
    const total = Number((await page.locator('.todo-main__count').textContent())?.match(/\d+/)?.[0]);
    expect(total).toBeGreaterThan(0);
    const stars = () => page.locator('[data-testid=task-important][aria-pressed=true]').count();
    const before = await stars();
    await pickAllMatching(page, total);
    await expectAccessible(page, 'to-do list with a bulk selection');
    await page.selectOption('[data-testid=bulk-field]', 'important');
    await page.selectOption('[data-testid=bulk-value]', 'yes');
    await screenshot(page, 'bulk-tasks-picked');
    await page.locator('[data-testid=bulk-apply]').click();
    await ended(page, total);
    await eventually(stars).toBe(await page.locator('[data-testid=task-important]').count());
    await screenshot(page, 'bulk-tasks-done');
    await page.locator('[data-testid=bulk-undo]').click();
    await eventually(stars).toBe(before);
  });

  it('invoices: marks every Draft invoice sent, then undoes the batch', async () => {
    await page.goto(`${baseUrl}/apps/invoice/list?status=Draft`);
    await page.locator('[data-testid=pick-row]').first().waitFor();
    const total = Number((await page.locator('[data-testid=invoice-summary]').textContent())?.match(/из (\d+)/)?.[1]);
    expect(total).toBeGreaterThan(0);
    await pickAllMatching(page, total);
    await expectAccessible(page, 'invoices with a bulk selection');
    await page.locator('[data-testid=bulk-mark-sent]').click();
    await ended(page, total);
    await eventually(() => page.locator('[data-testid=invoice-table] tbody tr').count()).toBe(0);
    await screenshot(page, 'bulk-invoices-done');
    await page.locator('[data-testid=bulk-undo]').click();
    await eventually(() => page.locator('[data-testid=invoice-table] tbody tr').count()).toBeGreaterThan(0);
  });

  it('employees: sets the status of the rows picked in the grid', async () => {
    await page.goto(`${baseUrl}/datatables`);
    const cells = page.locator('[data-testid=employees-grid] .emp-cell--post');
    await cells.first().waitFor();
    await cells.nth(0).click();
    await cells.nth(2).click({ modifiers: ['Shift'] });
    await eventually(() => page.locator('[data-testid=employees-bulk] [data-testid=bulk-selected]').textContent()).toContain('3');
    await page.selectOption('[data-testid=bulk-value]', '4');
    const resigned = (await page.locator('[data-testid=bulk-value] option[value="4"]').textContent())?.trim();
    await expectAccessible(page, 'employees with a bulk selection');
    await screenshot(page, 'bulk-employees-picked');
    await page.locator('[data-testid=bulk-apply]').click();
    await ended(page, 3);
    const statuses = async () => (await page.locator('[data-testid=employees-grid] .emp-cell--status').allTextContents()).slice(0, 3).map((text) => text.trim());
    await eventually(statuses).toEqual([resigned, resigned, resigned]);
    await screenshot(page, 'bulk-employees-done');
  });

  it('a role that may only read tasks (support) gets no pick boxes nor bar on the to-do list', async () => {
    const other = await newPage(browser, SIZES.desktop);
    try {
      await loginAs(other.page, baseUrl, { email: 'support@demo.com', password: 'support' });
      await other.page.goto(`${baseUrl}/apps/todo`);
      await other.page.locator('[data-testid=task-list] li').first().waitFor();
      expect(await other.page.locator('[data-testid=pick-task], [data-testid=pick-page], [data-testid=tasks-bulk]').count()).toBe(0);
    } finally {
      await other.context.close();
    }
  });

  it.each(['light', 'dark'] as const)('the to-do, invoice and employee bars fit a 390-px phone and pass axe in the %s skin', async (skin) => {
    const phone = await newPage(browser, SIZES.phone);
    try {
      await applyLook(phone.context, { skin, dir: 'ltr', lang: 'ru' });
      await loginAs(phone.page, baseUrl, 'admin');
      for (const [path, pick, bar] of [
        ['/apps/todo', 'pick-task', 'tasks-bulk'],
        ['/apps/invoice/list', 'pick-row', 'invoices-bulk'],
      ] as const) {
        await phone.page.goto(`${baseUrl}${path}`);
        await phone.page.locator(`[data-testid=${pick}]`).first().waitFor();
        await labelOf(phone.page, pick).click();
        await phone.page.locator(`[data-testid=${bar}]`).waitFor();
        await expectAccessible(phone.page, `${bar} on a phone, ${skin}`);
        const { overflow, culprits } = await horizontalOverflow(phone.page);
        expect(overflow, culprits.join(', ')).toBe(0);
        await screenshot(phone.page, `${bar}-phone-${skin}`);
      }
      // The employees grid picks rows by its own selection.
      await phone.page.goto(`${baseUrl}/datatables`);
      await phone.page.locator('[data-testid=employees-grid] .emp-cell--full_name').first().click();
      await phone.page.locator('[data-testid=employees-bulk]').waitFor();
      await expectAccessible(phone.page, `employees-bulk on a phone, ${skin}`);
      const { overflow, culprits } = await horizontalOverflow(phone.page);
      expect(overflow, culprits.join(', ')).toBe(0);
      await screenshot(phone.page, `employees-bulk-phone-${skin}`);
    } finally {
      await phone.context.close();
    }
  });
});
