import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually as poll, loginAs, menuIds, newPage, recordGraphQL, screenshot, usePage } from './support/browser.js';
import { useProductServer } from './support/server.js';

/**
 * In two windows: the manager sees invoices and not the account administration; the admin takes
 * "Просмотр счетов" away from the manager in the other window, and the manager's menu entry and open invoice page
 * go without a reload; given back, the entry returns. Then an invited colleague accepts their link in a third.
 */
const baseUrl = await useProductServer();
const { browser, page: admin } = usePage({ signInAs: { baseUrl, role: 'admin' } });
let manager: { context: BrowserContext; page: Page };
beforeAll(async () => {
  manager = await newPage(browser);
  await loginAs(manager.page, baseUrl, 'manager');
});
afterAll(async () => manager?.context.close());

async function editViewInvoices(): Promise<void> {
  await admin.goto(`${baseUrl}/apps/permissions?q=${encodeURIComponent('Просмотр счетов')}`);
  const row = admin.locator('[data-testid=permission-row]', { hasText: 'Просмотр счетов' });
  await row.locator('[data-testid=edit-permission]').click();
  await admin.locator('[data-testid=permission-form]').waitFor();
}

describe('roles that govern, live', () => {
  it('the admin takes “Просмотр счетов” from the manager: the manager’s menu entry and invoice page go without a reload, and come back', async () => {
    // Two tabs of the manager's session: one on the tasks (the menu shows), one on the invoices.
    const page = manager.page;
    const invoices = await manager.context.newPage();
    try {
      await page.goto(`${baseUrl}/apps/todo`);
      await invoices.goto(`${baseUrl}/apps/invoice/list`);
      await Promise.all([page.locator('.page-header__title').waitFor(), invoices.locator('.page-header__title').waitFor()]);
      expect(await menuIds(page)).toContain('invoice');
      expect(await menuIds(page)).not.toContain('rolesPermissions');
      await screenshot(page, 'roles-manager-before');
      const requests = recordGraphQL(page);
      let reloaded = false;
      page.on('load', () => (reloaded = true));

      await editViewInvoices();
      // The grants of the permission, ticked in the checklist; the manager's role among its roles.
      expect(await admin.locator('[data-grant="read Invoice"]').isChecked()).toBe(true);
      const managerRole = admin.locator('input[data-role=manager]');
      expect(await managerRole.isChecked()).toBe(true);
      await screenshot(admin, 'roles-permission-dialog');
      // Blueprint's checkbox input is visually hidden: its label is what a person clicks.
      const managerLabel = () => admin.locator('label.bp6-checkbox', { has: admin.locator('input[data-role=manager]') });
      await managerLabel().click();
      expect(await managerRole.isChecked()).toBe(false);
      await admin.locator('[data-testid=permission-submit]').click();
      await admin.locator('.bp6-toast').getByText('Право «Просмотр счетов» сохранено').waitFor();

      await poll(() => menuIds(page)).not.toContain('invoice');
      await invoices.locator('[data-testid=misc-not-authorized]').waitFor();
      expect(new URL(invoices.url()).pathname).toBe('/misc/not-authorized');
      const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('userData'))) ?? '{}') as { ability: { action: string; subject: string }[] };
      expect(stored.ability).not.toContainEqual({ action: 'read', subject: 'Invoice' });
      expect(stored.ability).toContainEqual({ action: 'delete', subject: 'Invoice' });
      expect(reloaded).toBe(false);
      expect(requests.operations).not.toContain('RefreshSession');
      await screenshot(page, 'roles-manager-after');
      await screenshot(invoices, 'roles-manager-not-authorized');

      await editViewInvoices();
      await managerLabel().click();
      await admin.locator('[data-testid=permission-submit]').click();
      await poll(() => menuIds(page)).toContain('invoice');
      expect(reloaded).toBe(false);
    } finally {
      await invoices.close();
    }
  });

  it('the accounts screen: the admin invites a colleague, who chooses a password from the link and is signed in', async () => {
    await admin.goto(`${baseUrl}/apps/accounts`);
    await admin.locator('[data-testid=account-row]').first().waitFor();
    await screenshot(admin, 'accounts');
    await admin.locator('[data-testid=add-account]').click();
    await admin.locator('#account-email').fill('nina@firm.ru');
    await admin.locator('#account-name').fill('Нина Соколова');
    await admin.locator('#account-role').selectOption('support');
    await admin.locator('[data-testid=account-submit]').click();
    const link = await admin.locator('[data-testid=invite-url]').inputValue();
    expect(link).toMatch(new RegExp(`^${baseUrl}/invite#[A-Za-z0-9_-]{43}$`));
    await screenshot(admin, 'accounts-invite-link');
    await admin.locator('[data-testid=account-done]').click();
    // Ids run in order: the new account is on the last page; the search finds it.
    await admin.locator('[data-testid=accounts-search]').fill('nina');
    const nina = admin.locator('[data-testid=account-row][data-email="nina@firm.ru"]');
    await poll(() => nina.textContent()).toMatch(/Приглашена/);

    const invited = await newPage(browser);
    try {
      await invited.page.goto(link);
      await invited.page.locator('#invite-password').fill('Nina-pass-2026');
      await invited.page.locator('#invite-confirm').fill('Nina-pass-2026');
      await screenshot(invited.page, 'invite-accept');
      await invited.page.locator('[data-testid=invite-submit]').click();
      await invited.page.locator('.page-header__title').waitFor();
      expect(new URL(invited.page.url()).hash).toBe('');
      expect(JSON.parse((await invited.page.evaluate(() => localStorage.getItem('userData'))) ?? '{}')).toMatchObject({ email: 'nina@firm.ru', role: 'support' });
      expect(await menuIds(invited.page)).toContain('chat');
    } finally {
      await invited.context.close();
    }
    // The admin's list follows live: invited, then signed in.
    await poll(() => nina.textContent()).toMatch(/Активна/);
  });
});
