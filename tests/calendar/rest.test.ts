import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { EventRecord } from '../../server/calendar/models.js';
import { injectAs, useApp } from '../helper.js';

/** The REST answer is the record itself, shaped as FullCalendar reads it. */
type Event = EventRecord;

const CALENDARS = ['Business', 'Holiday', 'Personal', 'Family', 'ETC'] as const;

const app = useApp();
const admin = injectAs(app, 'admin');

async function events(query = ''): Promise<Event[]> {
  const res = await admin({ method: 'GET', url: `/apps/calendar/events${query}` });
  expect(res.statusCode).toBe(200);
  return res.json();
}

const byStart = (a: Event, b: Event) => Date.parse(a.start) - Date.parse(b.start) || a.id - b.id;

const newEvent = {
  title: 'Встреча с «Гаммой»',
  start: '2026-12-02T10:00:00.000Z',
  end: '2026-12-02T11:00:00.000Z',
  allDay: false,
  url: 'https://meet.example.com/gamma',
  extendedProps: { calendar: 'Business', guests: ['Анна Смирнова', 'ivan@example.com'], location: 'Офис', description: 'Договор' },
};

describe('GET /apps/calendar/events', () => {
  it('answers every event without a calendars parameter, by start, with the FullCalendar shape', async () => {
    const list = await events();
    expect(list.length).toBeGreaterThanOrEqual(30);
    expect(list).toEqual([...list].sort(byStart));
    for (const event of list) {
      expect(Object.keys(event).sort()).toEqual(['allDay', 'end', 'extendedProps', 'id', 'start', 'title', 'url']);
      expect(Object.keys(event.extendedProps).sort()).toEqual(['calendar', 'description', 'guests', 'location']);
      expect(Date.parse(event.start)).toBeLessThanOrEqual(Date.parse(event.end));
    }
    expect(new Set(list.map((e) => e.extendedProps.calendar))).toEqual(new Set(CALENDARS));
    expect(list.some((e) => e.allDay)).toBe(true);
    expect(list.some((e) => e.url !== '')).toBe(true);
  });

  it('seeds events over the epoch month and the next', async () => {
    const months = new Set((await events()).map((e) => e.start.slice(0, 7)));
    expect(months).toEqual(new Set(['2026-11', '2026-12']));
  });

  it.each(CALENDARS)('calendars=%s answers only that category', async (calendar) => {
    const expected = (await events()).filter((e) => e.extendedProps.calendar === calendar);
    expect(expected.length).toBeGreaterThan(0);
    expect(await events(`?calendars=${calendar}`)).toEqual(expected);
  });

  it.each([
    ['repeated parameters', '?calendars=Personal&calendars=Family'],
    ['a comma list', '?calendars=Personal,Family'],
    ['both, with a duplicate', '?calendars=Personal,Family&calendars=Family'],
  ])('accepts %s', async (_name, query) => {
    const expected = (await events()).filter((e) => ['Personal', 'Family'].includes(e.extendedProps.calendar));
    expect(await events(query)).toEqual(expected);
  });

  it('answers no events for an empty calendars parameter (all filters cleared)', async () => {
    expect(await events('?calendars=')).toEqual([]);
  });

  it.each(['?calendars=Work', '?calendars=Personal,Work', '?calendars=personal', '?calendars=Personal,'])(
    'refuses %s with 400',
    async (query) => {
      const res = await admin({ method: 'GET', url: `/apps/calendar/events${query}` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, message: expect.any(String) });
    },
  );
});

