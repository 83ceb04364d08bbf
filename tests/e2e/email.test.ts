import { describe, expect, it } from 'vitest';
import { eventually, holdOperation, recordGraphQL, screenshot, usePage } from './support/browser.js';
import { useProductServer } from './support/server.js';

/**
 * The email app in real Chromium: mailbox views from the URL, search, selection and bulk flags
 * carried by the normalized cache (counts and lists change without refetching the list), the
 * reader with paging, and compose. One signed-in page is reused; in-app clicks keep the cache.
 */
const baseUrl = await useProductServer();
const { page } = usePage({ signInAs: { baseUrl, role: 'admin' } });

const rows = () => page.locator('.email-row');
const path = () => new URL(page.url()).pathname;
const query = () => new URL(page.url()).searchParams;
const subjects = () => page.locator('.email-row__subject').allTextContents();

/** The sidebar counter of a folder; not rendered at 0. */
async function folderCount(folder: string): Promise<number> {
  const badge = page.locator(`[data-folder=${folder}] .email-nav__count`);
  return (await badge.count()) === 0 ? 0 : Number(await badge.textContent());
}

async function openInbox(): Promise<void> {
  await page.goto(`${baseUrl}/apps/email`);
  await rows().first().waitFor();
}

/** Scrolls the list to its end until every page of the view is shown (the list loads page by page). */
async function scrollToTheEnd(): Promise<void> {
  const more = page.locator('[data-testid=email-list-more]');
  while ((await more.count()) > 0) {
    const shown = await rows().count();
    await more.scrollIntoViewIfNeeded().catch(() => undefined);
    await page.waitForFunction((n) => document.querySelectorAll('.email-row').length > n || !document.querySelector('[data-testid=email-list-more]'), shown);
  }
}

describe('mailbox views', () => {
  it('shows the inbox with unread rows in bold and the counters from emailsMeta', async () => {
    await openInbox();
    expect(await page.locator('.page-header__title').textContent()).toBe('Входящие');
    expect(await rows().count()).toBeGreaterThan(5);
    expect(await page.locator('.email-row.is-unread').count()).toBeGreaterThan(3);
    const unreadWeight = await page.locator('.email-row.is-unread .email-row__subject').first().evaluate((n) => getComputedStyle(n).fontWeight);
    expect(Number(unreadWeight)).toBeGreaterThanOrEqual(700);
    await scrollToTheEnd();
    expect(await folderCount('inbox')).toBe(await page.locator('.email-row.is-unread').count());
    expect(await folderCount('draft')).toBeGreaterThan(0);
    expect(await page.locator('.email-row time').first().textContent()).toMatch(/\d/);
    // Every sender has a picture that loaded, a generated initials one for those without a photo.
    const pictures = () =>
      page.locator('.email-row .avatar').evaluateAll((nodes) =>
        nodes.map((node) => ({ src: node.querySelector('img')?.getAttribute('src') ?? '', loaded: (node.querySelector('img')?.naturalWidth ?? 0) > 0 })),
      );
    expect((await pictures()).length).toBe(await rows().count());
    // Pictures load after the rows show.
    await eventually(async () => (await pictures()).filter((picture) => !picture.loaded)).toEqual([]);
    expect((await pictures()).some((picture) => picture.src.startsWith('/avatars/'))).toBe(true);
    await screenshot(page, 'email-inbox');
  });

  it('navigates folders and labels through the URL', async () => {
    await page.locator('[data-folder=sent]').click();
    await eventually(path).toBe('/apps/email/sent');
    await eventually(() => page.locator('.page-header__title').textContent()).toBe('Отправленные');
    await rows().first().waitFor();
    expect(await page.locator('[data-folder=sent]').getAttribute('aria-current')).toBe('page');

    await page.locator('[data-label=company]').click();
    await eventually(path).toBe('/apps/email/label/company');
    await eventually(() => page.locator('.page-header__title').textContent()).toContain('Компания');
    await rows().first().waitFor();
    const labelled = await rows().evaluateAll((nodes) => nodes.every((n) => n.querySelector('.email-dot[title="Компания"]') !== null));
    expect(labelled).toBe(true);

    await page.locator('[data-folder=spam]').click();
    await eventually(path).toBe('/apps/email/spam');
    await eventually(() => page.locator('.page-header__title').textContent()).toBe('Спам');
    const spam = await folderCount('spam');
    expect(spam).toBeGreaterThan(0);
    await eventually(() => page.locator('.email-row.is-unread').count()).toBe(spam);
  });

  it('searches by subject, with the query kept in the URL', async () => {
    await openInbox();
    const first = (await subjects())[0];
    const word = first.split(/\s+/).find((w) => w.length > 4) ?? first;
    await page.getByRole('searchbox', { name: 'Поиск по теме письма' }).fill(word.toUpperCase());
    await eventually(() => query().get('q')).toBe(word.toUpperCase());
    // Not an empty list between two answers: `every` holds for no rows at all.
    await eventually(async () => {
      const found = await subjects();
      return found.length > 0 && found.every((s) => s.toLowerCase().includes(word.toLowerCase()));
    }).toBe(true);

    await page.getByRole('searchbox', { name: 'Поиск по теме письма' }).fill('нет-такой-темы-xyz');
    await eventually(() => page.locator('.state').textContent()).toContain('писем нет');
    await page.reload();
    await page.locator('.state').waitFor();
    expect(await page.getByRole('searchbox', { name: 'Поиск по теме письма' }).inputValue()).toBe('нет-такой-темы-xyz');
  });
});

