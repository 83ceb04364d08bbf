import { describe, expect, it } from 'vitest';
import { eventually, loginAs, newPage, recordGraphQL, screenshot, usePage } from './support/browser.js';
import { useProductServer } from './support/server.js';

/**
 * In a browser: Account settings → Security lists the admin's sessions, ends one and then every
 * other one (the list changes without a refetch), and a device whose session was ended elsewhere is sent to
 * sign in with a message saying so. Sign-out ends the session on the server.
 */
const baseUrl = await useProductServer();
const { browser, page } = usePage({ signInAs: { baseUrl, role: 'admin' } });

/** Another device of the admin: a fresh browser context, signed in. */
async function otherDevice() {
  const device = await newPage(browser);
  await loginAs(device.page, baseUrl, 'admin');
  return device;
}

const rows = () => page.locator('[data-testid=session-row]');

describe('Account settings → Security', () => {
  it('lists the sessions, ends one and then every other; the ended devices are sent to sign in, saying why', async () => {
    const laptop = await otherDevice();
    const phone = await otherDevice();
    await page.goto(`${baseUrl}/pages/account-settings?tab=security`);
    await eventually(() => rows().count()).toBe(3);
    await expect(page.locator('[data-testid=session-row][data-current]').count()).resolves.toBe(1);
    await expect(page.locator('[data-testid=session-row][data-current]').textContent()).resolves.toContain('Это устройство');
    await expect(rows().first().textContent()).resolves.toContain('Chrome');
    await screenshot(page, 'account-security-sessions');

    const graphql = recordGraphQL(page);
    await page.locator('[data-testid=session-row]:not([data-current]) [data-testid=end-session]').first().click();
    await eventually(() => rows().count()).toBe(2);
    // One of the two other devices is out: the next thing it does sends it to sign in, with the reason.
    const devices = [laptop, phone];
    await Promise.all(devices.map((device) => device.page.reload()));
    const saysEnded = (device: (typeof devices)[number]) => device.page.locator('[data-testid=session-ended]').count();
    await eventually(async () => (await Promise.all(devices.map(saysEnded))).reduce((a, b) => a + b, 0)).toBe(1);
    const ended = (await saysEnded(laptop)) ? laptop : phone;
    const kept = ended === laptop ? phone : laptop;
    expect(new URL(ended.page.url()).pathname).toBe('/login');
    await screenshot(ended.page, 'login-session-ended');

    await page.locator('[data-testid=end-other-sessions]').click();
    await eventually(() => rows().count()).toBe(1);
    await kept.page.reload();
    await eventually(() => saysEnded(kept)).toBe(1);
    expect(graphql.operations).toEqual(expect.arrayContaining(['EndSession', 'EndOtherSessions']));
    expect(graphql.operations).not.toContain('AccountSessions');
    await expect(page.locator('[data-testid=end-other-sessions]').isDisabled()).resolves.toBe(true);
    await Promise.all([laptop.context.close(), phone.context.close()]);
  });

  it('fits a 390-px phone in the dark skin; signing out ends the session on the server', async () => {
    await page.evaluate(() => localStorage.setItem('skin', JSON.stringify('dark')));
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${baseUrl}/pages/account-settings?tab=security`);
    await eventually(() => rows().count()).toBe(1);
    // The Security panel itself fits (the navbar's own fit at 390 px is the shell's, tested with it).
    const panel = await page.locator('[data-testid=account-security]').evaluate((el) => ({ right: el.getBoundingClientRect().right, overflow: el.scrollWidth - el.clientWidth }));
    expect(panel.right).toBeLessThanOrEqual(390);
    expect(panel.overflow).toBe(0);
    await screenshot(page, 'account-security-phone-dark');

    const token = await page.evaluate(() => localStorage.getItem('accessToken'));
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.locator('[data-testid=user-menu]').click();
    await page.locator('[data-testid=logout]').click();
    await page.locator('[data-testid=login-form]').waitFor();
    const status = await page.evaluate(
      async (accessToken) => (await fetch('/api/bookmarks/data', { headers: { authorization: `Bearer ${accessToken}` } })).status,
      token,
    );
    expect(status).toBe(401);
  });
});
