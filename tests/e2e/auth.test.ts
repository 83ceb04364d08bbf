import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginAs, menuIds, screenshot, usePage } from './support/browser.js';
import { useProductServer } from './support/server.js';

const baseUrl = await useProductServer();
const { page } = usePage({ scope: 'test' });

const storage = (p: Page) =>
  p.evaluate(() => ({
    userData: localStorage.getItem('userData'),
    accessToken: localStorage.getItem('accessToken'),
    refreshToken: localStorage.getItem('refreshToken'),
  }));

describe('sign in and the shell', () => {
  it('serves the app with a CRM title and the login page in light and dark skin', async () => {
    await page.goto(`${baseUrl}/login`);
    await page.locator('[data-testid=login-form]').waitFor();
    expect(await page.title()).toMatch(/Aurora CRM/);
    expect(await page.locator('.auth__title').textContent()).toMatch(/Aurora/);
    await screenshot(page, 'login-light');

    await page.evaluate(() => localStorage.setItem('skin', JSON.stringify('dark')));
    await page.reload();
    await page.locator('[data-testid=login-form]').waitFor();
    expect(await page.evaluate(() => document.body.classList.contains('bp6-dark'))).toBe(true);
    await screenshot(page, 'login-dark');
  });

  it('an invalid password shows the error and stores nothing', async () => {
    await page.goto(`${baseUrl}/login`);
    await page.locator('#login-email').fill('admin@demo.com');
    await page.locator('#login-password').fill('wrong');
    await page.locator('[data-testid=login-submit]').click();
    await expect.poll(() => page.locator('.auth__error').textContent()).toMatch(/Неверный e-mail или пароль/);
    expect(await storage(page)).toEqual({ userData: null, accessToken: null, refreshToken: null });
  });

  it('admin lands on the dashboard with the full menu; logout clears the session', async () => {
    await loginAs(page, baseUrl, 'admin');
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.locator('.page-header__title').textContent()).toBe('Дашборд e-commerce');
    const stored = await storage(page);
    expect(JSON.parse(stored.userData ?? '{}')).toMatchObject({ email: 'admin@demo.com', role: 'admin', ability: [{ action: 'manage', subject: 'all' }] });
    expect(stored.accessToken).toMatch(/^ey/);
    expect(stored.refreshToken).toMatch(/^ey/);
    expect(await menuIds(page)).toEqual(expect.arrayContaining(['dashboards', 'email', 'chat', 'todo', 'calendar', 'invoice', 'user', 'accessControl', 'datatables']));
    await screenshot(page, 'dashboard-light');

    await page.locator('[data-testid=skin-toggle]').click();
    expect(await page.evaluate(() => document.body.classList.contains('bp6-dark'))).toBe(true);
    await screenshot(page, 'dashboard-dark');

    await page.locator('[data-testid=user-menu]').click();
    await page.locator('[data-testid=logout]').click();
    await page.locator('[data-testid=login-form]').waitFor();
    expect(await storage(page)).toEqual({ userData: null, accessToken: null, refreshToken: null });
  });

  it('client lands on /access-control, sees a smaller menu and is kept out of admin pages', async () => {
    await loginAs(page, baseUrl, 'client');
    expect(new URL(page.url()).pathname).toBe('/access-control');
    await page.locator('[data-testid=acl-limited]').waitFor();
    expect(await page.locator('[data-testid=acl-admin-only]').count()).toBe(0);
    expect(await page.locator('[data-testid=acl-rules] li').allTextContents()).toEqual(['readACL', 'readAuth']);

    const ids = await menuIds(page);
    expect(ids).toContain('accessControl');
    for (const hidden of ['dashboards', 'email', 'chat', 'todo', 'invoice', 'user', 'datatables']) expect(ids).not.toContain(hidden);
    await screenshot(page, 'access-control-client');

    await page.goto(`${baseUrl}/apps/email`);
    await page.locator('[data-testid=misc-not-authorized]').waitFor();
    expect(new URL(page.url()).pathname).toBe('/misc/not-authorized');

    await page.goto(`${baseUrl}/`);
    await page.locator('[data-testid=access-control]').waitFor();
    expect(new URL(page.url()).pathname).toBe('/access-control');
  });

  it('an anonymous visit to a protected route goes to login and back to the route after it', async () => {
    await page.goto(`${baseUrl}/apps/todo/important`);
    await page.locator('[data-testid=login-form]').waitFor();
    const url = new URL(page.url());
    expect(url.pathname).toBe('/login');
    expect(url.searchParams.get('returnTo')).toBe('/apps/todo/important');

    await page.locator('#login-email').fill('admin@demo.com');
    await page.locator('#login-password').fill('admin');
    await page.locator('[data-testid=login-submit]').click();
    await page.waitForURL(`${baseUrl}/apps/todo/important`);
    await page.locator('.page-header__title').waitFor();
  });

  it('unknown routes show the error page, and misc pages are open to anonymous visitors', async () => {
    await page.goto(`${baseUrl}/no/such/page`);
    await page.locator('[data-testid=misc-error]').waitFor();
    for (const kind of ['coming-soon', 'maintenance', 'not-authorized', 'error']) {
      await page.goto(`${baseUrl}/misc/${kind}`);
      await page.locator(`[data-testid=misc-${kind}]`).waitFor();
    }
  });
});
