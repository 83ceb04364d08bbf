import { beforeAll, describe, expect, it } from 'vitest';
import { eventually as poll, recordGraphQL, screenshot, settled, totalOf, usePage } from './support/browser.js';
import { useProductServer } from './support/server.js';

const baseUrl = await useProductServer();

// One signed-in page for the file: the cases run in order and share it.
const { page } = usePage({ signInAs: { baseUrl, role: 'admin' } });
let graphql: ReturnType<typeof recordGraphQL>;
beforeAll(() => {
  graphql = recordGraphQL(page);
});

const rows = () => page.locator('[data-testid=permission-row]');
const names = () => page.locator('.permissions-table__name').allTextContents();
const summary = () => page.locator('[data-testid=permissions-summary]').textContent();
const rowTags = () => rows().evaluateAll((trs) => trs.map((tr) => Array.from(tr.querySelectorAll('.role-tag'), (t) => t.textContent ?? '')));

async function openPermissions(query = ''): Promise<void> {
  await page.goto(`${baseUrl}/apps/permissions${query}`);
  await rows().first().waitFor();
}

describe('permissions table', () => {
  it('pages by 10 with role tags and the server date text', async () => {
    await openPermissions();
    expect(await rows().count()).toBe(10);
    expect(await summary()).toMatch(/^Показано 1–10 из \d+$/);
    const dates = await page.locator('.permissions-table__date').allTextContents();
    expect(dates.every((d) => /^\d{2} [а-я]{3} \d{4}, \d{2}:\d{2}$/.test(d))).toBe(true);
    await screenshot(page, 'permissions');
  });

  it('pages, filters by role and searches on the server, and keeps it all across a reload', async () => {
    await openPermissions();
    const first = await names();
    await page.getByRole('button', { name: 'Страница 2', exact: true }).click();
    await page.waitForURL(/page=2/);
    await poll(summary).toMatch(/^Показано 11–/);
    await settled(page);
    const second = await names();
    expect(second.some((n) => first.includes(n))).toBe(false);
    await page.reload();
    await rows().first().waitFor();
    expect(new URL(page.url()).search).toBe('?page=2');
    expect(await names()).toEqual(second);

    await page.selectOption('[data-testid=permissions-role]', 'support');
    await page.waitForURL((url) => url.searchParams.get('role') === 'support' && !url.searchParams.has('page'));
    await poll(async () => (await rowTags()).every((tags) => tags.includes('Поддержка'))).toBe(true);
    const supportNames = await names();

    await page.reload();
    await rows().first().waitFor();
    expect(await page.locator('[data-testid=permissions-role]').inputValue()).toBe('support');
    expect(await names()).toEqual(supportNames);

    await page.selectOption('[data-testid=permissions-role]', '');
    await page.locator('[data-testid=permissions-search]').fill('отчёт');
    await page.waitForURL((url) => url.searchParams.get('q') === 'отчёт' && !url.searchParams.has('role'));
    await poll(async () => (await names()).every((n) => n.toLowerCase().includes('отчёт'))).toBe(true);
    await page.reload();
    await rows().first().waitFor();
    expect(await page.locator('[data-testid=permissions-search]').inputValue()).toBe('отчёт');
  });

  it('adds a permission first in the list, assigned to the administrator, without a list refetch', async () => {
    await openPermissions();
    const before = totalOf(await summary());
    graphql.clear();
    await page.locator('[data-testid=add-permission]').click();
    await page.locator('[data-testid=permission-submit]').click();
    await page.locator('[data-testid=permission-form]').getByText('Введите название').waitFor();
    await page.locator('#permission-name').fill('Проверка e2e-прав');
    await page.locator('[data-testid=permission-submit]').click();
    await page.locator('.bp6-toast').getByText('Право «Проверка e2e-прав» добавлено').waitFor();
    await poll(async () => (await names())[0]).toBe('Проверка e2e-прав');
    expect((await rowTags())[0]).toEqual(['Администратор']);
    expect(await rows().count()).toBe(10);
    expect(totalOf(await summary())).toBe(before + 1);
    expect(graphql.operations).toEqual(['AddPermission']);
  });

  it('rejects a name in use on the field, then renames without a refetch', async () => {
    const taken = (await names())[1];
    graphql.clear();
    await rows().first().locator('[data-testid=edit-permission]').click();
    await page.locator('#permission-name').fill(taken);
    await page.locator('[data-testid=permission-submit]').click();
    await page.locator('[data-testid=permission-form]').getByText('Право с таким названием уже есть').waitFor();
    await page.locator('#permission-name').fill('Проверка e2e-прав, новое имя');
    await page.locator('[data-testid=permission-submit]').click();
    await poll(async () => (await names())[0]).toBe('Проверка e2e-прав, новое имя');
    // The dialog reads the permission's history (AuditEvents); the list is never read again.
    expect(graphql.operations.filter((operation) => operation !== 'AuditEvents')).toEqual(['UpdatePermission', 'UpdatePermission']);
  });

  it('deletes after confirmation without a list refetch, and the change survives a reload', async () => {
    const before = totalOf(await summary());
    graphql.clear();
    await rows().first().locator('[data-testid=delete-permission]').click();
    await page.getByRole('button', { name: 'Да, удалить' }).click();
    await poll(async () => (await names())[0]).not.toBe('Проверка e2e-прав, новое имя');
    await page.locator('.bp6-toast').getByText('Право «Проверка e2e-прав, новое имя» удалено').waitFor();
    expect(totalOf(await summary())).toBe(before - 1);
    expect(graphql.operations).toEqual(['DeletePermission']);
    await page.reload();
    await rows().first().waitFor();
    expect(await names()).not.toContain('Проверка e2e-прав, новое имя');
  });
});

describe('roles', () => {
  it('shows a card per role with its users and abilities; choosing one filters the table and survives a reload', async () => {
    await page.goto(`${baseUrl}/apps/roles`);
    await page.locator('[data-testid^=role-card-]').first().waitFor();
    expect(await page.locator('[data-testid^=role-card-] h3').allTextContents()).toEqual([
      'Администратор',
      'Менеджер',
      'Пользователь',
      'Поддержка',
      'Ограниченный пользователь',
    ]);
    await rows().first().waitFor();
    await screenshot(page, 'roles');

    const manager = page.locator('[data-testid=role-card-manager]');
    const count = Number(/\d+/.exec((await manager.locator('[data-testid=role-permission-count]').textContent()) ?? '')?.[0]);
    await manager.getByRole('button', { name: 'Показать права' }).click();
    await page.waitForURL(/role=manager/);
    await poll(async () => (await rowTags()).every((tags) => tags.includes('Менеджер'))).toBe(true);
    expect(totalOf(await summary())).toBe(count);
    expect(await manager.getAttribute('class')).toContain('role-card--selected');

    await page.reload();
    await rows().first().waitFor();
    expect(await page.locator('[data-testid=role-card-manager]').getAttribute('class')).toContain('role-card--selected');
    expect(totalOf(await summary())).toBe(count);
  });
});
