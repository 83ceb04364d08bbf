import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { eventually, screenshot, usePage } from './support/browser.js';
import { useProductServer } from './support/server.js';

// Keyboard alone, as a user without a mouse: no click() in this file, only Tab, Shift+Tab, Enter, Space, Escape and
// typing. One page for the file: the flows follow each other like one session.
const baseUrl = await useProductServer();
const { page } = usePage();

/** What has focus now: its tag, id, classes, name and whether it sits in a dialog. */
const focused = (target: Page) =>
  target.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return {
      tag: element?.tagName.toLowerCase() ?? '',
      id: element?.id ?? '',
      className: typeof element?.className === 'string' ? element.className : '',
      name: element?.getAttribute('aria-label') ?? element?.textContent?.trim() ?? '',
      // Blueprint's overlay (a container and focus-trap sentinels around the dialog) keeps Tab inside as it loops.
      inDialog: Boolean(element?.closest('[role=dialog], .bp6-overlay')),
      ring: element ? getComputedStyle(element).outlineStyle !== 'none' || getComputedStyle(element).boxShadow !== 'none' : false,
    };
  });

/**
 * Presses Tab (or Shift+Tab) until the focused element matches `selector`: proves it can be reached by keyboard, in
 * the page's order. Fails after `max` presses.
 */
async function tabTo(target: Page, selector: string, { back = false, max = 80 } = {}): Promise<void> {
  for (let presses = 0; presses < max; presses += 1) {
    if (await target.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    await target.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${selector} was not reached in ${max} presses of ${back ? 'Shift+Tab' : 'Tab'} (focus: ${JSON.stringify(await focused(target))})`);
}

describe('keyboard alone', () => {
  it('signs in, skips to the content and opens the mail from the menu', async () => {
    await page.goto(`${baseUrl}/login`);
    // Keys pressed while the app still boots reach only the page's body: Tab starts once the form is there.
    await page.locator('#login-email').waitFor();
    await tabTo(page, '#login-email');
    await page.keyboard.type('admin@demo.com');
    await tabTo(page, '#login-password');
    await page.keyboard.type('admin');
    await page.keyboard.press('Enter');
    await page.locator('.page-header__title').waitFor();

    // The first Tab on the new page reaches the skip link, shown while focused; Enter puts focus on the main content.
    await page.keyboard.press('Tab');
    expect((await focused(page)).className).toContain('skip-link');
    // On screen once the focused style is drawn: under load, a read at once could still find it above the top.
    await eventually(async () => {
      const box = await page.locator('.skip-link').boundingBox();
      return box !== null && box.y >= 0 && box.height > 0;
    }).toBe(true);
    await page.keyboard.press('Enter');
    expect((await focused(page)).id).toBe('content');

    await tabTo(page, '[data-menu-id=email]', { back: true });
    expect((await focused(page)).ring).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}/apps/email`);
    await page.locator('.email-row').first().waitFor();
  });

  it('opens a mail, stars it and goes back to its row', async () => {
    const row = '.email-row:has(.email-star[aria-pressed=false])';
    await tabTo(page, `${row} .email-row__open`);
    const subject = await page.locator(row).first().locator('.email-row__subject').textContent();
    await page.keyboard.press('Enter');
    await page.waitForURL(/mail=/);
    // Focus lands on the mail's subject.
    await eventually(async () => (await focused(page)).className).toContain('email-reader__subject');
    expect(await page.locator('.email-reader__subject').textContent()).toBe(subject);

    await tabTo(page, '.email-reader__actions .email-star');
    expect(await page.locator('.email-reader__actions .email-star').getAttribute('aria-pressed')).toBe('false');
    await page.keyboard.press('Enter');
    await eventually(() => page.locator('.email-reader__actions .email-star').getAttribute('aria-pressed')).toBe('true');
    await screenshot(page, 'keyboard-email-reader');

    await tabTo(page, '.email-reader .email-back', { back: true });
    await page.keyboard.press('Enter');
    await page.locator('.email-rows').waitFor();
    const back = await focused(page);
    expect(back.className).toContain('email-row__open');
    expect(back.name).toContain(subject ?? '');
  });

  it('opens the compose dialog, keeps focus inside it and gives it back on Escape', async () => {
    await tabTo(page, '.email-sidebar__compose button', { back: true });
    await page.keyboard.press('Enter');
    await page.locator('.compose-dialog').waitFor();
    // The cursor is in "To", inside the dialog.
    await eventually(async () => (await focused(page)).name).toBe('Кому');
    expect((await focused(page)).inDialog).toBe(true);
    for (let presses = 0; presses < 25; presses += 1) {
      await page.keyboard.press('Tab');
      const now = await focused(page);
      expect(now.inDialog, `Tab ${presses + 1} left the dialog for ${JSON.stringify(now)}`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await eventually(() => page.locator('.compose-dialog').count()).toBe(0);
    expect((await focused(page)).className).toContain('bp6-button');
    expect(await page.evaluate(() => document.activeElement?.closest('.email-sidebar__compose') !== null)).toBe(true);
  });

  it('adds a task in the to-do drawer and gets focus back', async () => {
    await tabTo(page, '[data-menu-id=todo]', { back: true });
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}/apps/todo`);
    await page.locator('.task-row').first().waitFor();

    await tabTo(page, '[data-testid=todo-add]');
    await page.keyboard.press('Enter');
    await page.locator('[data-testid=task-form]').waitFor();
    // The drawer is a named modal dialog and its first field has focus.
    expect(await page.locator('.todo-drawer').getAttribute('role')).toBe('dialog');
    expect(await page.locator('.todo-drawer').getAttribute('aria-modal')).toBe('true');
    await eventually(async () => (await focused(page)).id).toBe('task-title');
    await page.keyboard.type('Проверить работу с клавиатуры');
    await tabTo(page, '#task-due');
    await page.keyboard.type('05.12.2026');
    await tabTo(page, '[data-testid=task-submit]');
    await page.keyboard.press('Enter');

    await eventually(() => page.locator('[data-testid=task-form]').count()).toBe(0);
    await eventually(() => page.locator('.task-row__title').first().textContent()).toBe('Проверить работу с клавиатуры');
    expect((await focused(page)).className).toContain('bp6-button');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('todo-add');
  });
});
