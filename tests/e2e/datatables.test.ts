import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { eventually as poll, screenshot, settled, usePage } from './support/browser.js';
import { useProductServer } from './support/server.js';

/** The employee data table (Blueprint Table2) and the /tables gallery in real Chromium. One page for the file. */
const baseUrl = await useProductServer();
const { page } = usePage({ signInAs: { baseUrl, role: 'admin' } });

const body = () => page.locator('[data-testid=employees-grid] .bp6-table-quadrant-main');
const column = (key: string) => body().locator(`.emp-cell--${key}`).allTextContents();
/** Table2 draws the header twice; the sticky copy in the top quadrant is the one on top, so the one to click. */
const sortButton = (key: string) => page.locator(`.bp6-table-quadrant-top [data-sort=${key}]`);
/** The first rows' names by row index (Table2 renders only the rows in view, in no guaranteed DOM order). */
const leadingNames = () => Promise.all([0, 1, 2].map((row) => body().locator(`.bp6-table-cell-row-${row}.emp-cell--full_name`).textContent()));
const summary = () => page.locator('[data-testid=employees-summary]').textContent();
/** Salaries show in the Russian number format: "23 896,35 $". */
const salary = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));

async function openTable(query = ''): Promise<void> {
  await page.goto(`${baseUrl}/datatables${query}`);
  await body().locator('.emp-cell--full_name').first().waitFor();
}

describe('data table', () => {
  it('shows 10 of the 100 employees with labelled status badges', async () => {
    await openTable();
    expect(await summary()).toBe('1–10 из 100');
    expect(await column('full_name')).toHaveLength(10);
    const labels = new Set(['Текущий', 'Профессионал', 'Отклонён', 'Уволился', 'Подал заявку']);
    for (const text of await column('status')) expect(labels.has(text)).toBe(true);
    // Seed texts ("8 Years", "$23896.35", "04/05/2023") are shown in Russian.
    for (const text of await column('experience')) expect(text).toMatch(/^\d+ (год|года|лет)$/);
    for (const text of await column('salary')) expect(text).toMatch(/^\d{1,3}(\s\d{3})*,\d{2}\s\$$/);
    for (const text of await column('start_date')) expect(text).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
    await screenshot(page, 'datatables');
  });

  it('searches on the server over the six fields', async () => {
    await openTable();
    const firstPost = (await column('post'))[0];
    await page.locator('input[data-testid=employees-search]').fill(firstPost);
    await page.waitForURL(/q=/);
    await poll(async () => (await column('post')).every((post) => post.toLowerCase().includes(firstPost.toLowerCase()))).toBe(true);
    expect(await summary()).not.toBe('1–10 из 100');

    await page.locator('input[data-testid=employees-search]').fill('нет-такого-сотрудника');
    await page.locator('.bp6-non-ideal-state').waitFor();
  });

  it('changes the page size, pages, sorts on the server, and keeps it all across a reload', async () => {
    await openTable();
    await page.locator('select[data-testid=employees-page-size]').selectOption('25');
    await page.waitForURL(/perPage=25/);
    await poll(summary).toBe('1–25 из 100');

    await sortButton('salary').click();
    await page.waitForURL(/sort=salary\.asc/);
    await sortButton('salary').click();
    await page.waitForURL(/sort=salary\.desc/);
    await poll(async () => {
      const salaries = (await column('salary')).map(salary);
      return salaries.length > 0 && salaries.every((v, i) => i === 0 || salaries[i - 1] >= v);
    }).toBe(true);

    await page.getByRole('button', { name: 'Страница 2' }).click();
    await page.waitForURL(/page=2/);
    await poll(summary).toBe('26–50 из 100');
    await settled(page);
    const shown = await leadingNames();

    await page.reload();
    await body().locator('.emp-cell--full_name').first().waitFor();
    expect(await summary()).toBe('26–50 из 100');
    expect(await page.locator('select[data-testid=employees-page-size]').inputValue()).toBe('25');
    expect(await leadingNames()).toEqual(shown);
    expect(await sortButton('salary').getAttribute('aria-label')).toBe('Сортировать: Зарплата (сейчас по убыванию)');
  });

  it('selects rows through the table selection', async () => {
    await openTable();
    await body().locator('.emp-cell--post').nth(1).click();
    await poll(() => page.locator('[data-testid=employees-bulk] [data-testid=bulk-selected]').textContent()).toContain('1');
    await body().locator('.emp-cell--post').nth(3).click({ modifiers: ['Shift'] });
    await poll(() => page.locator('[data-testid=employees-bulk] [data-testid=bulk-selected]').textContent()).toContain('3');
  });

  it('exports the filtered rows as CSV', async () => {
    await openTable(`?q=${encodeURIComponent('ов')}&sort=full_name.asc`);
    const total = Number(((await summary()) ?? '').split(' из ')[1]);
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('[data-testid=employees-export]').click()]);
    expect(download.suggestedFilename()).toBe('employees.csv');
    const bytes = readFileSync(await download.path());
    // UTF-8 byte-order mark: Excel then reads the Cyrillic text as UTF-8.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).trim().split('\r\n');
    expect(lines[0]).toBe('ID,Имя,Должность,Email,Город,Дата начала,Зарплата,Возраст,"Опыт, лет",Статус');
    expect(lines).toHaveLength(total + 1);
    const names = lines.slice(1).map((line) => line.split(',')[1]);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'ru', { sensitivity: 'base' })));
  });
});

describe('basic tables', () => {
  it('/tables shows the employees as three simple tables and links to the full table', async () => {
    await page.goto(`${baseUrl}/tables`);
    await page.locator('[data-testid=basic-table-plain] tbody tr').first().waitFor();
    for (const id of ['plain', 'striped', 'compact']) {
      expect(await page.locator(`[data-testid=basic-table-${id}] tbody tr`).count()).toBe(5);
    }
    await screenshot(page, 'datatables-basic');
    await page.locator('[data-testid=open-datatables]').click();
    await page.waitForURL(`${baseUrl}/datatables`);
  });
});
