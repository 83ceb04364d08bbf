import { copyFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { recipientsOf } from '../mail/smtp.js';
import { expectAccessible, horizontalOverflow } from './support/accessibility.js';
import { eventually, loginAs, screenshot, usePage } from './support/browser.js';
import { settleScreen } from './support/screens.js';
import { useProductServerWithSmtp } from './support/server.js';

/**
 * The mail log in a browser: letters a test SMTP server accepted and refused, as an administrator sees them; a new
 * letter appears on the open page. Both skins pass axe, and a 390-px phone shows it without sideways scrolling.
 */
const { baseUrl, smtp } = await useProductServerWithSmtp();
const { page } = usePage();

async function shoot(target: Page, name: string): Promise<void> {
  copyFileSync(await screenshot(target, name), `/tmp/${name}.png`);
}

async function setSkin(target: Page, skin: 'light' | 'dark'): Promise<void> {
  await target.evaluate((chosen) => localStorage.setItem('skin', JSON.stringify(chosen)), skin);
  await target.reload();
  await settleScreen(target);
}

const forgot = (email: string) =>
  fetch(`${baseUrl}/api/auth/forgot-password`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email }) }).then((res) => res.status);

describe('the mail log', () => {
  it('lists sent and failed letters for an administrator; a new letter and its status changes arrive live, without reading the page again', async () => {
    expect(await forgot('manager@demo.com')).toBe(204);
    await smtp.arrived((letter) => recipientsOf(letter).includes('manager@demo.com'));
    smtp.refuseNext(550);
    expect(await forgot('support@demo.com')).toBe(204);
    await loginAs(page, baseUrl, 'admin');
    await page.goto(`${baseUrl}/apps/mail-log`);
    await eventually(() => page.locator('[data-testid=mail-letter][data-status=failed]').count()).toBe(1);
    await expect(page.locator('[data-testid=mail-letter][data-status=sent]').count()).resolves.toBe(1);
    await expect(page.locator('[data-testid=mail-letter][data-status=failed]').textContent()).resolves.toContain('550');

    // From here the page learns only from the live feed: it never asks for its page again (no polling).
    const reads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('operationName=MailLog')) reads.push(request.url());
    });
    // The test SMTP server holds the next letter: the page shows it being sent until the server answers.
    const release = smtp.holdNext();
    expect(await forgot('user@demo.com')).toBe(204);
    await eventually(() => page.locator('[data-testid=mail-letter][data-status=sending]').count()).toBe(1);
    await expect(page.locator('[data-testid=mail-letter]').first().textContent()).resolves.toContain('user@demo.com');
    await shoot(page, 'mail-log-sending');
    release();
    await eventually(() => page.locator('[data-testid=mail-letter][data-status=sent]').count()).toBe(2);
    await expect(page.locator('[data-testid=mail-letter]').first().getAttribute('data-status')).resolves.toBe('sent');
    expect(reads).toEqual([]);
  });

  it('passes axe in both skins and fits a 390-px phone', async () => {
    for (const skin of ['light', 'dark'] as const) {
      await setSkin(page, skin);
      await page.locator('[data-testid=mail-letter]').first().waitFor();
      await expectAccessible(page, `mail log, ${skin}`);
      await shoot(page, `mail-log-${skin}`);
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await settleScreen(page);
    await page.locator('[data-testid=mail-letter]').first().waitFor();
    expect((await horizontalOverflow(page)).overflow).toBe(0);
    await shoot(page, 'mail-log-phone');
  });
});
