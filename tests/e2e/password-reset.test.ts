import { copyFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { linkIn, recipientsOf } from '../mail/smtp.js';
import { expectAccessible, horizontalOverflow } from './support/accessibility.js';
import { eventually, screenshot, usePage } from './support/browser.js';
import { settleScreen } from './support/screens.js';
import { useProductServerWithSmtp } from './support/server.js';

/**
 * A forgotten password in a browser, against a real SMTP server in the test process: the forgot-password page asks
 * for a letter, the letter's link opens the reset page, and the new password signs the person in. The pages pass
 * axe in the light and dark skins and fit a 390-px phone.
 */
const { baseUrl, smtp } = await useProductServerWithSmtp();
const { page } = usePage();

const OLD_PASSWORD = 'the-old-password-1';
const NEW_PASSWORD = 'the-new-password-2';

async function shoot(target: Page, name: string): Promise<void> {
  copyFileSync(await screenshot(target, name), `/tmp/${name}.png`);
}

async function setSkin(target: Page, skin: 'light' | 'dark'): Promise<void> {
  await target.evaluate((chosen) => localStorage.setItem('skin', JSON.stringify(chosen)), skin);
  await target.reload();
  await settleScreen(target);
}

describe('password reset by letter', () => {
  const email = `forgetful.${Date.now()}@example.com`;

  it('forgot password → the letter from the SMTP server → the reset page → signed in with the new password', async () => {
    const registered = await fetch(`${baseUrl}/jwt/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: OLD_PASSWORD, username: email.split('@')[0] }),
    });
    expect(registered.status).toBe(200);

    await page.goto(`${baseUrl}/login`);
    await page.locator('a[href="/forgot-password"]').click();
    await page.locator('#forgot-email').fill(email);
    await page.locator('button[type=submit]').click();
    await expect(page.locator('.auth__notice[role=status]').textContent()).resolves.toContain(email);

    // The registration's verification letter came first; the reset letter is the one linking to the reset page. The
    // browser's interface language is Russian (the default): so is the letter.
    const [letter] = await smtp.arrived((l) => recipientsOf(l).includes(email) && l.subject === 'Aurora CRM: сброс пароля');
    const link = linkIn(letter!, '/pages/reset-password-cover');
    await page.goto(`${baseUrl}${link.pathname}${link.search}`);
    await expect(page.locator('[data-testid=reset-email]').textContent()).resolves.toContain(email);
    await page.locator('#reset-password').fill(NEW_PASSWORD);
    await page.locator('#reset-confirm').fill(NEW_PASSWORD);
    await page.locator('button[type=submit]').click();

    await eventually(() => page.evaluate(() => localStorage.getItem('userData'))).toContain(email);
    await eventually(() => new URL(page.url()).pathname.startsWith('/pages/reset-password')).toBe(false);
    const signIn = (password: string) =>
      fetch(`${baseUrl}/jwt/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) }).then((res) => res.status);
    expect(await signIn(OLD_PASSWORD)).toBe(400);
    expect(await signIn(NEW_PASSWORD)).toBe(200);

    // The link is used: opened again, the page says so at once.
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${baseUrl}${link.pathname}${link.search}`);
    await expect(page.locator('.auth__notice[role=status]').textContent()).resolves.toContain('Ссылка больше не действует');
  });

  it('the forgot-password and reset pages pass axe in both skins and fit a 390-px phone', async () => {
    for (const skin of ['light', 'dark'] as const) {
      await page.goto(`${baseUrl}/pages/forgot-password-cover`);
      await setSkin(page, skin);
      await page.locator('#forgot-email').fill(`someone.${skin}@example.com`);
      await page.locator('button[type=submit]').click();
      await page.locator('.auth__notice[role=status]').waitFor();
      await expectAccessible(page, `forgot password, sent, ${skin}`);
      await shoot(page, `forgot-password-sent-${skin}`);
      await page.goto(`${baseUrl}/pages/reset-password-basic?token=${'A'.repeat(43)}`);
      await settleScreen(page);
      await page.locator('.auth__notice[role=status]').waitFor();
      await expectAccessible(page, `reset password, link refused, ${skin}`);
    }
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ['/pages/forgot-password-cover', `/pages/reset-password-cover?token=${'A'.repeat(43)}`]) {
      await page.goto(`${baseUrl}${path}`);
      await settleScreen(page);
      expect((await horizontalOverflow(page)).overflow, path).toBe(0);
    }
    await shoot(page, 'reset-password-phone');
  });
});
