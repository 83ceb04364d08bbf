import { copyFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { linkIn, recipientsOf } from '../mail/smtp.js';
import { expectAccessible, horizontalOverflow } from './support/accessibility.js';
import { eventually, loginAs, screenshot, usePage } from './support/browser.js';
import { settleScreen } from './support/screens.js';
import { useProductServerWithSmtp } from './support/server.js';

/**
 * Letters in the recipient's language and a change of e-mail in the account settings, in a browser, against a real SMTP server in the test process: the
 * person works in English (the switcher stores it with the account, so the letters are English), saves a new
 * address, sees it waiting with resend and cancel, and the link from the letter makes it the account's address.
 * The settings with the waiting address pass axe in both skins and fit a 390-px phone.
 */
const { baseUrl, smtp } = await useProductServerWithSmtp();
const { page } = usePage();

const PASSWORD = 'moving-house-7';
const oldEmail = `mover.${Date.now()}@example.com`;
const newEmail = `moved.${Date.now()}@example.com`;

async function shoot(target: Page, name: string): Promise<void> {
  copyFileSync(await screenshot(target, name), `/tmp/${name}.png`);
}

async function setSkin(target: Page, skin: 'light' | 'dark'): Promise<void> {
  await target.evaluate((chosen) => localStorage.setItem('skin', JSON.stringify(chosen)), skin);
  await target.reload();
  await settleScreen(target);
}

const post = (path: string, body: unknown, token?: string) =>
  fetch(`${baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) }, body: JSON.stringify(body) });

describe('a change of e-mail in the account settings', () => {
  it('switches to English, asks for a new address, sees it waiting; the English letter\'s link makes it the account\'s', async () => {
    // An account an administrator made with a password: no verification letter of its own is under way.
    const admin = (await (await post('/jwt/login', { email: 'admin@demo.com', password: 'admin' })).json()) as { accessToken: string };
    const created = await post(
      '/graphql',
      { query: 'mutation ($input: CreateAccountInput!) { createAccount(input: $input) { account { id } } }', variables: { input: { email: oldEmail, fullName: 'Mark Mover', role: 'admin', password: PASSWORD, language: 'ru' } } },
      admin.accessToken,
    );
    expect(((await created.json()) as { errors?: unknown }).errors).toBeUndefined();

    await loginAs(page, baseUrl, { email: oldEmail, password: PASSWORD });
    await page.locator('[data-testid=language-switcher]').click();
    await page.locator('[data-lang=en]').click();
    await eventually(() => page.evaluate(() => document.documentElement.lang)).toBe('en');

    await page.goto(`${baseUrl}/pages/account-settings`);
    await page.locator('#acc-email').fill(newEmail);
    await page.locator('[data-testid=account-save]').click();
    await expect(page.locator('[data-testid=pending-email]').textContent()).resolves.toContain(newEmail);
    await expect(page.locator('#acc-email').inputValue()).resolves.toBe(oldEmail);

    const [letter] = await smtp.arrived((l) => recipientsOf(l).includes(newEmail));
    expect(letter!.subject).toBe('Aurora CRM: confirm your new e-mail address');
    const [notice] = await smtp.arrived((l) => recipientsOf(l).includes(oldEmail));
    expect(notice!.subject).toBe('Aurora CRM: a change of your e-mail address was asked for');
    expect(notice!.text).toContain(newEmail);
    // The old address still signs in until the link is followed.
    expect((await post('/jwt/login', { email: oldEmail, password: PASSWORD })).status).toBe(200);

    for (const skin of ['light', 'dark'] as const) {
      await setSkin(page, skin);
      await page.locator('[data-testid=pending-email]').waitFor();
      await expectAccessible(page, `account settings, address waiting, ${skin}`);
      await shoot(page, `email-change-pending-${skin}`);
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await settleScreen(page);
    await page.locator('[data-testid=pending-email]').waitFor();
    expect((await horizontalOverflow(page)).overflow).toBe(0);
    await page.locator('[data-testid=pending-email]').scrollIntoViewIfNeeded();
    await shoot(page, 'email-change-pending-phone');
    await page.setViewportSize({ width: 1280, height: 900 });

    const link = linkIn(letter!, '/pages/verify-email-cover');
    await page.goto(`${baseUrl}${link.pathname}${link.search}`);
    await page.locator('[data-testid=verify-done]').waitFor();
    await eventually(() => page.evaluate(() => localStorage.getItem('userData'))).toContain(newEmail);
    await page.goto(`${baseUrl}/pages/account-settings`);
    await expect(page.locator('#acc-email').inputValue()).resolves.toBe(newEmail);
    await expect(page.locator('[data-testid=pending-email]').count()).resolves.toBe(0);
    expect((await post('/jwt/login', { email: newEmail, password: PASSWORD })).status).toBe(200);
    expect((await post('/jwt/login', { email: oldEmail, password: PASSWORD })).status).toBe(400);
  });
});

describe('an invitation in the language the administrator picks', () => {
  it('the create-account form offers the letters\' language (the administrator\'s by default); a Ukrainian invitation arrives in Ukrainian', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.evaluate(() => localStorage.clear());
    await loginAs(page, baseUrl, 'admin');
    await page.goto(`${baseUrl}/apps/accounts`);
    const invited = `oksana.${Date.now()}@example.com`;
    for (const skin of ['dark', 'light'] as const) {
      await setSkin(page, skin);
      await page.locator('[data-testid=account-row]').first().waitFor();
      await page.locator('[data-testid=add-account]').click();
      // The administrator works in Russian: that is the form's first choice.
      await expect(page.locator('[data-testid=account-language]').inputValue()).resolves.toBe('ru');
      await page.locator('#account-email').fill(invited);
      await page.locator('#account-name').fill('Оксана Коваль');
      await page.locator('[data-testid=account-language]').selectOption('uk');
      await expectAccessible(page, `create-account form, ${skin}`);
      await shoot(page, `create-account-language-${skin}`);
      if (skin === 'dark') await page.keyboard.press('Escape');
    }
    await page.locator('[data-testid=account-submit]').click();
    await page.locator('[data-testid=account-done]').waitFor();
    const [letter] = await smtp.arrived((l) => recipientsOf(l).includes(invited));
    expect(letter!.subject).toBe('Запрошення до Aurora CRM');
  });
});