describe('selection and bulk flags', () => {
  it('selects one and all, with an indeterminate select-all in between', async () => {
    await openInbox();
    const all = page.locator('.email-toolbar__all input');
    await rows().nth(0).locator('.email-row__check').click();
    expect(await all.evaluate((n: HTMLInputElement) => n.indeterminate)).toBe(true);
    expect(await page.locator('.email-toolbar__hint').textContent()).toBe('Выбрано: 1');
    await page.locator('.email-toolbar__all').click();
    expect(await all.evaluate((n: HTMLInputElement) => n.checked && !n.indeterminate)).toBe(true);
    expect(await page.locator('.email-row.is-selected').count()).toBe(await rows().count());
    await page.locator('.email-toolbar__all').click();
    expect(await page.locator('.email-row.is-selected').count()).toBe(0);
  });

  it('marking three mails read lowers the inbox count at once, without refetching the list', async () => {
    await openInbox();
    const before = await folderCount('inbox');
    expect(before).toBeGreaterThanOrEqual(3);
    const unread = page.locator('.email-row.is-unread');
    const ids = await unread.evaluateAll((nodes) => nodes.slice(0, 3).map((n) => n.getAttribute('data-email-id')));
    for (const id of ids) await page.locator(`.email-row[data-email-id="${id}"] .email-row__check`).click();
    const requests = recordGraphQL(page);
    const held = await holdOperation(page, 'UpdateEmails');

    await page.getByRole('button', { name: 'Отметить как прочитанные' }).click();
    // The server has not answered yet: the count and the rows changed from the optimistic answer.
    await eventually(() => folderCount('inbox')).toBe(before - 3);
    for (const id of ids) expect(await page.locator(`.email-row[data-email-id="${id}"]`).getAttribute('class')).toContain('is-read');
    held.release();
    await held.done;
    await eventually(() => requests.operations.includes('UpdateEmails')).toBe(true);
    expect(await folderCount('inbox')).toBe(before - 3);
    expect(requests.operations).not.toContain('Emails');
    expect(requests.operations).not.toContain('EmailsMeta');

    // Back to unread for one of them (the selection stays after an action): the count rises by one.
    await page.locator(`.email-row[data-email-id="${ids[1]}"] .email-row__check`).click();
    await page.locator(`.email-row[data-email-id="${ids[2]}"] .email-row__check`).click();
    expect(await page.locator('.email-row.is-selected').count()).toBe(1);
    await page.getByRole('button', { name: 'Отметить как непрочитанные' }).click();
    await eventually(() => folderCount('inbox')).toBe(before - 2);
    expect(requests.operations).not.toContain('Emails');
  });

  it('stars a row, moves a mail to trash and toggles a label, all from the cache', async () => {
    await openInbox();
    const requests = recordGraphQL(page);
    const firstRow = rows().first();
    const starred = (await firstRow.locator('.email-star').getAttribute('aria-pressed')) === 'true';
    await firstRow.locator('.email-star').click();
    await eventually(() => firstRow.locator('.email-star').getAttribute('aria-pressed')).toBe(String(!starred));

    const moved = await rows().nth(1).getAttribute('data-email-id');
    const countBefore = await rows().count();
    await rows().nth(1).locator('.email-row__check').click();
    await page.getByRole('button', { name: 'Удалить в корзину' }).click();
    await eventually(() => page.locator(`.email-row[data-email-id="${moved}"]`).count()).toBe(0);
    expect(await rows().count()).toBe(countBefore - 1);

    const labelled = await rows().nth(2).getAttribute('data-email-id');
    const dots = () => page.locator(`.email-row[data-email-id="${labelled}"] .email-dot[title="Важное"]`).count();
    const had = await dots();
    await rows().nth(2).locator('.email-row__check').click();
    await page.getByRole('button', { name: 'Метки' }).click();
    await page.getByRole('menuitem', { name: 'Важное' }).click();
    await eventually(dots).toBe(had === 0 ? 1 : 0);
    expect(requests.operations.filter((op) => op === 'Emails')).toEqual([]);

    await page.locator('[data-folder=trash]').click();
    await eventually(() => page.locator(`.email-row[data-email-id="${moved}"]`).count()).toBe(1);
  });
});

