import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { horizontalOverflow } from './support/accessibility.js';
import { DEMO, eventually, screenshot, usePage } from './support/browser.js';
import { SIZES } from './support/screens.js';
import { useProductServer } from './support/server.js';

// The main flows on a 390×844 phone: nothing scrolls sideways, the apps show one pane at a time with a way back, and
// touch targets are at least 24×24 px (WCAG 2.2, 2.5.8). One page for the file, the flows follow each other.
const baseUrl = await useProductServer();
const { page } = usePage({ size: SIZES.phone });

/** Fails naming the elements that stick out when the page is wider than the phone. */
async function expectNoSidewaysScroll(target: Page, where: string): Promise<void> {
  const { overflow, culprits } = await horizontalOverflow(target);
  expect(overflow, `${where} scrolls sideways by ${overflow}px: ${culprits.join(', ')}`).toBe(0);
}

/** Buttons and links outside running text smaller than 24×24 px (WCAG 2.5.8 spares inline links). */
const smallTargets = (target: Page) =>
  target.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('button, [role=button], a[href]:not(p a, li > p a)'))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        const visible = box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
        return visible && (box.width < 24 || box.height < 24);
      })
      .map((element) => `${element.tagName.toLowerCase()}.${element.className} "${element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30)}"`),
  );

async function visit(path: string): Promise<void> {
  await page.goto(`${baseUrl}${path}`);
  await page.locator('.page-header__title').waitFor();
}

describe('on a phone (390×844)', () => {
  it('signs in, and the dashboard fits with the menu in a named drawer', async () => {
    await page.goto(`${baseUrl}/login`);
    await page.locator('#login-email').fill(DEMO.admin.email);
    await page.locator('#login-password').fill(DEMO.admin.password);
    await expectNoSidewaysScroll(page, '/login');
    await page.locator('[data-testid=login-submit]').click();
    await page.locator('.page-header__title').waitFor();
    await page.locator('.dash-card').first().waitFor();
    await expectNoSidewaysScroll(page, '/');
    expect(await smallTargets(page)).toEqual([]);
    await screenshot(page, 'phone-dashboard');

    // The menu button is named, says it opens a dialog, and the drawer closes on Escape giving focus back.
    const toggle = page.locator('[data-testid=menu-toggle]');
    expect(await toggle.getAttribute('aria-label')).toBe('Открыть меню');
    await toggle.click();
    const drawer = page.locator('.main-menu--drawer');
    await drawer.waitFor();
    expect(await drawer.getAttribute('role')).toBe('dialog');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await screenshot(page, 'phone-menu');
    await page.keyboard.press('Escape');
    await eventually(() => drawer.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('menu-toggle');

    // Language, skin and bookmarks are one "More" menu away.
    await page.locator('[data-testid=navbar-more]').click();
    await page.locator('.navbar-more [data-lang=en]').waitFor();
    await page.keyboard.press('Escape');
  });

  it('reads the mail one pane at a time, with a way back', async () => {
    await visit('/apps/email');
    await page.locator('.email-row').first().waitFor();
    await expectNoSidewaysScroll(page, '/apps/email');
    expect(await smallTargets(page)).toEqual([]);
    await screenshot(page, 'phone-email');

    await page.locator('.email-row__open').first().click();
    await page.locator('.email-reader__subject').waitFor();
    expect(await page.locator('.email-rows').count()).toBe(0);
    await expectNoSidewaysScroll(page, 'a mail');
    await screenshot(page, 'phone-email-reader');
    await page.locator('.email-reader .email-back').click();
    await page.locator('.email-rows').waitFor();
  });

  it('chats one pane at a time: the list, then the conversation with a back button', async () => {
    await visit('/apps/chat');
    await page.locator('[data-testid=chat-list] .chat-item').first().waitFor();
    await expectNoSidewaysScroll(page, '/apps/chat');
    await screenshot(page, 'phone-chat');

    await page.locator('[data-testid=chat-list] .chat-item').first().click();
    await page.locator('.chat-composer__input').waitFor();
    expect(await page.locator('[data-testid=chat-list]').isVisible()).toBe(false);
    await page.locator('.chat-composer__input').fill('Отвечу с телефона');
    await page.keyboard.press('Enter');
    await eventually(() => page.locator('.chat-messages').textContent()).toContain('Отвечу с телефона');
    await expectNoSidewaysScroll(page, 'a conversation');
    await screenshot(page, 'phone-chat-conversation');
    await page.locator('.chat-header__back').click();
    await eventually(() => page.locator('[data-testid=chat-list]').isVisible()).toBe(true);
  });

  it('adds a task', async () => {
    await visit('/apps/todo');
    await page.locator('.task-row').first().waitFor();
    await expectNoSidewaysScroll(page, '/apps/todo');
    expect(await smallTargets(page)).toEqual([]);
    await screenshot(page, 'phone-todo');

    await page.locator('.todo-toolbar__menu').click();
    await page.locator('[data-testid=todo-add]').click();
    await page.locator('#task-title').fill('Позвонить с телефона');
    await page.locator('#task-due').fill('05.12.2026');
    await screenshot(page, 'phone-todo-drawer');
    await page.locator('[data-testid=task-submit]').click();
    await eventually(() => page.locator('.task-row__title').first().textContent()).toBe('Позвонить с телефона');
    await expectNoSidewaysScroll(page, 'the to-do list after adding');
  });

  it('shops to the checkout', async () => {
    await visit('/apps/ecommerce/shop');
    const first = page.locator('[data-testid=product-card]:has([data-testid=cart-toggle][data-in-cart=false])').first();
    await first.waitFor();
    const card = page.locator(`[data-testid=product-card][data-product-id="${await first.getAttribute('data-product-id')}"]`);
    await expectNoSidewaysScroll(page, '/apps/ecommerce/shop');
    await card.locator('[data-testid=cart-toggle]').click();
    await eventually(() => card.locator('[data-testid=cart-toggle]').getAttribute('data-in-cart')).toBe('true');
    await card.locator('[data-testid=cart-toggle]').click();
    await page.locator('[data-testid=cart-line]').first().waitFor();
    await expectNoSidewaysScroll(page, 'the cart');
    await page.locator('[data-testid=checkout-next]').click();
    await page.locator('[data-testid=address-step]').waitFor();
    await expectNoSidewaysScroll(page, 'the address step');
    await screenshot(page, 'phone-checkout');
  });

  it('lists invoices as cards that fit', async () => {
    await visit('/apps/invoice/list');
    await page.locator('[data-testid=invoice-table] tbody tr').first().waitFor();
    await expectNoSidewaysScroll(page, '/apps/invoice/list');
    expect(await smallTargets(page)).toEqual([]);
    await screenshot(page, 'phone-invoices');
  });
});
