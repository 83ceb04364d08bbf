import { readFile } from 'node:fs/promises';
import iconv from 'iconv-lite';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, horizontalOverflow } from './support/accessibility.js';
import { loginAs, newPage, screenshot, usePage } from './support/browser.js';
import { applyLook, SIZES } from './support/screens.js';
import { adminToken, useProductServer } from './support/server.js';

// A customer list as Russian Excel saves it (`;`, Windows-1251), imported into the users with mapping and preview,
// then undone; the cases run in order on one server.
const baseUrl = await useProductServer();
const { browser, page } = usePage({ signInAs: { baseUrl, role: 'admin' } });

const ROWS = 1000;
const HEADER = ['Электронная почта', 'ФИО', 'Роль', 'Тариф', 'Компания', 'Город'];

/** 1,000 customers; row 5 has no valid e-mail and row 10 repeats row 1's: 998 are added. */
function customers(): Buffer {
  const rows = Array.from({ length: ROWS }, (_, i) => [
    i === 4 ? 'нет почты' : i === 9 ? 'Client1@Import.e2e' : `client${i + 1}@import.e2e`,
    `Клиент Номер ${i + 1}`,
    'subscriber',
    i % 2 === 0 ? 'team' : 'company',
    `ООО «Поставщик ${i % 37}»`,
    'Казань',
  ]);
  return iconv.encode([HEADER, ...rows].map((row) => row.join(';')).join('\r\n') + '\r\n', 'win1251');
}

async function importedTotal(): Promise<number> {
  const res = await fetch(`${baseUrl}/api/users/list/data?q=import.e2e&perPage=1`, { headers: { authorization: `Bearer ${await adminToken(baseUrl)}` } });
  return ((await res.json()) as { total: number }).total;
}

async function upload(target: Page, file: Buffer, name: string): Promise<void> {
  await target.locator('input[type=file]').setInputFiles({ name, mimeType: 'text/csv', buffer: file });
  await target.locator('[data-testid=import-upload]').click();
  await target.locator('[data-testid=import-mapping]').waitFor();
}

