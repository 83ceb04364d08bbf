import { describe, expect, it } from 'vitest';
import { recordGraphQL, screenshot, usePage } from './support/browser.js';
import { useProductServer } from './support/server.js';

const baseUrl = await useProductServer();
const { page } = usePage({ scope: 'test', signInAs: { baseUrl, role: 'admin' } });

describe('navbar search', () => {
  it('opens with Ctrl+K, groups results (at most 4 each), arrows and Enter navigate', async () => {
    await page.keyboard.press('Control+k');
    const input = page.locator('[data-testid=search-input]');
    await input.waitFor();
    await expect.poll(() => page.locator('.search-group').count()).toBe(3);
    for (const group of ['Pages', 'Files', 'Contacts']) {
      expect(await page.locator(`[data-group=${group}] .search-item`).count()).toBe(4);
    }

    await input.fill('счет');
    await expect.poll(() => page.locator('[data-group=Pages] .search-item').allTextContents()).toEqual([
      expect.stringContaining('Счета — список'),
      expect.stringContaining('Счета — новый счёт'),
    ]);
    await screenshot(page, 'navbar-search');
    await page.keyboard.press('ArrowDown');
    expect(await page.locator('.search-item--active').textContent()).toContain('Счета — новый счёт');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}/apps/invoice/add`);
    await page.locator('[data-testid=search-input]').waitFor({ state: 'detached' });
  });

  it("opens with '/', finds contacts by e-mail and says so when nothing matches", async () => {
    await page.locator('body').press('/');
    const input = page.locator('[data-testid=search-input]');
    await input.fill('VOLKOVA');
    await expect.poll(() => page.locator('[data-group=Contacts] .search-item').allTextContents()).toEqual([expect.stringContaining('Мария Волкова')]);
    await input.fill('ничего-такого-нет');
    await page.locator('.search-dialog__empty').waitFor();
    expect(await page.locator('.search-item').count()).toBe(0);
  });
});

describe('bookmarks', () => {
  it('the star toggle adds and removes a navbar bookmark at once, with no refetch on the wire', async () => {
    await page.locator('[data-testid=navbar-bookmarks] [data-bookmark-id]').first().waitFor();
    await page.locator('[data-testid=bookmarks-open]').click();
    await page.locator('[data-testid=bookmark-suggestions] .bookmark-row').first().waitFor();

    // The analytics dashboard (entry 2) is not bookmarked in the seed.
    const star = page.locator('[data-testid=bookmark-star-2]');
    expect(await star.getAttribute('aria-pressed')).toBe('false');
    const graphql = recordGraphQL(page);

    await star.click();
    await page.locator('[data-testid=navbar-bookmarks] [data-bookmark-id="2"]').waitFor();
    expect(await star.getAttribute('aria-pressed')).toBe('true');
    await page.waitForTimeout(500);
    expect(graphql.operations).toEqual(['ToggleBookmark']);
    await screenshot(page, 'bookmarks');

    graphql.clear();
    await star.click();
    await page.locator('[data-testid=navbar-bookmarks] [data-bookmark-id="2"]').waitFor({ state: 'detached' });
    expect(await star.getAttribute('aria-pressed')).toBe('false');
    await page.waitForTimeout(500);
    expect(graphql.operations).toEqual(['ToggleBookmark']);
  });
});
