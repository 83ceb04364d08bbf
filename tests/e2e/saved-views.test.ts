import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, horizontalOverflow } from './support/accessibility.js';
import { eventually, loginAs, newPage, screenshot, usePage } from './support/browser.js';
import { applyLook, SIZES } from './support/screens.js';
import { useProductServer } from './support/server.js';

// Saved views live on the server: saved in one browser, signed out, and opened in another (a fresh context, no
// local storage), with the default view opening a plain list. The cases run in order on one server.
const baseUrl = await useProductServer();
const { browser, page } = usePage({ signInAs: { baseUrl, role: 'admin' } });

const viewsButton = (target: Page) => target.locator('[data-testid=views-button]');
const userRoles = (target: Page) => target.locator('[data-testid=user-row] td:nth-child(3)').allTextContents();

/** Opens the views menu and saves the list's current state under `name`. */
async function saveView(target: Page, name: string, { isDefault = false, shareWith = [] as string[] } = {}): Promise<void> {
  await viewsButton(target).click();
  await target.locator('[data-testid=save-view]').click();
  const form = target.locator('[data-testid=save-view-form]');
  await form.locator('#save-view-name').fill(name);
  // Blueprint draws its own box over the input: a person clicks the label.
  if (isDefault) await form.getByText('Открывать его, когда я открываю этот список').click();
  for (const role of shareWith) await form.getByText(role, { exact: true }).click();
  await target.locator('[data-testid=save-view-submit]').click();
  await form.waitFor({ state: 'detached' });
  await target.waitForURL(/savedView=\d+/);
}

describe('saved views', () => {
  it('saves the users list’s filters as the default view, shared with managers, and notices a change', async () => {
    await page.goto(`${baseUrl}/apps/user/list?role=editor&status=active&sort=email.desc`);
    await page.locator('[data-testid=user-row]').first().waitFor();
    await saveView(page, 'Активные редакторы', { isDefault: true, shareWith: ['Менеджер'] });
    await eventually(() => viewsButton(page).textContent()).toContain('Активные редакторы');
    expect(new URL(page.url()).searchParams.get('role')).toBe('editor');

    await page.selectOption('#filter-status', 'pending');
    await page.locator('[data-testid=view-save-changes]').waitFor();
    await screenshot(page, 'saved-views-changed');
    await expectAccessible(page, 'users list with a changed view');
    // Back to the view as saved: nothing to save.
    await viewsButton(page).click();
    await page.locator('[data-testid=saved-view]', { hasText: 'Активные редакторы' }).click();
    await page.waitForURL((url) => url.searchParams.get('status') === 'active');
    await page.locator('[data-testid=view-save-changes]').waitFor({ state: 'detached' });
    await page.keyboard.press('Escape');
  });

  it('survives signing out: another browser opens the plain list on the default view', async () => {
    await page.locator('[data-testid=user-menu]').click();
    await page.locator('[data-testid=logout]').click();
    await page.locator('[data-testid=login-form]').waitFor();

    const other = await newPage(browser);
    try {
      await loginAs(other.page, baseUrl, 'admin');
      await other.page.goto(`${baseUrl}/apps/user/list`);
      await other.page.waitForURL((url) => url.searchParams.get('role') === 'editor' && url.searchParams.get('status') === 'active' && url.searchParams.has('savedView'));
      await eventually(async () => new Set(await userRoles(other.page))).toEqual(new Set(['Редактор']));
      await eventually(() => viewsButton(other.page).textContent()).toContain('Активные редакторы');
      await screenshot(other.page, 'saved-views-default-opened');
    } finally {
      await other.context.close();
    }
  });

  it('a manager sees the shared view; to-do views keep the filter in the path', async () => {
    const manager = await newPage(browser);
    try {
      await loginAs(manager.page, baseUrl, { email: 'manager@demo.com', password: 'manager' });
      await manager.page.goto(`${baseUrl}/apps/user/list?q=a`);
      await viewsButton(manager.page).click();
      await manager.page.locator('[data-testid=saved-view]', { hasText: 'Активные редакторы' }).click();
      await manager.page.waitForURL((url) => url.searchParams.get('role') === 'editor' && !url.searchParams.has('q'));
      await manager.page.keyboard.press('Escape');

      await manager.page.goto(`${baseUrl}/apps/todo/important?sort=due-date`);
      await manager.page.locator('#todo-heading').waitFor();
      await saveView(manager.page, 'Важное по сроку');
      await manager.page.goto(`${baseUrl}/apps/todo`);
      await manager.page.locator('#todo-heading').waitFor();
      await viewsButton(manager.page).click();
      await manager.page.locator('[data-testid=saved-view]', { hasText: 'Важное по сроку' }).click();
      await manager.page.waitForURL((url) => url.pathname === '/apps/todo/important' && url.searchParams.get('sort') === 'due-date');
    } finally {
      await manager.context.close();
    }
  });

  it('fits a 390-px phone and passes axe in the dark skin', async () => {
    const phone = await newPage(browser, SIZES.phone);
    try {
      await applyLook(phone.context, { skin: 'dark', dir: 'ltr', lang: 'ru' });
      await loginAs(phone.page, baseUrl, 'admin');
      await phone.page.goto(`${baseUrl}/apps/user/list?role=editor`);
      await phone.page.locator('[data-testid=user-row]').first().waitFor();
      await viewsButton(phone.page).click();
      await phone.page.locator('[data-testid=saved-view]').first().waitFor();
      await screenshot(phone.page, 'saved-views-phone-dark-menu');
      await phone.page.keyboard.press('Escape');
      await phone.page.selectOption('#filter-status', 'pending');
      // The filtered page shown and settled: rows are dimmed while the next page loads over them, which axe would measure.
      await eventually(() => phone.page.locator('[data-testid=user-row] .status-tag:not(.status-tag--pending)').count()).toBe(0);
      await phone.page.locator('[aria-busy=true]').waitFor({ state: 'detached' });
      await expectAccessible(phone.page, 'users list on a phone, dark');
      const { overflow, culprits } = await horizontalOverflow(phone.page);
      expect(overflow, culprits.join(', ')).toBe(0);
      await screenshot(phone.page, 'saved-views-phone-dark');
    } finally {
      await phone.context.close();
    }
  });
});
