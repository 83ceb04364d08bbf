import { copyFileSync } from 'node:fs';
import { generate } from 'otplib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, horizontalOverflow } from './support/accessibility.js';
import { DEMO, eventually, loginAs, newPage, screenshot, usePage } from './support/browser.js';
import { settleScreen } from './support/screens.js';
import { useProductServer } from './support/server.js';

/**
 * Two-step sign-in in a browser: the demo admin sets it up in Account settings → Security with the key shown next to
 * the QR code (a code computed from it, as an authenticator app would), signs out, and signs in again through the
 * two-step page with a fresh code; then with a recovery code. The security panel and the two-step page pass axe in
 * the light and dark skins and fit a 390-px phone without scrolling sideways. An administrator resets it from the
 * accounts screen, which signs the admin out.
 */
const baseUrl = await useProductServer();
const { browser, page } = usePage({ signInAs: { baseUrl, role: 'admin' } });

/** A code of the step after the current one: never the one the set-up used, and within the drift the server allows. */
const freshCode = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });

/** The screenshot in test-results/screenshots and a copy in /tmp, to look at. */
async function shoot(target: Page, name: string): Promise<void> {
  copyFileSync(await screenshot(target, name), `/tmp/${name}.png`);
}

async function setSkin(target: Page, skin: 'light' | 'dark'): Promise<void> {
  await target.evaluate((chosen) => localStorage.setItem('skin', JSON.stringify(chosen)), skin);
  await target.reload();
  await settleScreen(target);
}

