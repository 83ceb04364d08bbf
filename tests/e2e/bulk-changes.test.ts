import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, horizontalOverflow } from './support/accessibility.js';
import { eventually, loginAs, newPage, screenshot, usePage } from './support/browser.js';
import { applyLook, SIZES } from './support/screens.js';
import { useProductServer } from './support/server.js';

// A bulk change of every user a filter matches, with its progress, and its undo; the cases run in order on one server.
const baseUrl = await useProductServer();
const { browser, page } = usePage({ signInAs: { baseUrl, role: 'admin' } });

/** Blueprint draws its own box over a checkbox: a person clicks its label. */
const labelOf = (target: Page, testId: string) => target.locator(`label:has([data-testid=${testId}])`).first();
const plans = () => page.locator('[data-testid=user-row] .users-table__plan').allTextContents();
const total = async () => Number((await page.locator('[data-testid=users-summary]').textContent())?.match(/из (\d+)/)?.[1]);

describe('bulk changes of users', () => {
  it('picks all N users matching a filter, moves them to a plan with progress, and undoes the batch', async () => {
    await page.goto(`${baseUrl}/apps/user/list?role=editor`);
    await page.locator('[data-testid=user-row]').first().waitFor();
    const matching = await total();
    expect(matching).toBeGreaterThan(10);
    const before = await plans();

    await labelOf(page, 'pick-page').click();
    await eventually(() => page.locator('[data-testid=bulk-selected]').textContent()).toContain('10');
    await page.locator('[data-testid=bulk-select-all]').click();
    await eventually(() => page.locator('[data-testid=bulk-selected]').textContent()).toContain(String(matching));
    await screenshot(page, 'bulk-users-picked');
    await expectAccessible(page, 'users list with a bulk selection');

    await page.selectOption('[data-testid=bulk-field]', 'currentPlan');
    await page.selectOption('[data-testid=bulk-value]', 'enterprise');
    await page.locator('[data-testid=bulk-apply]').click();
    await page.locator('[data-testid=bulk-progress][data-status=completed]').waitFor();
    expect(await page.locator('[data-testid=bulk-counts]').textContent()).toContain(`${matching} из ${matching}`);
    await eventually(async () => new Set(await plans())).toEqual(new Set(['Корпоративный']));
    await screenshot(page, 'bulk-users-done');

    await page.locator('[data-testid=bulk-undo]').click();
    await page.locator('[data-testid=bulk-progress][data-status=completed]').waitFor();
    await eventually(() => plans()).toEqual(before);
  });

  it('fits a 390-px phone and passes axe in the dark skin', async () => {
    const phone = await newPage(browser, SIZES.phone);
    try {
      await applyLook(phone.context, { skin: 'dark', dir: 'ltr', lang: 'ru' });
      await loginAs(phone.page, baseUrl, 'admin');
      await phone.page.goto(`${baseUrl}/apps/user/list?role=editor`);
      await phone.page.locator('[data-testid=user-row]').first().waitFor();
      await labelOf(phone.page, 'pick-user').click();
      await phone.page.locator('[data-testid=users-bulk]').waitFor();
      await expectAccessible(phone.page, 'users bulk bar on a phone, dark');
      const { overflow, culprits } = await horizontalOverflow(phone.page);
      expect(overflow, culprits.join(', ')).toBe(0);
      await screenshot(phone.page, 'bulk-users-phone-dark');
    } finally {
      await phone.context.close();
    }
  });
});