describe('CSV import into the users', () => {
  it('uploads a `;`-separated Windows-1251 file of 1,000 users, maps and previews it, imports it with progress, and undoes it', async () => {
    await page.goto(`${baseUrl}/apps/user/list`);
    await page.locator('[data-testid=import-users]').click();
    await page.locator('[data-testid=import-page]').waitFor();
    await screenshot(page, 'import-upload');
    await expectAccessible(page, 'import: upload');

    await upload(page, customers(), 'клиенты.csv');
    expect(await page.locator('[data-testid=import-file-summary]').textContent()).toMatch(/1000.*windows-1251.*точка с запятой/);
    // Suggested from the Russian headers; the city has no field of its own: mapped by hand to the country.
    expect(await page.locator('#import-column-0').inputValue()).toBe('email');
    expect(await page.locator('#import-column-3').inputValue()).toBe('currentPlan');
    expect(await page.locator('#import-column-5').inputValue()).toBe('');
    await page.selectOption('#import-column-5', 'country');
    const preview = page.locator('[data-testid=import-preview]');
    expect(await preview.locator('tbody tr').count()).toBe(20);
    expect(await preview.locator('.imports-preview__error').first().textContent()).toBe('нет почтыне адрес электронной почты');
    expect(await preview.locator('.imports-preview__duplicate').count()).toBe(1);
    expect(await page.locator('[data-testid=import-duplicates]').textContent()).toContain('1 строка');
    await screenshot(page, 'import-mapping');
    await expectAccessible(page, 'import: mapping and preview');

    await page.locator('[data-testid=import-start]').click();
    await page.locator('[data-testid=import-progress][data-status=completed]').waitFor({ timeout: 60_000 });
    expect(await page.locator('[data-testid=import-count-created]').textContent()).toBe(String(ROWS - 2));
    expect(await page.locator('[data-testid=import-count-failed]').textContent()).toBe('2');
    expect(await importedTotal()).toBe(ROWS - 2);
    await screenshot(page, 'import-done');
    await expectAccessible(page, 'import: result');

    const download = page.waitForEvent('download');
    await page.locator('[data-testid=import-refused]').click();
    const refused = await readFile((await (await download).path()) as string, 'utf8');
    expect(refused).toContain('row;reason');
    expect(refused).toContain('нет почты;');

    await page.locator('[data-testid=import-undo]').click();
    await page.locator('[data-testid=bulk-progress][data-status=completed]').waitFor({ timeout: 60_000 });
    expect(await importedTotal()).toBe(0);
    await screenshot(page, 'import-undone');
  });

  it('is reached from the to-do too, as the tasks’ import', async () => {
    await page.goto(`${baseUrl}/apps/todo`);
    await page.locator('[data-testid=import-tasks]').click();
    await page.locator('[data-testid=import-page]').waitFor();
    expect(await page.locator('.page-header__title').textContent()).toBe('Импорт задач');
    const tasks = iconv.encode('Задача;Срок;Теги\r\nПозвонить;05.12.2026;Высокий\r\n', 'win1251');
    await upload(page, tasks, 'задачи.csv');
    expect(await page.locator('#import-column-1').inputValue()).toBe('dueDate');
    await expectAccessible(page, 'import of tasks: mapping');
  });

  it('is reached from the data tables too, as the employees’ import', async () => {
    await page.goto(`${baseUrl}/datatables`);
    await page.locator('[data-testid=import-employees]').click();
    await page.locator('[data-testid=import-page]').waitFor();
    expect(await page.locator('.page-header__title').textContent()).toBe('Импорт сотрудников');
    expect(await page.locator('.page-header__crumbs').textContent()).toContain('Сотрудники');
    const employees = iconv.encode('Эл. почта;Имя;Должность;Город;Дата начала;Зарплата;Возраст;Опыт, лет\r\nanna@import.e2e;Анна;Бухгалтер;Москва;05.12.2019;52000;34;7\r\n', 'win1251');
    await upload(page, employees, 'сотрудники.csv');
    expect(await page.locator('#import-column-7').inputValue()).toBe('experience');
  });

  it('fits a 390-px phone and passes axe in the dark skin', async () => {
    const phone = await newPage(browser, SIZES.phone);
    try {
      await applyLook(phone.context, { skin: 'dark', dir: 'ltr', lang: 'ru' });
      await loginAs(phone.page, baseUrl, 'admin');
      // The lists with their Import buttons still fit.
      for (const [path, button] of [['/apps/user/list', 'import-users'], ['/apps/todo', 'import-tasks'], ['/datatables', 'import-employees']]) {
        await phone.page.goto(`${baseUrl}${path}`);
        await phone.page.locator(`[data-testid=${button}]`).waitFor();
        const list = await horizontalOverflow(phone.page);
        expect(list.overflow, `${path}: ${list.culprits.join(', ')}`).toBe(0);
        await screenshot(phone.page, `import-button-phone-${button}`);
      }
      await phone.page.goto(`${baseUrl}/apps/user/import`);
      await phone.page.locator('[data-testid=import-page]').waitFor();
      await upload(phone.page, customers(), 'клиенты.csv');
      await expectAccessible(phone.page, 'import mapping on a phone, dark');
      const { overflow, culprits } = await horizontalOverflow(phone.page);
      expect(overflow, culprits.join(', ')).toBe(0);
      await screenshot(phone.page, 'import-phone-dark');
      await phone.page.goto(`${baseUrl}/datatables/import`);
      await phone.page.locator('[data-testid=import-page]').waitFor();
      await upload(phone.page, iconv.encode('Email;Имя;Должность;Город;Дата начала;Зарплата;Возраст;Опыт, лет\r\nanna@import.e2e;Анна;Бухгалтер;Москва;05.12.2019;52000;34;7\r\n', 'win1251'), 'сотрудники.csv');
      await screenshot(phone.page, 'import-employees-phone-dark');
      await expectAccessible(phone.page, 'employees import mapping on a phone, dark');
      const employees = await horizontalOverflow(phone.page);
      expect(employees.overflow, employees.culprits.join(', ')).toBe(0);
    } finally {
      await phone.context.close();
    }
  });
});
