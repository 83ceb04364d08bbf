import { describe, expect, it } from 'vitest';
import { recordGraphQL, screenshot, usePage } from './support/browser.js';
import { useProductServer } from './support/server.js';

// A seed larger than one page of each list (SEED_ROWS grows tasks and the demo admin's mailbox).
const baseUrl = await useProductServer({ SEED_ROWS: '300' });
const { page } = usePage({ signInAs: { baseUrl, role: 'admin' } });

const taskIds = () => page.locator('[data-testid=task-list] .task-row').evaluateAll((nodes) => nodes.map((n) => Number(n.getAttribute('data-task-id'))));
const countIn = (selector: string) => page.locator(selector).textContent().then((text) => Number(/\d+/.exec(text ?? '')?.[0]));

describe('lists read page by page as they scroll', () => {
  it('the to-do list shows its first 20 tasks, then the next page when its end scrolls into view', async () => {
    await page.goto(`${baseUrl}/apps/todo`);
    await page.locator('.todo-main[data-ready="/apps/todo"]').waitFor();
    expect(await taskIds()).toHaveLength(20);
    const total = await countIn('.todo-main__count');
    expect(total).toBeGreaterThan(200);
    const graphql = recordGraphQL(page);

    await page.locator('[data-testid=task-list-more]').scrollIntoViewIfNeeded();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=task-list] .task-row').length > 20);
    const ids = await taskIds();
    expect(ids.length % 20).toBe(0);
    // Newest first across the pages, none twice, and the total unchanged.
    expect(ids).toEqual([...new Set(ids)].sort((a, b) => b - a));
    expect(graphql.operations).toContain('Tasks');
    expect(await countIn('.todo-main__count')).toBe(total);
    await screenshot(page, 'todo-second-page');
  });

  it('a change to a task of a later page moves it in the cached lists and their totals, without asking again', async () => {
    // The important list, cached, then the second page of every task.
    await page.locator('[data-testid=todo-filter-important]').click();
    await page.locator('.todo-main[data-ready="/apps/todo/important"]').waitFor();
    const important = await countIn('.todo-main__count');
    await page.locator('[data-testid=todo-filter-all]').click();
    await page.locator('.todo-main[data-ready="/apps/todo"]').waitFor();
    const ids = await taskIds();
    expect(ids.length).toBeGreaterThan(20);
    const later = page.locator(`.task-row[data-task-id="${ids[25]}"]`);
    const pressed = await later.locator('[data-testid=task-important]').getAttribute('aria-pressed');
    const graphql = recordGraphQL(page);
    await later.locator('[data-testid=task-important]').click();
    await expect.poll(() => later.locator('[data-testid=task-important]').getAttribute('aria-pressed')).not.toBe(pressed);

    await page.locator('[data-testid=todo-filter-important]').click();
    await page.locator('.todo-main[data-ready="/apps/todo/important"]').waitFor();
    expect(await countIn('.todo-main__count')).toBe(important + (pressed === 'true' ? -1 : 1));
    expect(graphql.operations).toEqual(['UpdateTask']);
  });

  it('the mailbox shows its 20 newest mails, then older ones as the list scrolls', async () => {
    await page.goto(`${baseUrl}/apps/email`);
    const rows = page.locator('.email-rows > li');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(20);
    const total = await countIn('.email-toolbar__hint');
    expect(total).toBeGreaterThan(20);

    await page.locator('[data-testid=email-list-more]').scrollIntoViewIfNeeded();
    await page.waitForFunction(() => document.querySelectorAll('.email-rows > li').length > 20);
    const times = await page.locator('.email-rows > li time').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('datetime') ?? ''));
    expect(times.length).toBeGreaterThan(20);
    expect(times).toEqual([...times].sort().reverse());
    expect(await countIn('.email-toolbar__hint')).toBe(total);
    await screenshot(page, 'email-second-page');
  });
});
