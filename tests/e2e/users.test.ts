import { beforeAll, describe, expect, it } from 'vitest';
import { eventually as poll, recordGraphQL, screenshot, totalOf, usePage } from './support/browser.js';
import { useProductServer } from './support/server.js';

const baseUrl = await useProductServer();

// One signed-in page for the file: the cases run in order and share it.
const { page } = usePage({ signInAs: { baseUrl, role: 'admin' } });
let graphql: ReturnType<typeof recordGraphQL>;
beforeAll(() => {
  graphql = recordGraphQL(page);
});

const rows = () => page.locator('[data-testid=user-row]');
const summary = () => page.locator('[data-testid=users-summary]').textContent();
// Cells after the row's pick box: 0 the user, 1 the role …
const column = (index: number) => rows().evaluateAll((trs, i) => trs.map((tr) => tr.querySelectorAll('td')[i + 1]?.textContent?.trim() ?? ''), index);
const emails = () => page.locator('[data-testid=user-row] .user-cell__email').allTextContents();
const names = () => page.locator('[data-testid=user-row] .user-cell__name').allTextContents();

async function openList(query = ''): Promise<void> {
  await page.goto(`${baseUrl}/apps/user/list${query}`);
  await rows().first().waitFor();
}

describe('users list', () => {
  it('shows the first page of 10, sorted by name, with counters that add up', async () => {
    await openList();
    expect(await rows().count()).toBe(10);
    const text = await summary();
    expect(text).toMatch(/^Показано 1–10 из \d+$/);
    await poll(() => page.locator('[data-testid=stat-total]').textContent()).toBe(String(totalOf(text)));
    const names = await page.locator('.user-cell__name').allTextContents();
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'ru')));
    await screenshot(page, 'users-list');
  });

  it('filters by role and status in Russian, sorts on the server and pages, all kept in the URL across a reload', async () => {
    await openList();
    await page.selectOption('#filter-role', 'editor');
    await page.waitForURL(/role=editor/);
    await poll(async () => new Set(await column(1))).toEqual(new Set(['Редактор']));

    await page.selectOption('#filter-role', '');
    await page.selectOption('#filter-status', 'active');
    await page.waitForURL((url) => url.searchParams.get('status') === 'active' && !url.searchParams.has('role'));
    await poll(async () => new Set(await column(4))).toEqual(new Set(['Активен']));

    await page.locator('[data-testid=sort-billing]').click();
    await page.waitForURL(/sort=billing\.asc/);
    await page.locator('[data-testid=sort-fullName]').click();
    await page.waitForURL(/sort=fullName\.asc/);
    await page.locator('[data-testid=sort-fullName]').click();
    await page.waitForURL(/sort=fullName\.desc/);
    await poll(async () => {
      const list = await names();
      return list.length === 10 && list.every((n, i) => i === 0 || list[i - 1].localeCompare(n, 'ru') >= 0);
    }).toBe(true);
    const firstPage = await names();

    await page.getByRole('button', { name: 'Страница 2', exact: true }).click();
    await page.waitForURL(/page=2/);
    await poll(async () => (await names())[0]).not.toBe(firstPage[0]);
    const secondPage = await names();
    expect(secondPage.every((n) => firstPage.at(-1)!.localeCompare(n, 'ru') >= 0)).toBe(true);
    expect(await summary()).toMatch(/^Показано 11–/);

    await page.reload();
    await rows().first().waitFor();
    expect(new URL(page.url()).search).toBe('?status=active&sort=fullName.desc&page=2');
    expect(await page.locator('#filter-status').inputValue()).toBe('active');
    expect(await page.locator('[data-testid=sort-fullName]').locator('..').getAttribute('aria-sort')).toBe('descending');
    expect(await names()).toEqual(secondPage);
  });

  it('searches e-mail, name and billing on the server and says when nothing matches', async () => {
    await openList();
    const search = page.locator('[data-testid=users-search] input, input[data-testid=users-search]').first();
    await search.fill('paypal');
    await page.waitForURL(/q=paypal/);
    await poll(async () => new Set(await column(3))).toEqual(new Set(['Вручную — PayPal']));
    await search.fill('нет-такого-пользователя');
    await page.locator('.bp6-non-ideal-state').getByText('Пользователи не найдены').waitFor();
    await page.getByRole('button', { name: 'Сбросить фильтры' }).first().click();
    await rows().first().waitFor();
    expect(new URL(page.url()).search).toBe('');
  });
});

