import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { recordGraphQL, screenshot, SCREENSHOT_DIR, usePage } from './support/browser.js';
import { useProductServer } from './support/server.js';

const baseUrl = await useProductServer();
const { page } = usePage({ signInAs: { baseUrl, role: 'admin' } });

// One signed-in page for the whole file: the galleries only read, so they can share a session.

/**
 * The whole gallery, top to bottom (git-ignored test-results/screenshots/demo-<name>.png). The
 * viewport grows to the page's height first, so the fixed menu and navbar are drawn where a user sees them.
 */
async function shot(name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const viewport = page.viewportSize() ?? { width: 1440, height: 900 };
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: viewport.width, height: Math.max(viewport.height, height) });
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(SCREENSHOT_DIR, `demo-${name}.png`) });
  await page.setViewportSize(viewport);
}

async function open(path: string, title: string): Promise<void> {
  await page.goto(`${baseUrl}${path}`);
  await page.locator('.page-header__title', { hasText: title }).waitFor();
}

const count = (selector: string) => page.locator(selector).count();

describe('demo galleries', () => {
  it('/ui-element shows typography, every button variant and intent, tags, callouts, progress and a working popover', async () => {
    await open('/ui-element', 'Элементы интерфейса');
    expect(await count('[data-testid=demo-typography] h1, [data-testid=demo-typography] h6')).toBe(2);
    // 3 variants × 5 intents, plus sizes, icons and groups.
    expect(await count('[data-testid=demo-buttons] .bp6-button')).toBeGreaterThanOrEqual(15 + 3 + 6);
    expect(await count('[data-testid=demo-callouts] .bp6-callout')).toBe(4);
    expect(await count('[data-testid=demo-progress] .bp6-progress-bar')).toBe(5);
    expect(await count('[data-testid=demo-spinners] .bp6-spinner')).toBeGreaterThanOrEqual(8);
    await page.locator('[data-testid=demo-popover-open]').click();
    await page.getByText('Теперь задачи можно перетаскивать между списками.').waitFor();
    await shot('ui-elements');
    await page.keyboard.press('Escape');
  });

  it('/components switches tabs, opens a dialog that toasts, pages through numbers and swaps page states', async () => {
    await open('/components', 'Компоненты');
    await page.locator('[data-testid=demo-tabs] .bp6-tab', { hasText: 'Активность' }).click();
    await page.getByText('Анна закрыла задачу «Макеты лендинга»', { exact: false }).waitFor();

    await page.locator('[data-testid=demo-dialog-open]').click();
    await page.locator('#demo-dialog-name').fill('Пётр');
    await page.locator('.bp6-dialog button[type=submit]').click();
    await page.locator('.bp6-toast', { hasText: 'Приглашение для «Пётр» отправлено' }).waitFor();

    const current = () => page.locator('[data-testid=demo-pagination] [aria-current=page]').first().textContent();
    expect(await current()).toBe('4');
    await page.locator('[data-testid=demo-pagination] [aria-label="Следующая страница"]').first().click();
    expect(await current()).toBe('5');

    await page.locator('[data-testid=demo-state-error]').click();
    await page.getByText('Сервер не ответил вовремя', { exact: false }).waitFor();
    expect(await count('.demo-skeleton-item .bp6-skeleton')).toBe(9);
    await shot('components');
  });

  it('/cards shows KPI tiles, basic cards and the advanced cards', async () => {
    await open('/cards', 'Карточки');
    expect(await count('[data-testid=demo-kpi-tiles] .kpi-tile')).toBe(4);
    expect(await count('.kpi-tile--spark .sparkline')).toBe(4);
    expect(await count('[data-testid=demo-basic-cards] .demo-basic')).toBe(3);
    expect(await count('[data-testid=demo-card-team] .demo-list__row')).toBe(4);
    await page.locator('[data-testid=demo-card-congrats]').getByText('Поздравляем, Анна!').waitFor();
    await shot('cards');
  });

  it('/extensions: hotkeys move the marker, the list reorders, files are listed with previews', async () => {
    await open('/extensions', 'Расширения');
    const board = page.locator('[data-testid=demo-hotkeys-board]');
    await board.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowUp');
    expect(await board.getAttribute('data-pos')).toBe('3,1');
    await page.keyboard.press('Shift+N');
    await page.locator('[data-testid=demo-hotkeys-count]', { hasText: '1' }).waitFor();

    const order = () => page.locator('[data-testid=demo-sortable] > li').evaluateAll((items) => items.map((li) => li.getAttribute('data-id')));
    expect(await order()).toEqual(['brief', 'mockups', 'api', 'tests', 'release']);
    await page.locator('[data-testid=demo-sortable] > li[data-id=release]').dragTo(page.locator('[data-testid=demo-sortable] > li[data-id=brief]'));
    expect(await order()).toEqual(['release', 'brief', 'mockups', 'api', 'tests']);
    await page.locator('[data-testid=demo-sortable] > li[data-id=release]').getByRole('button', { name: 'Переместить ниже' }).click();
    expect(await order()).toEqual(['brief', 'release', 'mockups', 'api', 'tests']);

    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
    await page.locator('[data-testid=demo-dropzone-input]').setInputFiles([
      { name: 'cover.png', mimeType: 'image/png', buffer: png },
      { name: 'brief.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') },
    ]);
    expect(await page.locator('[data-testid=demo-files] .demo-files__name').allTextContents()).toEqual(['cover.png', 'brief.pdf']);
    expect(await count('[data-testid=demo-files] img.demo-files__thumb')).toBe(1);
    await shot('extensions');
  });

  it('/forms: the autocomplete asks the server and suggests only matching entries, highlighted', async () => {
    await open('/forms', 'Формы');
    const gql = recordGraphQL(page);
    await page.locator('#demo-autocomplete-input').fill('мос');
    const items = page.locator('.demo-suggest-popover .bp6-menu-item .bp6-text-overflow-ellipsis');
    await expect.poll(() => items.allTextContents(), { timeout: 10_000 }).toEqual(['Москва', 'Москва слезам не верит']);
    expect(await page.locator('.demo-suggest-popover mark.demo-highlight').allTextContents()).toEqual(['Мос', 'Мос']);
    expect(gql.operations).toContain('DemoAutocomplete');

    await page.locator('#demo-autocomplete-input').fill('а');
    await expect.poll(() => items.count(), { timeout: 10_000 }).toBe(8);
    for (const text of await items.allTextContents()) expect(text.toLowerCase()).toContain('а');

    await page.locator('#demo-autocomplete-input').fill('солярис');
    await expect.poll(() => items.allTextContents(), { timeout: 10_000 }).toEqual(['Солярис']);
    await page.keyboard.press('Enter');
    await page.locator('[data-testid=demo-autocomplete]').getByText('Выбрано:').waitFor();
    expect(await page.locator('#demo-autocomplete-input').inputValue()).toBe('Солярис');

    await page.locator('#demo-autocomplete-input').fill('zzzz');
    await page.locator('.demo-suggest-popover').getByText('Ничего не найдено').waitFor();
    await page.keyboard.press('Escape');
  });

  it('/forms: every input kind is there, and the validated form reports errors then accepts good input', async () => {
    await open('/forms', 'Формы');
    for (const selector of ['.bp6-numeric-input', 'textarea', '.bp6-checkbox', '.bp6-radio', '.bp6-switch', '.bp6-html-select', '.bp6-slider', '.bp6-tag-input', '.bp6-file-input', '.bp6-date-range-input, .bp6-control-group']) {
      expect(await count(selector), selector).toBeGreaterThan(0);
    }
    await page.locator('[data-testid=demo-validated-submit]').click();
    const form = page.locator('[data-testid=demo-validated-form]');
    const errors = { fullName: 'Введите имя — не короче 2 символов', email: 'Введите почту', password: 'Пароль должен быть не короче 8 символов', confirm: 'Пароли не совпадают', role: 'Выберите роль' };
    for (const [field, message] of Object.entries(errors)) {
      expect(await form.locator(`#demo-v-${field}-error`).textContent()).toBe(message);
    }
    await form.getByText('Нужно принять условия').waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('demo-v-fullName');

    await page.locator('#demo-v-fullName').fill('Анна Смирнова');
    await page.locator('#demo-v-email').fill('anna@example.ru');
    await page.locator('#demo-v-password').fill('secret123');
    await page.locator('#demo-v-confirm').fill('secret124');
    expect(await form.locator('#demo-v-confirm-error').textContent()).toBe('Пароли не совпадают');
    await page.locator('#demo-v-confirm').fill('secret123');
    await page.locator('#demo-v-role').selectOption('editor');
    await page.locator('label[for=demo-v-terms], .demo-validated__terms .bp6-checkbox').first().click();
    await page.locator('[data-testid=demo-validated-submit]').click();
    await form.locator('.bp6-callout', { hasText: 'Аккаунт для «Анна Смирнова» создан' }).waitFor();
    expect(await form.locator('.bp6-form-group.bp6-intent-danger').count()).toBe(0);
    await shot('forms');
  });

  it('/charts draws bar, line, donut and area charts, and the range switch changes the area chart', async () => {
    await open('/charts', 'Графики');
    expect(await count('[data-testid=demo-chart-bar] rect.chart__bar')).toBe(18);
    expect(await count('[data-testid=demo-chart-line] path.chart__line')).toBe(2);
    expect(await count('[data-testid=demo-chart-donut] path.chart__slice')).toBe(3);
    const areaLabels = () => page.locator('[data-testid=demo-chart-area] text.chart__axis').count();
    const before = await areaLabels();
    await page.locator('[data-testid=demo-chart-range-half]').click();
    expect(await areaLabels()).toBe(before - 6);
    await shot('charts');
  });

  it('/page-layout applies layout settings to the shell and resets them', async () => {
    await open('/page-layout', 'Макеты страниц');
    const layout = () => page.locator('.layout').getAttribute('class');
    await page.locator('[data-testid=demo-layout-collapsed]').click();
    expect(await layout()).toContain('layout--menu-collapsed');
    await page.locator('[data-testid=demo-layout-full]').click();
    expect(await layout()).toContain('layout--content-full');
    await shot('page-layout');
    await page.locator('[data-testid=demo-layout-reset]').click();
    expect(await layout()).not.toContain('layout--menu-collapsed');
    expect(await layout()).toContain('layout--content-boxed');
  });

  it('/colors lists the tokens with their resolved values and previews skins', async () => {
    await open('/colors', 'Цвета');
    const primary = page.locator('[data-testid=demo-tokens] .token-swatch', { hasText: '--primary' });
    await expect.poll(() => primary.locator('.token-swatch__value').textContent()).toBe('#5346e6');
    await page.locator('[data-testid=demo-skin-dark]').click();
    expect(await page.evaluate(() => document.body.classList.contains('bp6-dark'))).toBe(true);
    await expect.poll(() => page.locator('[data-testid=demo-tokens] .token-swatch', { hasText: '--surface' }).first().locator('.token-swatch__value').textContent()).toBe('#2f3349');
    await shot('colors-dark');
    await page.locator('[data-testid=demo-skin-light]').click();
    await shot('colors');
  });

  it('/icons filters the grid by the search, keeps it in the URL and says when nothing matches', async () => {
    await open('/icons', 'Иконки');
    const tiles = page.locator('[data-testid=demo-icons-grid] [data-icon-name]');
    expect(await tiles.count()).toBe(96);
    await page.locator('[data-testid=demo-icons-search]').fill('calendar');
    await expect.poll(async () => (await tiles.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-icon-name') ?? ''))).every((name) => name.includes('calendar'))).toBe(true);
    const found = await tiles.count();
    expect(found).toBeGreaterThan(0);
    expect(found).toBeLessThan(10);
    expect(new URL(page.url()).searchParams.get('q')).toBe('calendar');
    await shot('icons-search');

    await page.reload();
    await page.locator('[data-testid=demo-icons-grid]').waitFor();
    expect(await tiles.count()).toBe(found);
    expect(await page.locator('[data-testid=demo-icons-search]').inputValue()).toBe('calendar');
    await page.locator('[data-testid=demo-icons-search]').fill('нет-такой-иконки');
    await page.getByText('Иконки не найдены').waitFor();
    await page.getByRole('button', { name: 'Сбросить поиск' }).click();
    await expect.poll(() => tiles.count()).toBe(96);
    await shot('icons');
  });
});
