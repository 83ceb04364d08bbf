import { describe, expect, it } from 'vitest';
import { screenshot, usePage } from './support/browser.js';
import { useProductServer } from './support/server.js';

/**
 * "No lost update" as a person meets it: someone else saves the task being edited; the save is
 * refused with CONFLICT and the editor names who saved and which field changed, then the person keeps their
 * own edit and saves it knowingly.
 */
const baseUrl = await useProductServer();
const { page } = usePage({ signInAs: { baseUrl, role: 'admin' } });

async function otherPersonsToken(): Promise<string> {
  const credentials = { email: 'anna.conflict@example.com', password: 'conflict-1234', username: 'anna.conflict' };
  const res = await fetch(`${baseUrl}/jwt/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(credentials) });
  expect(res.status).toBe(200);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

async function renameAs(token: string, id: string, title: string): Promise<void> {
  const res = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: 'mutation ($id: ID!, $title: String!) { updateTask(id: $id, input: { title: $title }) { id version } }', variables: { id, title } }),
  });
  const body = (await res.json()) as { data?: { updateTask: { version: number } } };
  expect(body.data?.updateTask.version).toBeGreaterThan(1);
}

describe('editing a task someone else saved meanwhile', () => {
  it('names who saved and what changed, and saves the kept edit on purpose', async () => {
    await page.goto(`${baseUrl}/apps/todo`);
    const first = page.locator('[data-testid=task-list] .task-row').first();
    await first.waitFor();
    const id = (await first.getAttribute('data-task-id')) as string;
    await first.locator('.task-row__title').click();
    await page.locator('#task-title').fill('Моя правка заголовка');

    await renameAs(await otherPersonsToken(), id, 'Правка Анны');
    await page.locator('[data-testid=task-submit]').click();

    const notice = page.locator('[data-testid=version-conflict]');
    await notice.waitFor();
    const text = (await notice.textContent()) ?? '';
    expect(text).toContain('anna.conflict');
    expect(text).toMatch(/Изменено: .*Название/);
    await screenshot(page, 'version-conflict-task');

    await notice.getByRole('button', { name: 'Продолжить с моими правками' }).click();
    await page.locator('[data-testid=task-submit]').click();
    await page.locator('.todo-drawer').waitFor({ state: 'detached' });
    await expect.poll(() => page.locator(`.task-row[data-task-id="${id}"] .task-row__title`).textContent()).toBe('Моя правка заголовка');
  });
});