describe('adding and deleting', () => {
  const name = 'Аарон Тестовый';
  const email = 'aaron.test@e2e.example';

  it('validates the drawer, shows the server duplicate on the field, then the new user appears without a list refetch', async () => {
    await openList();
    const existing = (await emails())[0];
    const before = totalOf(await summary());

    await page.locator('[data-testid=add-user]').click();
    const form = page.locator('[data-testid=add-user-form]');
    await form.waitFor();
    await page.locator('[data-testid=add-user-submit]').click();
    expect(await form.locator('.bp6-form-helper-text').allTextContents()).toEqual(['Обязательное поле', 'Обязательное поле', 'Обязательное поле']);

    await page.locator('#add-user-fullName').fill(name);
    await page.locator('#add-user-username').fill('aaron_e2e');
    await page.locator('#add-user-email').fill('not-an-email');
    await page.locator('[data-testid=add-user-submit]').click();
    expect(await form.locator('.bp6-form-helper-text').allTextContents()).toEqual(['Введите e-mail в формате name@example.ru']);

    await page.locator('#add-user-email').fill(existing);
    await page.locator('[data-testid=add-user-submit]').click();
    await form.getByText('Этот e-mail уже используется').waitFor();
    await screenshot(page, 'users-add-drawer');

    await page.locator('#add-user-email').fill(email);
    await page.selectOption('#add-user-role', 'HR');
    graphql.clear();
    await page.locator('[data-testid=add-user-submit]').click();
    await page.locator('.bp6-toast').getByText(`Пользователь ${name} добавлен`).waitFor();
    await form.waitFor({ state: 'detached' });

    await poll(() => page.locator('.user-cell__name').first().textContent()).toBe(name);
    expect(await rows().count()).toBe(10);
    expect(await column(1).then((c) => c[0])).toBe('HR-менеджер');
    expect(totalOf(await summary())).toBe(before + 1);
    await poll(() => page.locator('[data-testid=stat-total]').textContent()).toBe(String(before + 1));
    expect(graphql.operations).toEqual(['AddUser']);
  });

  it('deletes after confirmation, optimistically and without a list refetch; the deletion survives a reload', async () => {
    const before = totalOf(await summary());
    const row = rows().filter({ hasText: name });
    graphql.clear();
    await row.locator('[data-testid=delete-user]').click();
    await page.locator('.bp6-alert').getByText(`${name} будет удалён из списка`).waitFor();
    await page.getByRole('button', { name: 'Да, удалить' }).click();
    await row.waitFor({ state: 'detached' });
    await page.locator('.bp6-toast').getByText(`Пользователь ${name} удалён`).waitFor();
    expect(totalOf(await summary())).toBe(before - 1);
    expect(graphql.operations).toEqual(['DeleteUser']);

    await page.reload();
    await rows().first().waitFor();
    expect(await page.locator('.user-cell__name').allTextContents()).not.toContain(name);
  });
});

describe('user view', () => {
  it('opens the first user, shows profile, plan and every tab from the user data, and keeps the tab in the URL', async () => {
    await openList();
    const firstName = await page.locator('.user-cell__name').first().textContent();
    await page.goto(`${baseUrl}/apps/user/view`);
    await page.waitForURL(/\/apps\/user\/view\/\d+$/);
    await page.locator('[data-testid=profile-card]').waitFor();
    expect(await page.locator('.profile-card__name').textContent()).toBe(firstName);
    await page.locator('[data-testid=plan-card]').waitFor();
    await page.locator('[data-testid=tab-account]').waitFor();
    await screenshot(page, 'user-view');

    await page.getByRole('tab', { name: 'Безопасность' }).click();
    await page.waitForURL(/tab=security/);
    await page.locator('#new-password').fill('short');
    await page.locator('#confirm-password').fill('other');
    await page.locator('[data-testid=password-submit]').click();
    await page.getByText('Пароль должен быть не короче 8 символов').waitFor();
    await page.getByText('Пароли не совпадают').waitFor();
    await page.locator('#new-password').fill('Sekret2026');
    await page.locator('#confirm-password').fill('Sekret2026');
    await page.locator('[data-testid=password-submit]').click();
    await page.locator('.bp6-toast').getByText('Пароль подходит').waitFor();

    await page.reload();
    await page.locator('[data-testid=tab-security]').waitFor();

    for (const [tab, panel] of [['Оплата и тариф', 'tab-billing'], ['Уведомления', 'tab-notifications'], ['Подключения', 'tab-connections']] as const) {
      await page.getByRole('tab', { name: tab }).click();
      await page.locator(`[data-testid=${panel}]`).waitFor();
    }
    await page.getByRole('tab', { name: 'Уведомления' }).click();
    const toggle = page.locator('[data-testid=tab-notifications] input[type=checkbox]').first();
    await toggle.waitFor();
    const was = await toggle.isChecked();
    await toggle.focus();
    await page.keyboard.press('Space');
    await poll(() => toggle.isChecked()).toBe(!was);
  });

  it('says so when the user does not exist', async () => {
    await page.goto(`${baseUrl}/apps/user/view/999999`);
    await page.getByText('Пользователь не найден').waitFor();
  });
});
