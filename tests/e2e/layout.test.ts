import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CONTEXT_DEFAULTS, loginAs, screenshot, usePage } from './support/browser.js';
import { useProductServer } from './support/server.js';

const baseUrl = await useProductServer();
const { page } = usePage({ scope: 'test' });

const layoutState = (p: Page) =>
  p.evaluate(() => ({
    dark: document.body.classList.contains('bp6-dark'),
    dir: document.documentElement.dir,
    skin: localStorage.getItem('skin'),
    direction: localStorage.getItem('direction'),
    menuCollapsed: localStorage.getItem('menuCollapsed'),
  }));

describe('layout settings', () => {
  it('starts with the spec defaults: light, LTR, vertical, boxed, floating navbar, expanded menu', async () => {
    await loginAs(page, baseUrl, 'admin');
    expect(await layoutState(page)).toMatchObject({ dark: false, dir: 'ltr' });
    const classes = await page.locator('.layout').getAttribute('class');
    expect(classes).toContain('layout--vertical');
    expect(classes).toContain('layout--content-boxed');
    expect(classes).toContain('layout--navbar-floating');
    expect(classes).toContain('layout--footer-static');
    expect(classes).not.toContain('layout--menu-collapsed');
  });

  it('dark skin, RTL and a collapsed menu chosen in the customizer survive a reload', async () => {
    await loginAs(page, baseUrl, 'admin');
    await page.locator('[data-testid=customizer-open]').click();
    await page.locator('[data-skin=dark]').click();
    await page.locator('[data-testid=customizer]').getByText('Справа налево').click();
    await page.locator('[data-testid=customizer]').getByText('Свёрнутое меню').click();
    await page.keyboard.press('Escape');

    expect(await layoutState(page)).toEqual({ dark: true, dir: 'rtl', skin: '"dark"', direction: '"rtl"', menuCollapsed: 'true' });
    await page.reload();
    await page.locator('.page-header__title').waitFor();
    expect(await layoutState(page)).toEqual({ dark: true, dir: 'rtl', skin: '"dark"', direction: '"rtl"', menuCollapsed: 'true' });
    expect(await page.locator('.layout').getAttribute('class')).toContain('layout--menu-collapsed');
    await screenshot(page, 'dashboard-dark-rtl');
  });

  it('semi-dark, bordered and horizontal layout apply at once', async () => {
    await loginAs(page, baseUrl, 'admin');
    await page.locator('[data-testid=customizer-open]').click();
    await page.locator('[data-skin=semi-dark]').click();
    expect(await page.evaluate(() => document.body.className)).toContain('skin-semi-dark');
    await page.locator('[data-skin=bordered]').click();
    expect(await page.evaluate(() => document.body.className)).toContain('skin-bordered');
    await page.locator('[data-testid=customizer]').getByText('Горизонтальное').click();
    await page.keyboard.press('Escape');
    await page.locator('.horizontal-menu').waitFor();
    expect(await page.locator('.main-menu').count()).toBe(0);
  });

  it('a hidden navbar leaves the desktop, and a narrow screen keeps it for the menu button', async () => {
    await loginAs(page, baseUrl, 'admin');
    await page.locator('[data-testid=customizer-open]').click();
    await page.locator('[data-testid=customizer]').getByText('Скрыт', { exact: true }).first().click();
    await page.keyboard.press('Escape');
    await page.locator('.navbar').waitFor({ state: 'detached' });
    expect(await page.locator('.main-menu').count()).toBe(1);

    await page.setViewportSize({ width: 390, height: 844 });
    const toggle = page.locator('[data-testid=menu-toggle]');
    await toggle.waitFor();
    await toggle.click();
    await page.locator('.main-menu--drawer').waitFor();
    await screenshot(page, 'phone-navbar-hidden-menu');
  });

  it('the language switcher changes the interface language and keeps it', async () => {
    // A language not loaded yet arrives with its namespaces over the network: seconds on a busy CI machine.
    const shown = { timeout: 10_000 };
    await loginAs(page, baseUrl, 'admin');
    expect(await page.locator('[data-menu-id=email] .menu-link__text').textContent()).toBe('Почта');

    await page.locator('[data-testid=language-switcher]').click();
    await page.locator('[data-lang=en]').click();
    await expect.poll(() => page.locator('[data-menu-id=email] .menu-link__text').textContent(), shown).toBe('Email');
    expect(await page.locator('.page-header__title').textContent()).toBe('eCommerce dashboard');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');

    await page.reload();
    await expect.poll(() => page.locator('[data-menu-id=email] .menu-link__text').textContent(), shown).toBe('Email');

    await page.locator('[data-testid=language-switcher]').click();
    await page.locator('[data-lang=uk]').click();
    await expect.poll(() => page.locator('[data-menu-id=email] .menu-link__text').textContent(), shown).toBe('Пошта');
  });

  it('signing in on a device where no language was chosen takes the account’s; a device’s own choice stays', async () => {
    // The test above left the administrator's account in Ukrainian, chosen with the switcher on another device.
    const shown = { timeout: 10_000 };
    const menuEmail = (p: Page) => p.locator('[data-menu-id=email] .menu-link__text').textContent();
    await loginAs(page, baseUrl, 'admin');
    await expect.poll(() => menuEmail(page), shown).toBe('Пошта');
    expect(await page.evaluate(() => [document.documentElement.lang, localStorage.getItem('language')])).toEqual(['uk', '"uk"']);

    const context = await page.context().browser()!.newContext({ ...CONTEXT_DEFAULTS, viewport: { width: 1440, height: 900 } });
    try {
      const chosen = await context.newPage();
      await chosen.goto(`${baseUrl}/login`);
      await chosen.evaluate(() => localStorage.setItem('language', JSON.stringify('ru')));
      await loginAs(chosen, baseUrl, 'admin');
      expect(await menuEmail(chosen)).toBe('Почта');
      expect(await chosen.evaluate(() => document.documentElement.lang)).toBe('ru');
    } finally {
      await context.close();
    }
  });
});
