import { describe, expect, it } from 'vitest';
import { recordGraphQL, screenshot, usePage } from './support/browser.js';
import { useProductServer } from './support/server.js';

// One signed-in page for the file, on a server of its own that starts from the seed.
const baseUrl = await useProductServer();
const { page } = usePage({ signInAs: { baseUrl, role: 'admin' } });

async function open(path: string): Promise<void> {
  await page.goto(`${baseUrl}${path}`);
  await page.locator('.page-header__title').waitFor();
}

describe('FAQ', () => {
  it('shows the four Russian categories and the server search narrows the questions', async () => {
    await open('/pages/faq');
    await page.locator('[data-testid=faq-question]').first().waitFor();
    expect(await page.locator('.faq-nav__title').allTextContents()).toEqual(['Регистрация', 'Безопасность', 'Миграция и настройки', 'Оплата аккаунта']);
    const total = await page.locator('.faq-nav__count').allTextContents();
    await screenshot(page, 'pages-faq');

    const graphql = recordGraphQL(page);
    await page.locator('[data-testid=faq-search]').fill('пробн');
    await expect.poll(() => page.locator('.faq-nav__count').allTextContents()).not.toEqual(total);
    const counts = (await page.locator('.faq-nav__count').allTextContents()).map(Number);
    expect(counts.reduce((a, b) => a + b, 0)).toBeLessThan(total.map(Number).reduce((a, b) => a + b, 0));
    for (const question of await page.locator('[data-testid=faq-question]').allTextContents()) expect(question.toLowerCase()).toContain('пробн');
    // Debounced: one request for the whole word, not one per keystroke.
    expect(graphql.operations.filter((op) => op === 'FaqPage')).toHaveLength(1);
    expect(page.url()).toContain('q=');

    await page.locator('[data-testid=faq-search]').fill('нет-такого-вопроса');
    await page.getByText('Ничего не нашлось').waitFor();
  });
});

describe('pricing', () => {
  it('the monthly/yearly switch changes the figures of spec section 9; Standard is popular', async () => {
    await open('/pages/pricing');
    const prices = () => page.locator('[data-testid=plan-price]').allInnerTexts();
    await page.locator('[data-testid=plan-price]').first().waitFor();
    expect((await prices()).map((p) => p.replace(/\D/g, ''))).toEqual(['0', '49', '99']);
    expect(await page.locator('[data-testid=plan-standard] .plan-card__badge').innerText()).toBe('Популярный');
    await screenshot(page, 'pages-pricing');

    await page.locator('[data-testid=pricing-switch]').locator('..').click();
    await expect.poll(async () => (await prices()).map((p) => p.replace(/\D/g, ''))).toEqual(['0', '40', '80']);
    const annual = await page.locator('[data-testid=plan-annual]').allInnerTexts();
    expect(annual[1]?.replace(/\D/g, '')).toBe('480');
    expect(annual[2]?.replace(/\D/g, '')).toBe('960');
    expect(page.url()).toContain('billing=yearly');
  });
});

describe('account settings', () => {
  it('validates, saves on the server and keeps the values after a reload', async () => {
    await open('/pages/account-settings');
    const company = page.locator('#acc-company');
    await company.waitFor();
    const original = await company.inputValue();

    await page.locator('#acc-email').fill('not-an-email');
    await page.locator('[data-testid=account-save]').click();
    await page.getByText('Введите корректный адрес почты').waitFor();
    await page.locator('#acc-email').fill('admin@demo.com');

    await company.fill('ООО «Проверка e2e»');
    await page.locator('[data-testid=account-save]').click();
    await page.getByText('Изменения сохранены').waitFor();

    await page.locator('[data-testid=tab-notifications]').click();
    // Blueprint puts the test id on the checkbox input; its label is the parent.
    const flag = page.locator('input[data-testid=flag-blogDigest]');
    const wasChecked = await flag.isChecked();
    await flag.locator('..').click();
    await page.locator('[data-testid=account-notifications] [data-testid=account-save]').click();
    await page.getByText('Изменения сохранены').first().waitFor();

    await page.reload();
    await page.locator('[data-testid=account-notifications]').waitFor();
    expect(await page.locator('input[data-testid=flag-blogDigest]').isChecked()).toBe(!wasChecked);
    await screenshot(page, 'pages-account-settings-notifications');
    await page.locator('[data-testid=tab-general]').click();
    expect(await page.locator('#acc-company').inputValue()).toBe('ООО «Проверка e2e»');
    await screenshot(page, 'pages-account-settings');

    await page.locator('#acc-company').fill(original);
    await page.locator('[data-testid=account-save]').click();
    await page.getByText('Изменения сохранены').first().waitFor();
  });
});

