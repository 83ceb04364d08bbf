import { describe, expect, it } from 'vitest';
import { recordGraphQL, screenshot, usePage } from './support/browser.js';
import { useProductServer } from './support/server.js';

const baseUrl = await useProductServer();
const { page } = usePage({ signInAs: { baseUrl, role: 'admin' } });

// One signed-in page for the file: the flows build on each other like a user's session would.

const rows = () => page.locator('[data-testid=task-list] .task-row');
const titles = () => page.locator('[data-testid=task-list] .task-row__title').allTextContents();

/** Waits until the list shows the answer for the current URL (no stale rows from the previous filter). */
async function settled(): Promise<void> {
  const { pathname, search } = new URL(page.url());
  await page.locator(`.todo-main[data-ready="${pathname}${search}"]`).waitFor();
}

async function open(path: string): Promise<void> {
  await page.goto(`${baseUrl}${path}`);
  await page.locator('.todo-main').waitFor();
  await settled();
}

describe('to-do', () => {
  it('lists open tasks newest first, with tags, assignee and due date', async () => {
    await open('/apps/todo');
    expect(await rows().count()).toBeGreaterThan(10);
    const ids = await rows().evaluateAll((nodes) => nodes.map((n) => Number(n.getAttribute('data-task-id'))));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(await page.locator('[data-testid=todo-filter-all]').getAttribute('class')).toContain('active');
    expect(await page.locator('.task-row__due').first().textContent()).toMatch(/^\d{1,2} [а-я]+\.?$/);
    // A tag too long for its place ends in an ellipsis drawn by CSS (components/tag.tsx), on one line.
    const cut = await page.locator('.todo-tag').first().evaluate((tag) => {
      (tag as HTMLElement).style.maxWidth = '3em';
      const text = getComputedStyle(tag.querySelector('.bp6-fill') as Element);
      return { overflow: text.textOverflow, wrap: text.whiteSpace, lines: Math.round(tag.getBoundingClientRect().height / parseFloat(text.lineHeight)) };
    });
    expect(cut).toEqual({ overflow: 'ellipsis', wrap: 'nowrap', lines: 1 });
    await screenshot(page, 'todo');
  });

  it('filters by important, completed and deleted through the sidebar and the URL', async () => {
    await page.locator('[data-testid=todo-filter-important]').click();
    await page.waitForURL(`${baseUrl}/apps/todo/important`);
    await settled();
    expect(await rows().count()).toBeGreaterThan(0);
    expect(new Set(await page.locator('[data-testid=task-important]').evaluateAll((n) => n.map((b) => b.getAttribute('aria-pressed'))))).toEqual(new Set(['true']));

    await page.locator('[data-testid=todo-filter-completed]').click();
    await page.waitForURL(`${baseUrl}/apps/todo/completed`);
    await settled();
    expect(await rows().count()).toBeGreaterThan(0);
    expect(await page.locator('.task-row:not(.task-row--completed)').count()).toBe(0);

    await page.locator('[data-testid=todo-filter-deleted]').click();
    await page.waitForURL(`${baseUrl}/apps/todo/deleted`);
    await settled();
    expect(await rows().count()).toBeGreaterThan(0);
    // The trash is read-only: no completing or starring there.
    expect(await page.locator('input[data-testid=task-complete]:not([disabled])').count()).toBe(0);
    expect(await page.locator('input[data-testid=task-complete][disabled]').count()).toBe(await rows().count());
  });

  it('filters by tag', async () => {
    await page.locator('[data-testid=todo-tag-high]').click();
    await page.waitForURL(`${baseUrl}/apps/todo/tag/high`);
    await settled();
    const count = await rows().count();
    expect(count).toBeGreaterThan(0);
    expect(await page.locator('.task-row:has(.todo-tag[data-tag=high])').count()).toBe(count);
    expect(await page.locator('.todo-main__heading h2').textContent()).toBe('Высокий');
  });

  it('searches and sorts, both kept in the URL across filter changes and a reload', async () => {
    await open('/apps/todo');
    await page.locator('[data-testid=todo-search]').fill('отчёт');
    await page.waitForURL(/\?q=/);
    await settled();
    const found = await titles();
    expect(found.length).toBeGreaterThan(0);
    for (const title of found) expect(title.toLowerCase()).toContain('отчёт');

    await page.locator('[data-testid=todo-search]').fill('');
    await page.waitForURL(`${baseUrl}/apps/todo`);
    await page.locator('[data-testid=todo-sort]').click();
    await page.locator('[data-sort=title-asc]').click();
    await page.waitForURL(`${baseUrl}/apps/todo?sort=title-asc`);
    await settled();
    const sorted = await titles();
    expect(sorted).toEqual([...sorted].sort((a, b) => a.localeCompare(b, 'ru', { sensitivity: 'base' })));

    await page.locator('[data-testid=todo-filter-important]').click();
    await page.waitForURL(`${baseUrl}/apps/todo/important?sort=title-asc`);
    await page.reload();
    await page.locator('.todo-main').waitFor();
    await settled();
    expect(await page.locator('[data-testid=todo-sort]').textContent()).toContain('А–Я');
    const afterReload = await titles();
    expect(afterReload).toEqual([...afterReload].sort((a, b) => a.localeCompare(b, 'ru', { sensitivity: 'base' })));
  });

  it('adds a task in the drawer after validation, shown at once without refetching the list', async () => {
    await open('/apps/todo');
    await page.locator('[data-testid=todo-add]').click();
    await page.locator('[data-testid=task-submit]').click();
    await page.locator('.todo-drawer').getByText('Введите название задачи').waitFor();
    await page.locator('.todo-drawer').getByText('Укажите срок в формате ДД.ММ.ГГГГ').waitFor();

    await page.locator('#task-title').fill('Позвонить «Зелёной долине» по договору');
    await page.locator('#task-assignee').selectOption({ index: 2 });
    await page.locator('#task-due').fill('05.12.2026');
    // Enter would submit the form: a click elsewhere closes the date picker instead.
    await page.locator('.todo-drawer .bp6-drawer-header').click();
    await page.locator('#task-tags').click();
    await page.locator('[data-tag-option=high]').click();
    await page.locator('[data-tag-option=team]').click();
    await page.locator('.todo-drawer .bp6-drawer-header').click();
    await page.locator('#task-description').fill('Уточнить сроки оплаты');
    await page.locator('label:has([data-testid=task-form-important])').click();
    await screenshot(page, 'todo-drawer');

    const graphql = recordGraphQL(page);
    await page.locator('[data-testid=task-submit]').click();
    await page.locator('.todo-drawer').waitFor({ state: 'detached' });
    const first = rows().first();
    await expect.poll(() => first.locator('.task-row__title').textContent()).toBe('Позвонить «Зелёной долине» по договору');
    expect(await first.locator('.todo-tag').allTextContents()).toEqual(['Высокий', 'Команда']);
    expect(await first.locator('.task-row__due').textContent()).toMatch(/^5 дек/);
    expect(await first.locator('[data-testid=task-important]').getAttribute('aria-pressed')).toBe('true');
    expect(graphql.operations).toEqual(['AddTask']);
  });

  it('shows the person the legacy client assigned from outside the team, with their initials avatar, and keeps them on save', async () => {
    // The legacy sidebar's add-tasks call, as it posts its own assignee list's { fullName, avatar }.
    const token = await page.evaluate(() => localStorage.getItem('accessToken') ?? '');
    const res = await fetch(`${baseUrl}/apps/todo/add-tasks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ task: { title: 'Созвон с партнёром', dueDate: '2026-12-06T09:00:00.000Z', tags: [], description: '', assignee: { fullName: 'Rachel Green', avatar: null } } }),
    });
    expect(res.status).toBe(201);
    const { id } = ((await res.json()) as { task: { id: number } }).task;
    await open('/apps/todo');
    const row = page.locator(`.task-row[data-task-id="${id}"]`);
    await expect.poll(() => row.locator('.task-row__assignee').getAttribute('title')).toBe('Rachel Green');
    const picture = row.locator('.task-row__assignee img');
    expect(await picture.getAttribute('src')).toMatch(/^\/avatars\/\d\/RG\.svg$/);
    await expect.poll(() => picture.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await row.locator('.task-row__title').click();
    expect(await page.locator('#task-assignee option:checked').textContent()).toBe('Rachel Green (не из команды)');
    await screenshot(page, 'todo-guest-assignee');
    await page.locator('#task-title').fill('Созвон с партнёром (перенесён)');
    await page.locator('[data-testid=task-submit]').click();
    await page.locator('.todo-drawer').waitFor({ state: 'detached' });
    await expect.poll(() => row.locator('.task-row__title').textContent()).toBe('Созвон с партнёром (перенесён)');
    expect(await row.locator('.task-row__assignee').getAttribute('title')).toBe('Rachel Green');
  });

  it('edits a task: only the new title is saved and the row changes in place', async () => {
    const first = rows().first();
    const id = await first.getAttribute('data-task-id');
    await first.locator('.task-row__title').click();
    await page.locator('#task-title').fill('Позвонить «Зелёной долине» по оплате');
    const graphql = recordGraphQL(page);
    await page.locator('[data-testid=task-submit]').click();
    await page.locator('.todo-drawer').waitFor({ state: 'detached' });
    await expect.poll(() => page.locator(`.task-row[data-task-id="${id}"] .task-row__title`).textContent()).toBe('Позвонить «Зелёной долине» по оплате');
    expect(graphql.operations).toEqual(['UpdateTask']);
  });

  it('completing is optimistic, and a reopened task leaves the completed list without a refetch', async () => {
    const first = rows().first();
    const id = await first.getAttribute('data-task-id');
    await first.locator('.task-row__check').click();
    await page.locator(`.task-row--completed[data-task-id="${id}"]`).waitFor();

    await page.locator('[data-testid=todo-filter-completed]').click();
    await settled();
    const completedRow = page.locator(`.task-row[data-task-id="${id}"]`);
    await completedRow.waitFor();
    const before = await rows().count();
    const graphql = recordGraphQL(page);
    await completedRow.locator('.task-row__check').click();
    await completedRow.waitFor({ state: 'detached' });
    expect(await rows().count()).toBe(before - 1);
    await page.waitForTimeout(300);
    expect(graphql.operations).toEqual(['UpdateTask']);
  });

  it('deletes softly: the task leaves the list and appears under deleted, also after a reload', async () => {
    await page.locator('[data-testid=todo-filter-all]').click();
    await settled();
    const first = rows().first();
    const id = await first.getAttribute('data-task-id');
    await first.locator('.task-row__title').click();
    // The drawer reads the task's change history as it opens: that read is not the delete's.
    await page.locator('.todo-drawer [data-testid=change-history][aria-busy=false]').waitFor();
    const graphql = recordGraphQL(page);
    await page.locator('[data-testid=task-delete]').click();
    await page.locator(`.task-row[data-task-id="${id}"]`).waitFor({ state: 'detached' });
    expect(graphql.operations).toEqual(['DeleteTask']);

    await page.locator('[data-testid=todo-filter-deleted]').click();
    await settled();
    await page.locator(`.task-row[data-task-id="${id}"]`).waitFor();

    await page.reload();
    await page.locator('.todo-main').waitFor();
    await settled();
    const trashed = page.locator(`.task-row[data-task-id="${id}"]`);
    expect(await trashed.locator('.task-row__title').textContent()).toBe('Позвонить «Зелёной долине» по оплате');
    await trashed.click();
    await page.locator('.todo-drawer').getByText('Корзина доступна только для просмотра').waitFor();
    expect(await page.locator('[data-testid=task-submit]').count()).toBe(0);
  });
});
