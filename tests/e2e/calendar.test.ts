import { describe, expect, it } from 'vitest';
import { recordGraphQL, screenshot, usePage } from './support/browser.js';
import { goToScreen, openScreen } from './support/screens.js';
import { useProductServer } from './support/server.js';

const baseUrl = await useProductServer();
const { page } = usePage({ signInAs: { baseUrl, role: 'admin' } });

// The seed's events fall in November and December 2026: the month is pinned through the URL.
const MONTH = '/apps/calendar?view=dayGridMonth&date=2026-11-01';
const TITLE = 'Встреча с аудитором';

const events = () => page.locator('.calendar-board .cal-event');
const cell = (date: string) => page.locator(`.calendar-board [role=cell][data-date="${date}"]`);
const ourEvent = () => events().filter({ hasText: TITLE });
/** The colour classes of the events on screen (one per category). */
const colours = () => events().evaluateAll((nodes) => [...new Set(nodes.map((n) => /cal-event--(\w+)/.exec(n.className)?.[1] ?? '?'))].sort());

async function openMonth(): Promise<void> {
  await page.goto(`${baseUrl}${MONTH}`);
  await events().first().waitFor();
}

describe('calendar', () => {
  it('shows the month with coloured categories, and the week view', async () => {
    await openMonth();
    expect(await page.locator('.calendar-board [role=heading]').first().textContent()).toMatch(/ноябрь 2026/i);
    expect(await colours()).toEqual(['danger', 'info', 'primary', 'success', 'warning']);
    await screenshot(page, 'calendar-month');

    await page.getByRole('tab', { name: 'Неделя' }).click();
    await page.waitForURL(/view=timeGridWeek/);
    await page.locator('button[aria-label="След"]').click();
    await page.locator('button[aria-label="След"]').click();
    await page.waitForURL(/date=2026-11-09/);
    await events().first().waitFor();
    await screenshot(page, 'calendar-week');
    await page.getByRole('tab', { name: 'Месяц' }).click();
    await page.waitForURL(/view=dayGridMonth/);
  });

  it('never shows an event without its text, even in the frame it appears after being measured', async () => {
    // FullCalendar mounts events hidden, measures them, then shows them. With reduced motion (as this context asks), a
    // transition forced on every element once kept each event's text hidden after its chip showed: a nameless button
    // (axe's aria-command-name). The app's own way in, a link from another screen, showed it every time.
    await openScreen(page, baseUrl, { path: '/apps/todo', kind: 'shell' });
    await page.evaluate(() => {
      const seen: string[] = [];
      Object.assign(window, { namelessEvents: seen });
      new MutationObserver(() => {
        document.querySelectorAll<HTMLElement>('.cal-event').forEach((event) => {
          if (!event.innerText.trim() && event.getBoundingClientRect().width > 0 && getComputedStyle(event).visibility !== 'hidden') seen.push(event.textContent ?? '');
        });
      }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    });
    await goToScreen(page, baseUrl, { path: '/apps/calendar', kind: 'shell' });
    await events().first().waitFor({ state: 'visible' });
    expect(await page.evaluate(() => (window as unknown as { namelessEvents: string[] }).namelessEvents)).toEqual([]);
  });

  it('toggles one category, clears all, picks one and selects all again, kept in the URL', async () => {
    await openMonth();
    await page.locator('label:has([data-testid=calendar-filter-Business])').click();
    await page.waitForURL(/calendars=Holiday%2CPersonal%2CFamily%2CETC/);
    await expect.poll(colours).toEqual(['danger', 'info', 'success', 'warning']);

    await page.locator('[data-testid=calendar-filter-clear]').click();
    await page.waitForURL(/calendars=(&|$)/);
    await expect.poll(() => events().count()).toBe(0);
    await page.getByText('Ни одна категория не выбрана').waitFor();

    await page.locator('label:has([data-testid=calendar-filter-Family])').click();
    await page.waitForURL(/calendars=Family(&|$)/);
    await expect.poll(colours).toEqual(['warning']);
    await page.reload();
    await events().first().waitFor();
    expect(await colours()).toEqual(['warning']);
    expect(await page.locator('input[data-testid=calendar-filter-Family]').isChecked()).toBe(true);
    expect(await page.locator('input[data-testid=calendar-filter-Business]').isChecked()).toBe(false);

    await page.locator('label:has([data-testid=calendar-filter-all])').click();
    await expect.poll(() => new URL(page.url()).searchParams.has('calendars')).toBe(false);
    await expect.poll(colours).toEqual(['danger', 'info', 'primary', 'success', 'warning']);
  });

  it('adds an all-day event after validating the dates, shown without refetching the list', async () => {
    await openMonth();
    await page.locator('[data-testid=calendar-add]').click();
    await page.locator('#event-title').waitFor();
    await page.locator('#event-title').fill('');
    await page.locator('[data-testid=event-submit]').click();
    await page.locator('.calendar-drawer').getByText('Введите название события').waitFor();

    await page.locator('#event-title').fill(TITLE);
    await page.locator('#event-category').selectOption('Personal');
    await page.locator('label:has([data-testid=event-allday])').click();
    await page.locator('#event-start').fill('12.11.2026');
    await page.locator('#event-end').fill('11.11.2026');
    await page.locator('.calendar-drawer .bp6-drawer-header').click();
    await page.locator('[data-testid=event-submit]').click();
    await page.locator('.calendar-drawer').getByText('Окончание не может быть раньше начала').waitFor();

    await page.locator('#event-end').fill('12.11.2026');
    await page.locator('.calendar-drawer .bp6-drawer-header').click();
    await page.locator('#event-url').fill('https://meet.example.com/audit');
    await page.locator('#event-guests').click();
    await page.locator('[data-guest-option="Мария Волкова"]').click();
    await page.locator('.calendar-drawer .bp6-drawer-header').click();
    await page.locator('#event-location').fill('Переговорная 2');
    await screenshot(page, 'calendar-drawer');

    const graphql = recordGraphQL(page);
    await page.locator('[data-testid=event-submit]').click();
    await page.locator('.calendar-drawer').waitFor({ state: 'detached' });
    await cell('2026-11-12').locator('.cal-event', { hasText: TITLE }).waitFor();
    expect(await ourEvent().getAttribute('class')).toContain('cal-event--danger');
    expect(graphql.operations).toEqual(['AddEvent']);
  });

  it('moves the event by dragging it in the month view; the new date survives a reload', async () => {
    const from = await ourEvent().boundingBox();
    const to = await cell('2026-11-19').boundingBox();
    if (!from || !to) throw new Error('event or target cell not on screen');
    const graphql = recordGraphQL(page);
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 + 10, { steps: 5 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 15 });
    await page.mouse.up();
    await cell('2026-11-19').locator('.cal-event', { hasText: TITLE }).waitFor();
    await expect.poll(() => graphql.operations).toEqual(['UpdateEvent']);

    await page.reload();
    await events().first().waitFor();
    await cell('2026-11-19').locator('.cal-event', { hasText: TITLE }).waitFor();
    expect(await cell('2026-11-12').locator('.cal-event', { hasText: TITLE }).count()).toBe(0);
  });

  it('opens the event in the drawer and removes it after a confirmation', async () => {
    await ourEvent().click();
    expect(await page.locator('#event-title').inputValue()).toBe(TITLE);
    expect(await page.locator('#event-start').inputValue()).toBe('19.11.2026');
    expect(await page.locator('#event-location').inputValue()).toBe('Переговорная 2');
    await page.locator('[data-testid=event-remove]').click();
    const graphql = recordGraphQL(page);
    await page.locator('.calendar-confirm').getByRole('button', { name: 'Удалить' }).click();
    await ourEvent().waitFor({ state: 'detached' });
    expect(graphql.operations).toEqual(['RemoveEvent']);

    await page.reload();
    await events().first().waitFor();
    expect(await ourEvent().count()).toBe(0);
  });
});