describe('reader', () => {
  it('opens a mail with its thread and pages to the neighbours, disabled at the ends', async () => {
    await openInbox();
    await scrollToTheEnd();
    const list = await subjects();
    await rows().first().locator('.email-row__open').click();
    await page.locator('.email-reader__subject').waitFor();
    expect(query().get('mail')).not.toBeNull();
    expect(await page.locator('.email-reader__subject').textContent()).toBe(list[0]);
    expect(await page.locator('.email-message--main .email-message__body p').count()).toBeGreaterThan(0);
    const previous = page.getByRole('button', { name: 'Более новое письмо' });
    const next = page.getByRole('button', { name: 'Более старое письмо' });
    expect(await previous.isDisabled()).toBe(true);
    expect(await next.isDisabled()).toBe(false);
    await screenshot(page, 'email-read');

    await next.click();
    await eventually(() => page.locator('.email-reader__subject').textContent()).toBe(list[1]);
    expect(await previous.isDisabled()).toBe(false);
    await previous.click();
    await eventually(() => page.locator('.email-reader__subject').textContent()).toBe(list[0]);

    await page.getByRole('button', { name: 'Назад к списку' }).click();
    await rows().last().locator('.email-row__open').click();
    await eventually(() => page.locator('.email-reader__subject').textContent()).toBe(list[list.length - 1]);
    expect(await next.isDisabled()).toBe(true);
    expect(await previous.isDisabled()).toBe(false);
  });

  it('shows attachments with file icons and sizes, and earlier replies on request', async () => {
    await openInbox();
    const withFiles = page.locator('.email-row:has(.email-row__clip)').first();
    await withFiles.locator('.email-row__open').click();
    await page.locator('.email-attachment').first().waitFor();
    expect(await page.locator('.email-attachment img').first().getAttribute('src')).toMatch(/^\/images\/icons\/files\/\w+\.svg$/);
    expect(await page.locator('.email-attachment__size').first().textContent()).toMatch(/[КМ]Б/);
    const replies = page.locator('.email-reader__replies');
    if ((await replies.count()) > 0) {
      await replies.click();
      expect(await page.locator('.email-message').count()).toBeGreaterThan(1);
    }
  });
});

describe('compose', () => {
  it('validates addresses, sends, and the mail appears in Sent', async () => {
    await openInbox();
    // The route change renders in a transition: wait for the new folder's page, not the old rows.
    await page.locator('[data-folder=sent]').click();
    await page.locator('[data-folder=sent][aria-current=page]').waitFor();
    await rows().first().waitFor();
    await page.locator('[data-folder=inbox]').click();
    await page.locator('[data-folder=inbox][aria-current=page]').waitFor();
    await rows().first().waitFor();

    await page.getByRole('button', { name: 'Написать' }).click();
    const dialog = page.locator('.compose-dialog');
    await dialog.waitFor();
    const to = dialog.getByLabel('Кому', { exact: true });
    await to.fill('не-адрес');
    await to.press('Enter');
    await eventually(() => dialog.locator('.bp6-form-helper-text').first().textContent()).toContain('Неверный адрес');
    // Backspace selects the last address, a second one removes it.
    await to.press('Backspace');
    await to.press('Backspace');
    await eventually(() => dialog.locator('.bp6-tag').count()).toBe(0);
    await to.fill('partner@vektor-group.ru');
    await to.press('Enter');
    await dialog.getByLabel('Тема').fill('Итоги встречи по e2e');
    await dialog.getByLabel('Текст письма').fill('Добрый день!\n\nВысылаю итоги встречи.');
    await screenshot(page, 'email-compose');

    const requests = recordGraphQL(page);
    await dialog.getByRole('button', { name: 'Отправить' }).click();
    await eventually(() => page.locator('.app-toaster').textContent()).toContain('Письмо отправлено');
    await eventually(() => dialog.count()).toBe(0);

    await page.locator('[data-folder=sent]').click();
    await eventually(async () => (await subjects())[0]).toBe('Итоги встречи по e2e');
    // Sent was cached before sending: the new mail was written into it, not refetched.
    expect(requests.operations).toEqual(['SendEmail']);
    await rows().first().locator('.email-row__open').click();
    await eventually(() => page.locator('.email-message--main .email-message__body p').count()).toBe(2);
  });
});