describe('POST /apps/calendar/add-event', () => {
  it('adds the event with id = max + 1 and answers it itself with 201', async () => {
    const maxId = Math.max(...(await events()).map((e) => e.id));
    const res = await admin({ method: 'POST', url: '/apps/calendar/add-event', payload: { event: newEvent } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ ...newEvent, id: maxId + 1 });
    expect((await events('?calendars=Business')).find((e) => e.id === maxId + 1)).toEqual(res.json());
  });

  it('fills the optional fields and normalises dates', async () => {
    const res = await admin({
      method: 'POST',
      url: '/apps/calendar/add-event',
      payload: { event: { title: 'Отпуск', start: '2026-12-20', end: '2026-12-27', allDay: true, extendedProps: { calendar: 'Holiday' } } },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      url: '',
      start: '2026-12-20T00:00:00.000Z',
      end: '2026-12-27T00:00:00.000Z',
      allDay: true,
      extendedProps: { calendar: 'Holiday', guests: [], location: '', description: '' },
    });
  });

  it('accepts an event that starts and ends at the same moment', async () => {
    const res = await admin({
      method: 'POST',
      url: '/apps/calendar/add-event',
      payload: { event: { ...newEvent, end: newEvent.start } },
    });
    expect(res.statusCode).toBe(201);
  });

  it.each([
    ['no event wrapper', newEvent],
    ['a missing title', { event: { ...newEvent, title: undefined } }],
    ['a blank title', { event: { ...newEvent, title: '   ' } }],
    ['a title over 200 characters', { event: { ...newEvent, title: 'я'.repeat(201) } }],
    ['end before start', { event: { ...newEvent, end: '2026-12-02T09:00:00.000Z' } }],
    ['a start that is not a date', { event: { ...newEvent, start: 'завтра' } }],
    ['an impossible end', { event: { ...newEvent, end: '2026-02-31T25:00' } }],
    ['an unknown calendar', { event: { ...newEvent, extendedProps: { calendar: 'Work' } } }],
    ['missing extendedProps', { event: { ...newEvent, extendedProps: undefined } }],
    ['a url that is not http(s)', { event: { ...newEvent, url: 'javascript:alert(1)' } }],
    ['an empty guest', { event: { ...newEvent, extendedProps: { calendar: 'ETC', guests: [''] } } }],
  ])('refuses %s with 400 and adds nothing', async (_name, payload) => {
    const before = await events();
    const res = await admin({ method: 'POST', url: '/apps/calendar/add-event', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', message: expect.any(String) });
    expect(await events()).toEqual(before);
  });
});

describe('POST /apps/calendar/update-event', () => {
  it('changes the given fields, extendedProps field by field, and the list shows it', async () => {
    const [target] = await events();
    const res = await admin({
      method: 'POST',
      url: '/apps/calendar/update-event',
      payload: { event: { id: target.id, title: 'Перенесено', extendedProps: { calendar: 'ETC', location: 'Онлайн' } } },
    });
    expect(res.statusCode).toBe(200);
    const expected = { ...target, title: 'Перенесено', extendedProps: { ...target.extendedProps, calendar: 'ETC', location: 'Онлайн' } };
    expect(res.json()).toEqual(expected);
    expect((await events('?calendars=ETC')).find((e) => e.id === target.id)).toEqual(expected);
  });

  it('accepts the whole event echoed back with a string id, as FullCalendar sends it after a drag', async () => {
    const [target] = await events();
    const moved = { ...target, id: String(target.id), start: '2027-01-05T00:00:00.000Z', end: '2027-01-06T00:00:00.000Z' };
    const res = await admin({ method: 'POST', url: '/apps/calendar/update-event', payload: { event: moved } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...moved, id: target.id });
    expect((await events()).at(-1)?.id).toBe(target.id);
  });

  it('answers 404 for an unknown id and changes nothing', async () => {
    const before = await events();
    const res = await admin({ method: 'POST', url: '/apps/calendar/update-event', payload: { event: { id: 9999, title: 'Нет' } } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, message: 'Event 9999 not found' });
    expect(await events()).toEqual(before);
  });

  it.each([
    ['a missing id', () => ({ event: { title: 'x' } })],
    ['an end before the stored start', (e: Event) => ({ event: { id: e.id, end: '2000-01-01' } })],
    ['an unknown calendar', (e: Event) => ({ event: { id: e.id, extendedProps: { calendar: 'Work' } } })],
    ['an empty title', (e: Event) => ({ event: { id: e.id, title: '' } })],
  ])('refuses %s with 400 and changes nothing', async (_name, payload) => {
    const before = await events();
    const res = await admin({ method: 'POST', url: '/apps/calendar/update-event', payload: payload(before[0]) });
    expect(res.statusCode).toBe(400);
    expect(await events()).toEqual(before);
  });
});

describe('DELETE /apps/calendar/remove-event', () => {
  it.each([
    ['the query string', (id: number) => ({ url: `/apps/calendar/remove-event?id=${id}` })],
    ['the JSON body', (id: number) => ({ url: '/apps/calendar/remove-event', payload: { id } })],
  ])('removes the event named in %s and answers it', async (_name, request) => {
    const before = await events();
    const target = before[3];
    const res = await admin({ method: 'DELETE', ...request(target.id) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(target);
    expect(await events()).toEqual(before.filter((e) => e.id !== target.id));
  });

  it('answers 404 for an unknown id and removes nothing', async () => {
    const before = await events();
    const res = await admin({ method: 'DELETE', url: '/apps/calendar/remove-event?id=9999' });
    expect(res.statusCode).toBe(404);
    expect(await events()).toEqual(before);
  });

  it.each(['', '?id=abc', '?id=-1'])('refuses id "%s" with 400', async (query) => {
    const before = await events();
    const res = await admin({ method: 'DELETE', url: `/apps/calendar/remove-event${query}` });
    expect(res.statusCode).toBe(400);
    expect(await events()).toEqual(before);
  });
});

describe('security', () => {
  const routes: InjectOptions[] = [
    { method: 'GET', url: '/apps/calendar/events' },
    { method: 'POST', url: '/apps/calendar/add-event', payload: { event: newEvent } },
    { method: 'POST', url: '/apps/calendar/update-event', payload: { event: { id: 1, title: 'x' } } },
    { method: 'DELETE', url: '/apps/calendar/remove-event?id=1' },
  ];

  it.each(routes)('$method $url answers 401 without a token', async (route) => {
    expect((await app.inject(route)).statusCode).toBe(401);
  });

  it.each(routes)('$method $url answers 403 to the client role and changes nothing', async (route) => {
    const before = await events();
    expect((await injectAs(app, 'client')(route)).statusCode).toBe(403);
    expect(await events()).toEqual(before);
  });
});
