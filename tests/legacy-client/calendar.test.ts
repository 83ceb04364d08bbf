import { describe, expect, it } from 'vitest';
import { useLegacyApp, expectBadRequest } from './support.js';
import type { EventRecord } from '../../server/calendar/models.js';

/**
 * The calendar store and its event sidebar. The events call hands `{ calendars }` to axios as the
 * config (no query: every event comes back); the sidebar adds an event with `display`, its link and
 * description in `extendedProps.url` / `extendedProps.desc` and its guests as the select's options;
 * an update sends FullCalendar's string id, and a drag sends the event FullCalendar serializes.
 * Removing passes `{ id }` as the config.
 */
type CalendarEvent = EventRecord;

const CATEGORIES = ['Business', 'Holiday', 'Personal', 'Family', 'ETC'];

const ctx = useLegacyApp();

describe('reads', () => {
  it('GET /apps/calendar/events with nothing on the wire: every event, shaped for FullCalendar', async () => {
    const res = await ctx.client.get('/apps/calendar/events');
    expect(res.statusCode).toBe(200);
    const events = res.json<CalendarEvent[]>();
    expect(new Set(events.map((e) => e.extendedProps.calendar)).size).toBeGreaterThan(2);
    for (const event of events) {
      expect(event).toMatchObject({ id: expect.any(Number), url: expect.any(String), title: expect.any(String), allDay: expect.any(Boolean) });
      expect(CATEGORIES).toContain(event.extendedProps.calendar);
      expect(Number.isNaN(new Date(event.start).getTime())).toBe(false);
      expect(Number.isNaN(new Date(event.end).getTime())).toBe(false);
    }
  });
});

describe('writes', () => {
  const events = async () => (await ctx.client.get('/apps/calendar/events')).json<CalendarEvent[]>();
  const guestOption = (name: string) => ({ value: name, label: name, avatar: '/static/media/avatar-s-3.9b1c.jpg' });

  it('POST /apps/calendar/add-event with the sidebar body: 201, desc, link and guests kept in our terms', async () => {
    const res = await ctx.client.post('/apps/calendar/add-event', {
      event: {
        title: 'Встреча с поставщиком',
        start: '2026-12-10T09:00:00.000Z',
        end: '2026-12-10T10:30:00.000Z',
        allDay: false,
        display: 'block',
        extendedProps: {
          calendar: 'Business',
          url: 'https://meet.example.ru/room-7',
          guests: [guestOption('Donna Frank'), guestOption('Jane Foster')],
          location: 'Переговорная 2',
          desc: 'Обсудить условия поставки',
        },
      },
    });
    expect(res.statusCode).toBe(201);
    const created = res.json<CalendarEvent>();
    const expected = {
      id: expect.any(Number),
      title: 'Встреча с поставщиком',
      url: 'https://meet.example.ru/room-7',
      allDay: false,
      extendedProps: { calendar: 'Business', guests: ['Donna Frank', 'Jane Foster'], location: 'Переговорная 2', description: 'Обсудить условия поставки' },
    };
    expect(created).toMatchObject(expected);
    expect(created).not.toHaveProperty('display');
    expect((await events()).find((e) => e.id === created.id)).toMatchObject(expected);
  });

  it('POST /apps/calendar/add-event with only what the form requires (optional props left undefined)', async () => {
    const res = await ctx.client.post('/apps/calendar/add-event', {
      event: { title: 'Обед', start: '2026-12-11T12:00:00.000Z', end: '2026-12-11T13:00:00.000Z', allDay: false, display: 'block', extendedProps: { calendar: 'Personal' } },
    });
    expect(res.statusCode).toBe(201);
    expect((await events()).find((e) => e.id === res.json().id)).toMatchObject({ title: 'Обед', extendedProps: { calendar: 'Personal', guests: [] } });
  });

  it('POST /apps/calendar/update-event from the sidebar: string id, guests still {} when none were picked', async () => {
    const [event] = await events();
    const res = await ctx.client.post('/apps/calendar/update-event', {
      event: {
        id: String(event.id),
        title: 'Перенесённая встреча',
        allDay: false,
        start: '2026-12-12T08:00:00.000Z',
        end: '2026-12-12T09:00:00.000Z',
        url: '',
        display: 'block',
        extendedProps: { location: '', description: 'Новая повестка', guests: {}, calendar: 'Family' },
      },
    });
    expect(res.statusCode).toBe(200);
    expect((await events()).find((e) => e.id === event.id)).toMatchObject({
      title: 'Перенесённая встреча',
      start: '2026-12-12T08:00:00.000Z',
      end: '2026-12-12T09:00:00.000Z',
      extendedProps: { calendar: 'Family', guests: [], description: 'Новая повестка', location: '' },
    });
  });

  it('POST /apps/calendar/update-event after a drag: the event as FullCalendar serializes it', async () => {
    const event = (await events()).find((e) => !e.allDay)!;
    const dragged = {
      id: String(event.id),
      title: event.title,
      start: '2026-12-14T10:00:00+03:00',
      end: '2026-12-14T11:00:00+03:00',
      allDay: false,
      extendedProps: event.extendedProps,
    };
    const res = await ctx.client.post('/apps/calendar/update-event', { event: dragged });
    expect(res.statusCode).toBe(200);
    expect((await events()).find((e) => e.id === event.id)).toMatchObject({
      start: '2026-12-14T07:00:00.000Z',
      end: '2026-12-14T08:00:00.000Z',
      extendedProps: event.extendedProps,
    });
  });

  it('DELETE /apps/calendar/remove-event sends no id: 400 naming it, the event stays', async () => {
    const before = await events();
    expectBadRequest(await ctx.client.delete('/apps/calendar/remove-event'), 'id');
    expect(await events()).toEqual(before);
  });
});
