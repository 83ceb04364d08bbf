import { describe, expect, it } from 'vitest';
import { eventually, holdOperation, recordGraphQL, screenshot, usePage } from './support/browser.js';
import { useProductServer } from './support/server.js';

/**
 * The chat app in real Chromium: opening a chat clears its badge at once, a sent message shows
 * before the server answers and stays after, a first message starts a chat, and the profile panel
 * saves status and settings. One signed-in page is reused.
 */
const baseUrl = await useProductServer();
const { page } = usePage({ signInAs: { baseUrl, role: 'admin' } });

const chatItem = (contactId: string) => page.locator(`[data-testid=chat-list] [data-contact-id="${contactId}"]`);
const composer = () => page.locator('.chat-composer__input');
const myBubbles = () => page.locator('.chat-group--mine .chat-bubble');

async function openChatApp(): Promise<void> {
  await page.goto(`${baseUrl}/apps/chat`);
  await page.locator('[data-testid=chat-list] .chat-item').first().waitFor();
}

describe('chat', () => {
  it('shows the empty state, chats by latest message with badges, and all contacts', async () => {
    await openChatApp();
    await page.locator('[data-testid=chat-empty]').waitFor();
    expect(await page.locator('.chat-empty__title').textContent()).toBe('Начните разговор');
    const times = await page.locator('[data-testid=chat-list] time').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('datetime') ?? ''));
    expect(times).toEqual([...times].sort().reverse());
    expect(await page.locator('.chat-item__badge').count()).toBeGreaterThan(0);
    expect(await page.locator('[data-testid=contact-list] .chat-item').count()).toBeGreaterThan(await page.locator('[data-testid=chat-list] .chat-item').count());
    await screenshot(page, 'chat-empty');

    await page.getByRole('searchbox', { name: 'Поиск чатов и контактов' }).fill('нет-такого-имени');
    await eventually(() => page.locator('.chat-sidebar__none').count()).toBe(2);
    await page.getByRole('searchbox', { name: 'Поиск чатов и контактов' }).fill('');
  });

  it('opening a chat with unseen messages clears its badge at once, and for good', async () => {
    await openChatApp();
    const withBadge = page.locator('[data-testid=chat-list] .chat-item:has(.chat-item__badge)').first();
    const contactId = (await withBadge.getAttribute('data-contact-id'))!;
    const requests = recordGraphQL(page);
    const held = await holdOperation(page, 'OpenChat');
    await withBadge.click();
    // The server has not answered OpenChat yet: the badge is gone from the optimistic answer.
    await eventually(() => chatItem(contactId).locator('.chat-item__badge').count()).toBe(0);
    held.release();
    await held.done;
    expect(requests.operations).toContain('OpenChat');
    await page.locator('.chat-group').first().waitFor();
    expect(await page.locator('.chat-header__name').textContent()).toBe(await chatItem(contactId).locator('.chat-item__name').textContent());
    expect(await page.locator('.chat-group--theirs').count()).toBeGreaterThan(0);
    await screenshot(page, 'chat-conversation');

    await page.reload();
    await page.locator('.chat-header__name').waitFor();
    expect(await chatItem(contactId).locator('.chat-item__badge').count()).toBe(0);
  });

  it('shows a sent message before the server answers and keeps it after', async () => {
    await openChatApp();
    await page.locator('[data-testid=chat-list] .chat-item').first().click();
    await page.locator('.chat-group').first().waitFor();
    const before = await myBubbles().count();
    const held = await holdOperation(page, 'SendMessage');

    await composer().fill('Первая строка');
    await composer().press('Shift+Enter');
    await composer().pressSequentially('вторая строка');
    expect(await composer().inputValue()).toBe('Первая строка\nвторая строка');
    await composer().press('Enter');

    await eventually(() => myBubbles().count()).toBe(before + 1);
    expect(await myBubbles().last().textContent()).toBe('Первая строка\nвторая строка');
    expect(await composer().inputValue()).toBe('');
    held.release();
    await held.done;
    await page.waitForLoadState('networkidle');
    expect(await myBubbles().count()).toBe(before + 1);
    expect(await myBubbles().last().textContent()).toBe('Первая строка\nвторая строка');
    const firstChat = page.locator('[data-testid=chat-list] .chat-item').first();
    expect(await firstChat.locator('.chat-item__preview').textContent()).toContain('Первая строка');
  });

  it('a first message to a contact without a chat starts one in the Chats list', async () => {
    await openChatApp();
    const chatIds = await page.locator('[data-testid=chat-list] .chat-item').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-contact-id')));
    const newContact = page.locator('[data-testid=contact-list] .chat-item').filter({ hasNot: page.locator('.chat-item__badge') });
    const ids = await newContact.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-contact-id')));
    const contactId = ids.find((id) => !chatIds.includes(id))!;
    expect(contactId).toBeTruthy();
    await page.locator(`[data-testid=contact-list] [data-contact-id="${contactId}"]`).click();
    await page.locator('.chat-first').waitFor();
    const requests = recordGraphQL(page);

    await composer().fill('Здравствуйте! Пишу вам впервые.');
    await composer().press('Enter');
    await eventually(() => myBubbles().count()).toBe(1);
    await eventually(() => chatItem(contactId).count()).toBe(1);
    expect(await page.locator('[data-testid=chat-list] .chat-item').first().getAttribute('data-contact-id')).toBe(contactId);
    await eventually(() => requests.operations.includes('SendMessage')).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(requests.operations).not.toContain('ChatsAndContacts');
    expect(await chatItem(contactId).count()).toBe(1);

    await page.reload();
    await page.locator('.chat-group--mine').waitFor();
    expect(await chatItem(contactId).count()).toBe(1);
  });

  let profileAttempts = 0;
  it('the profile panel saves status, about and settings through updateChatProfile', async () => {
    // Its own text per attempt: a retry after a saved first attempt must still change something to save.
    const about = `На связи с 9 до 18 по Москве (попытка ${++profileAttempts}).`;
    await openChatApp();
    await page.getByRole('button', { name: 'Открыть мой профиль' }).click();
    const panel = page.locator('[data-testid=chat-profile]');
    await panel.waitFor();
    await panel.getByText('Не беспокоить').click();
    await eventually(() => page.locator('.chat-me .avatar__status--busy').count()).toBe(1);
    const notifications = panel.getByRole('switch', { name: 'Уведомления' });
    const wasOn = await notifications.isChecked();
    await panel.getByText('Уведомления').click();
    await eventually(() => notifications.isChecked()).toBe(!wasOn);
    await panel.getByLabel('О себе').fill(about);
    await panel.getByRole('button', { name: 'Сохранить' }).click();
    await eventually(() => page.locator('.app-toaster').textContent()).toContain('Описание сохранено');
    await screenshot(page, 'chat-profile');

    await page.reload();
    await page.getByRole('button', { name: 'Открыть мой профиль' }).click();
    await panel.waitFor();
    expect(await panel.getByLabel('О себе').inputValue()).toBe(about);
    expect(await panel.getByRole('radio', { name: 'Не беспокоить' }).isChecked()).toBe(true);
    expect(await panel.getByRole('switch', { name: 'Уведомления' }).isChecked()).toBe(!wasOn);
  });
});