describe('blog', () => {
  it('lists posts with the sidebar and searches titles on the server', async () => {
    await open('/pages/blog/list');
    await page.locator('[data-testid=blog-card]').first().waitFor();
    const all = await page.locator('[data-testid=blog-card]').count();
    expect(all).toBeGreaterThan(3);
    expect(await page.locator('.recent-posts li').count()).toBeGreaterThan(0);
    await screenshot(page, 'pages-blog-list');
    await page.locator('[data-testid=blog-search]').fill('Кейс');
    await expect.poll(() => page.locator('[data-testid=blog-card]').count()).toBeLessThan(all);
  });

  it('edit validates, saves through updateBlogPost and the detail page shows the new title', async () => {
    await open('/pages/blog/edit/2');
    const title = page.locator('#be-title');
    await title.waitFor();
    const original = await title.inputValue();
    await page.locator('#be-slug').fill('Bad Slug');
    await page.locator('[data-testid=blog-edit-save]').click();
    await page.getByText('Только латиница в нижнем регистре, цифры и одиночные дефисы').waitFor();
    const slug = page.locator('#be-slug');
    await slug.fill('focus-time-e2e');
    await title.fill(`${original} (обновлено)`);
    await screenshot(page, 'pages-blog-edit');
    await page.locator('[data-testid=blog-edit-save]').click();
    await page.getByText('Статья сохранена').waitFor();

    await page.getByRole('link', { name: 'Отмена' }).click();
    await expect.poll(() => page.locator('.blog-post__title').innerText()).toBe(`${original} (обновлено)`);
    await page.reload();
    await expect.poll(() => page.locator('.blog-post__title').innerText()).toBe(`${original} (обновлено)`);
  });

  it('the bookmark toggles through the mutation, and a comment is added', async () => {
    await open('/pages/blog/detail/1');
    const bookmark = page.locator('[data-testid=blog-bookmark]');
    await bookmark.waitFor();
    const pressed = await bookmark.getAttribute('aria-pressed');
    const graphql = recordGraphQL(page);
    await bookmark.click();
    await expect.poll(() => bookmark.getAttribute('aria-pressed')).not.toBe(pressed);
    expect(graphql.operations).toEqual(['ToggleBlogBookmark']);

    const comments = await page.locator('.blog-comment').count();
    await page.locator('[data-testid=blog-comment-input]').fill('Отличная статья, спасибо!');
    await page.locator('[data-testid=blog-comment-submit]').click();
    await expect.poll(() => page.locator('.blog-comment').count()).toBe(comments + 1);
    await screenshot(page, 'pages-blog-detail');
    await bookmark.click();
    await expect.poll(() => bookmark.getAttribute('aria-pressed')).toBe(pressed);
  });
});

describe('the other pages render their content', () => {
  it('knowledge base, category and question', async () => {
    await open('/pages/knowledge-base');
    await page.locator('.kb-card').first().click();
    await page.locator('.kb-section').first().waitFor();
    await screenshot(page, 'pages-knowledge-base-category');
    await page.locator('.kb-questions a').first().click();
    await page.locator('.kb-article .rich-text').waitFor();
    expect(await page.locator('.kb-article script').count()).toBe(0);
    await screenshot(page, 'pages-knowledge-base-question');
    await open('/pages/knowledge-base');
    await page.locator('.kb-card').first().waitFor();
    await screenshot(page, 'pages-knowledge-base');
  });

  it('profile: a like toggles at once', async () => {
    await open('/pages/profile');
    const like = page.locator('[data-testid=profile-like]').first();
    await like.waitFor();
    const before = await like.innerText();
    await like.click();
    await expect.poll(() => like.innerText()).not.toBe(before);
    await like.click();
    await expect.poll(() => like.innerText()).toBe(before);
    await screenshot(page, 'pages-profile');
  });

  it('API keys: create a key and see it in the table', async () => {
    await open('/pages/api-key');
    const rows = await page.locator('.api-key-table tbody tr').count();
    await page.locator('#api-key-name').fill('Интеграция e2e');
    await page.getByRole('button', { name: 'Создать ключ' }).click();
    await expect.poll(() => page.locator('.api-key-table tbody tr').count()).toBe(rows + 1);
    await screenshot(page, 'pages-api-key');
  });

  it('license and modal examples (the create-app wizard walks its steps)', async () => {
    await open('/pages/license');
    await screenshot(page, 'pages-license');
    await open('/pages/modal-examples');
    await screenshot(page, 'pages-modal-examples');
    await page.locator('[data-testid=open-createApp]').click();
    await page.locator('#app-name').fill('Портал клиентов');
    for (let step = 0; step < 3; step++) await page.getByRole('button', { name: 'Далее' }).click();
    await page.getByText('Всё готово к созданию').waitFor();
    await screenshot(page, 'pages-modal-create-app');
    await page.getByRole('button', { name: 'Создать', exact: true }).click();
    await page.getByText('Приложение «Портал клиентов» создано').waitFor();
    await page.locator('[data-testid=open-addCard]').click();
    await page.getByRole('button', { name: 'Добавить карту' }).click();
    await page.getByText('Проверьте номер карты').waitFor();
    await screenshot(page, 'pages-modal-add-card');
  });
});