/** The security panel with a set-up under way: the QR code and the key. */
async function openSetUp(): Promise<string> {
  await page.locator('[data-testid=two-step-set-up]').click();
  await page.locator('[data-testid=two-step-qr]').waitFor();
  await eventually(() => page.locator('[data-testid=two-step-qr]').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  return (await page.locator('[data-testid=two-step-secret]').getAttribute('data-secret')) ?? '';
}

async function signOut(): Promise<void> {
  await page.setViewportSize({ width: 1440, height: 900 });
  // Just after a sign-in the page is still loading under its header: the menu is opened on the settled screen.
  await settleScreen(page);
  await page.locator('[data-testid=user-menu]').click();
  await page.locator('[data-testid=logout]').click();
  await page.locator('[data-testid=login-form]').waitFor();
}

/** Email and password of the demo admin: the two-step page follows. */
async function passwordStep(): Promise<void> {
  await page.locator('#login-email').fill(DEMO.admin.email);
  await page.locator('#login-password').fill(DEMO.admin.password);
  await page.locator('[data-testid=login-submit]').click();
  await page.locator('[data-testid=two-step-form]').waitFor();
}

let secret = '';
let recoveryCodes: string[] = [];

describe('two-step sign-in', () => {
  it('the security panel passes axe while setting up, in the light and dark skins, and fits a 390-px phone', async () => {
    await page.goto(`${baseUrl}/pages/account-settings?tab=security`);
    await page.locator('[data-testid=two-step-panel]').waitFor();
    await expect(page.locator('[data-testid=two-step-state]').textContent()).resolves.toBe('Выключен');
    for (const skin of ['light', 'dark'] as const) {
      await setSkin(page, skin);
      await openSetUp();
      await settleScreen(page);
      await expectAccessible(page, `security panel, setting up, ${skin}`);
      await shoot(page, `two-step-enrol-${skin}`);
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await settleScreen(page);
    await openSetUp();
    const { overflow, culprits } = await horizontalOverflow(page);
    expect(overflow, culprits.join(', ')).toBe(0);
    await settleScreen(page);
    await expectAccessible(page, 'security panel, setting up, dark, 390 px');
    await page.locator('[data-testid=two-step-confirm]').scrollIntoViewIfNeeded();
    await shoot(page, 'two-step-enrol-phone-dark');
    await setSkin(page, 'light');
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  it('sets it up with the key shown next to the QR code; the ten recovery codes are shown once', async () => {
    await page.reload();
    await settleScreen(page);
    secret = await openSetUp();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    // The key as shown, in groups of four, is the key.
    await expect(page.locator('[data-testid=two-step-secret]').textContent()).resolves.toBe(secret.replace(/(.{4})(?=.)/g, '$1 '));
    await page.locator('#two-step-code').fill('12345');
    await page.locator('[data-testid=two-step-confirm]').click();
    await eventually(() => page.locator('#two-step-code[aria-invalid=true]').count()).toBe(1);

    await page.locator('#two-step-code').fill(await generate({ secret }));
    await page.locator('[data-testid=two-step-confirm]').click();
    await page.locator('[data-testid=two-step-codes]').waitFor();
    recoveryCodes = await page.locator('[data-testid=two-step-codes] li code').allTextContents();
    expect(recoveryCodes).toHaveLength(10);
    await settleScreen(page);
    await expectAccessible(page, 'recovery codes');
    await shoot(page, 'two-step-recovery-codes');
    await page.locator('[data-testid=two-step-codes-done]').click();
    await expect(page.locator('[data-testid=two-step-state]').textContent()).resolves.toBe('Включён');
    await expect(page.locator('[data-testid=two-step-summary]').textContent()).resolves.toContain('10 резервных кодов');
    await expect(page.locator('[data-testid=two-step-codes]').count()).resolves.toBe(0);
  });

  it('signing in asks for the code on the two-step page, which passes axe in both skins and fits a phone; a fresh code signs in', async () => {
    await signOut();
    await passwordStep();
    expect(new URL(page.url()).pathname).toBe('/pages/two-steps-cover');
    // The challenge rides in the history state: it survives a reload (a skin change) and never shows in the URL.
    expect(page.url()).not.toContain('challenge');
    for (const skin of ['light', 'dark'] as const) {
      await setSkin(page, skin);
      await page.locator('[data-testid=two-step-form]').waitFor();
      await settleScreen(page);
      await expectAccessible(page, `two-step page, ${skin}`);
      await shoot(page, `two-step-page-${skin}`);
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await settleScreen(page);
    const { overflow, culprits } = await horizontalOverflow(page);
    expect(overflow, culprits.join(', ')).toBe(0);
    await settleScreen(page);
    await expectAccessible(page, 'two-step page, dark, 390 px');
    await shoot(page, 'two-step-page-phone-dark');

    // A wrong code is refused in words, the boxes empty for the next try.
    await page.locator('[data-testid=otp-0]').click();
    await page.keyboard.type('000000');
    await page.locator('[data-testid=two-step-submit]').click();
    await eventually(() => page.locator('[role=alert]').textContent()).toContain('Код неверен');
    await shoot(page, 'two-step-page-wrong-code');
    await expect(page.locator('[data-testid=otp-0]').inputValue()).resolves.toBe('');

    await page.locator('[data-testid=otp-0]').click();
    await page.keyboard.type(await freshCode(secret));
    await page.locator('[data-testid=two-step-submit]').click();
    await page.locator('.page-header__title').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await setSkin(page, 'light');
  });

  it('a recovery code signs in instead of the app, once', async () => {
    await signOut();
    await passwordStep();
    await page.locator('[data-testid=two-step-mode]').click();
    await page.locator('[data-testid=two-step-recovery]').fill(recoveryCodes[0]);
    await settleScreen(page);
    await expectAccessible(page, 'two-step page, recovery code');
    await page.locator('[data-testid=two-step-submit]').click();
    await page.locator('.page-header__title').waitFor();

    await signOut();
    await passwordStep();
    await page.locator('[data-testid=two-step-mode]').click();
    await page.locator('[data-testid=two-step-recovery]').fill(recoveryCodes[0]);
    await page.locator('[data-testid=two-step-submit]').click();
    await eventually(() => page.locator('[role=alert]').textContent()).toContain('Код неверен');
  });

  it('opened without a sign-in waiting for a code, the two-step page says so and leads back to sign in', async () => {
    await page.goto(`${baseUrl}/pages/two-steps-basic`);
    await page.locator('[data-testid=two-step-expired]').waitFor();
    await expect(page.locator('[data-testid=two-step-expired]').textContent()).resolves.toContain('Сначала введите почту и пароль');
    await settleScreen(page);
    await expectAccessible(page, 'two-step page without a challenge');
    await shoot(page, 'two-step-page-no-challenge');
    await page.locator('[data-testid=two-step-restart]').click();
    await page.locator('[data-testid=login-form]').waitFor();
  });

  it('an administrator sees it on the accounts screen and resets it: the admin is signed out and signs in with the password alone', async () => {
    const administrator = await newPage(browser);
    try {
      await loginAs(administrator.page, baseUrl, { email: 'administrator@demo.com', password: 'administrator' });
      await administrator.page.goto(`${baseUrl}/apps/accounts?q=admin%40demo.com`);
      const row = administrator.page.locator('[data-testid=account-row][data-email="admin@demo.com"]');
      await row.locator('[data-testid=account-two-step]').waitFor();
      await settleScreen(administrator.page);
      await expectAccessible(administrator.page, 'accounts screen with two-step sign-in');
      await shoot(administrator.page, 'two-step-accounts');
      await row.locator('[data-testid=account-reset-two-step]').click();
      await administrator.page.locator('.bp6-alert-footer .bp6-intent-warning').click();
      await eventually(() => row.locator('[data-testid=account-two-step]').count()).toBe(0);
    } finally {
      await administrator.context.close();
    }
    // The admin's session ended: the next page sends them to sign in, and the password alone signs in.
    await page.reload();
    await page.locator('[data-testid=login-form]').waitFor();
    await page.locator('#login-email').fill(DEMO.admin.email);
    await page.locator('#login-password').fill(DEMO.admin.password);
    await page.locator('[data-testid=login-submit]').click();
    await page.locator('.page-header__title').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });
});
