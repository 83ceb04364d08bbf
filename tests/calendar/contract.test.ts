import { describe, expect, it } from 'vitest';
import type { NewEvent } from '../../server/calendar/models.js';
import { InvalidInputError, NotFoundError, StaleVersionError } from '../../server/common/errors.js';
import { graphqlAs, injectAs, useApp } from '../helper.js';
import { STORE_NAMES, useStore } from '../stores/support.js';

const meeting = (n: number, extra: Partial<NewEvent> = {}): NewEvent => ({
  title: `Встреча ${n}`,
  start: '2030-05-05T10:00:00Z',
  end: '2030-05-05T11:00:00Z',
  extendedProps: { calendar: 'Business', guests: ['Анна'] },
  ...extra,
});

describe.each(STORE_NAMES)('calendar events on the %s store', (name) => {
  const store = useStore(name);
  const calendar = () => store().stores.calendar;

  it('lists by start then id; filters by calendars (none given: all; an empty list: none)', async () => {
    const all = await calendar().list();
    expect(all.length).toBeGreaterThan(5);
    expect(all.map((e) => e.id)).toEqual([...all].sort((a, b) => Date.parse(a.start) - Date.parse(b.start) || a.id - b.id).map((e) => e.id));
    const some = await calendar().list(['Holiday', 'Family']);
    expect(some.map((e) => e.id)).toEqual(all.filter((e) => ['Holiday', 'Family'].includes(e.extendedProps.calendar)).map((e) => e.id));
    expect(await calendar().list([])).toEqual([]);
    expect(all.every((e) => e.version === 1 && e.updatedBy === null)).toBe(true);
  });

  it('adds with id = maximum + 1 at version 1 with defaults; refuses bad input changing nothing', async () => {
    const before = await calendar().list();
    const added = await calendar().add(meeting(1, { url: 'https://example.com/room' }), { actor: 'Анна' });
    expect(added).toEqual({
      id: Math.max(...before.map((e) => e.id)) + 1,
      url: 'https://example.com/room',
      title: 'Встреча 1',
      start: '2030-05-05T10:00:00.000Z',
      end: '2030-05-05T11:00:00.000Z',
      allDay: false,
      extendedProps: { calendar: 'Business', guests: ['Анна'], location: '', description: '' },
      version: 1,
      updatedBy: 'Анна',
      updatedAt: expect.any(String),
    });
    expect(await calendar().find(added.id)).toEqual(added);
    await expect(calendar().add(meeting(2, { end: '2030-05-04T00:00:00Z' }))).rejects.toThrow(/end must not be before start/);
    await expect(calendar().add(meeting(3, { url: 'javascript:alert(1)' }))).rejects.toThrow(InvalidInputError);
    expect((await calendar().list()).length).toBe(before.length + 1);
  });

  it('updates field by field bumping the version; a stale version is refused; no version wins last', async () => {
    const [event] = await calendar().list();
    const first = await calendar().update(event.id, { extendedProps: { location: 'Офис' } }, { actor: 'Анна', version: 1 });
    expect(first).toMatchObject({ title: event.title, extendedProps: { ...event.extendedProps, location: 'Офис' }, version: 2, updatedBy: 'Анна' });
    const stale = calendar().update(event.id, { title: 'Поздно' }, { actor: 'Игорь', version: 1 });
    await expect(stale).rejects.toThrow(StaleVersionError);
    await expect(stale).rejects.toMatchObject({ current: { version: 2, updatedBy: 'Анна' } });
    expect(await calendar().find(event.id)).toEqual(first);
    expect(await calendar().update(event.id, { title: 'Последняя' }, { actor: 'Игорь' })).toMatchObject({ title: 'Последняя', version: 3, updatedBy: 'Игорь' });
    await expect(calendar().update(999_999, { title: 'x' })).rejects.toThrow(NotFoundError);
  });

  it('removes and answers the event; an unknown id is NOT_FOUND', async () => {
    const [event] = await calendar().list();
    expect(await calendar().remove(event.id)).toEqual(event);
    await expect(calendar().find(event.id)).rejects.toThrow(NotFoundError);
    await expect(calendar().remove(event.id)).rejects.toThrow(NotFoundError);
  });

  it('finds the timed events starting in a window, for reminders', async () => {
    const timed = await calendar().add(meeting(4, { start: '2031-01-01T10:10:00Z', end: '2031-01-01T11:00:00Z' }));
    await calendar().add(meeting(5, { start: '2031-01-01T10:05:00Z', end: '2031-01-02T00:00:00Z', allDay: true }));
    const found = await calendar().startingBetween('2031-01-01T10:00:00.000Z', '2031-01-01T10:15:00.000Z');
    expect(found.map((e) => e.id)).toEqual([timed.id]);
  });

  it('gives concurrent creates distinct ids', async () => {
    const added = await Promise.all(Array.from({ length: 50 }, (_, i) => calendar().add(meeting(100 + i))));
    expect(new Set(added.map((e) => e.id)).size).toBe(50);
  });
});

describe('event versions through the faces (memory app)', () => {
  const app = useApp();
  const admin = graphqlAs(app, 'admin');
  const UPDATE = `mutation ($id: ID!, $input: EventUpdateInput!) { updateEvent(id: $id, input: $input) { id title version updatedBy } }`;

  it('GraphQL answers a stale version with CONFLICT; REST (no version) wins last', async () => {
    const read = await admin<{ events: { id: string; version: number }[] }>(`{ events { id version } }`);
    const { id, version } = read.data!.events[0];
    const ok = await admin<{ updateEvent: { version: number } }>(UPDATE, { id, input: { title: 'Через GraphQL', version } });
    expect(ok.data?.updateEvent.version).toBe(version + 1);
    const stale = await admin(UPDATE, { id, input: { title: 'Опоздавшая', version } });
    expect(stale.errors?.[0].extensions).toMatchObject({ code: 'CONFLICT', currentVersion: version + 1, updatedBy: 'Анна Смирнова' });
    const rest = await injectAs(app, 'admin')({ method: 'POST', url: '/apps/calendar/update-event', payload: { event: { id: Number(id), title: 'Через REST' } } });
    expect(rest.statusCode).toBe(200);
    const after = await admin<{ events: { id: string; title: string; version: number }[] }>(`{ events { id title version } }`);
    expect(after.data?.events.find((e) => e.id === id)).toMatchObject({ title: 'Через REST', version: version + 2 });
  });
});
