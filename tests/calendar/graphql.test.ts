import { describe, expect, it } from 'vitest';
import { graphqlAs, useApp } from '../helper.js';

interface GqlEvent {
  id: string;
  url: string | null;
  title: string;
  start: string;
  end: string;
  allDay: boolean;
  extendedProps: { calendar: string; guests: string[]; location: string; description: string };
}

const FIELDS = 'id url title start end allDay extendedProps { calendar guests location description }';
const EVENTS = `query Events($calendars: [CalendarCategory!]) { events(calendars: $calendars) { ${FIELDS} } }`;
const ADD = `mutation Add($input: EventInput!) { addEvent(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation Update($id: ID!, $input: EventUpdateInput!) { updateEvent(id: $id, input: $input) { ${FIELDS} } }`;
const REMOVE = `mutation Remove($id: ID!) { removeEvent(id: $id) { ${FIELDS} } }`;

const input = {
  title: 'Встреча с «Гаммой»',
  start: '2026-12-02T10:00:00.000Z',
  end: '2026-12-02T11:00:00.000Z',
  url: 'https://meet.example.com/gamma',
  extendedProps: { calendar: 'Business', guests: ['Анна Смирнова'], location: 'Офис' },
};

const app = useApp();
const admin = graphqlAs(app, 'admin');

async function events(calendars?: string[]): Promise<GqlEvent[]> {
  const res = await admin<{ events: GqlEvent[] }>(EVENTS, calendars ? { calendars } : {});
  expect(res.errors).toBeUndefined();
  return res.data!.events;
}

describe('Query.events', () => {
  it('answers every event by start when calendars is omitted; url null when there is none', async () => {
    const list = await events();
    expect(list.length).toBeGreaterThanOrEqual(30);
    const starts = list.map((e) => Date.parse(e.start));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(list.some((e) => e.url === null)).toBe(true);
    expect(list.some((e) => e.url?.startsWith('https://'))).toBe(true);
  });

  it.each([[['Business']], [['Holiday', 'Family']], [['Personal', 'ETC', 'Business']]])('filters by %j', async (calendars) => {
    const expected = (await events()).filter((e) => calendars.includes(e.extendedProps.calendar));
    expect(expected.length).toBeGreaterThan(0);
    expect(await events(calendars)).toEqual(expected);
  });

  it('answers none for an empty list', async () => {
    expect(await events([])).toEqual([]);
  });

  it('refuses an unknown category', async () => {
    expect((await admin(EVENTS, { calendars: ['Work'] })).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('Mutation.addEvent', () => {
  it('adds an event the query then shows', async () => {
    const maxId = Math.max(...(await events()).map((e) => Number(e.id)));
    const res = await admin<{ addEvent: GqlEvent }>(ADD, { input });
    expect(res.errors).toBeUndefined();
    expect(res.data?.addEvent).toEqual({
      ...input,
      id: String(maxId + 1),
      allDay: false,
      extendedProps: { ...input.extendedProps, description: '' },
    });
    expect((await events(['Business'])).find((e) => e.id === String(maxId + 1))).toEqual(res.data?.addEvent);
  });

  it.each([
    ['end before start', { ...input, end: '2026-12-01T00:00:00.000Z' }],
    ['a blank title', { ...input, title: ' ' }],
    ['an unknown calendar', { ...input, extendedProps: { calendar: 'Work' } }],
    ['a bad url', { ...input, url: 'not a url' }],
    ['a bad start', { ...input, start: 'завтра' }],
  ])('refuses %s with BAD_USER_INPUT and adds nothing', async (_name, bad) => {
    const before = await events();
    expect((await admin(ADD, { input: bad })).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(await events()).toEqual(before);
  });
});

describe('Mutation.updateEvent', () => {
  it('changes the given fields, url null removes the link, and the query shows it', async () => {
    const target = (await events()).find((e) => e.url !== null)!;
    const res = await admin<{ updateEvent: GqlEvent }>(UPDATE, {
      id: target.id,
      input: { title: 'Перенесено', url: null, extendedProps: { guests: ['Пётр'] } },
    });
    const expected = { ...target, title: 'Перенесено', url: null, extendedProps: { ...target.extendedProps, guests: ['Пётр'] } };
    expect(res.data?.updateEvent).toEqual(expected);
    expect((await events()).find((e) => e.id === target.id)).toEqual(expected);
  });

  it('fails with NOT_FOUND for an unknown id', async () => {
    expect((await admin(UPDATE, { id: '9999', input: { title: 'x' } })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('refuses a start after the stored end and changes nothing', async () => {
    const before = await events();
    const res = await admin(UPDATE, { id: before[0].id, input: { start: '2030-01-01T00:00:00Z' } });
    expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(await events()).toEqual(before);
  });

  it('refuses a non-numeric id', async () => {
    expect((await admin(UPDATE, { id: 'x1', input: { title: 'x' } })).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('Mutation.removeEvent', () => {
  it('answers the removed event, which is then gone', async () => {
    const before = await events();
    const res = await admin<{ removeEvent: GqlEvent }>(REMOVE, { id: before[5].id });
    expect(res.data?.removeEvent).toEqual(before[5]);
    expect(await events()).toEqual(before.filter((e) => e.id !== before[5].id));
  });

  it('fails with NOT_FOUND for an unknown id and removes nothing', async () => {
    const before = await events();
    expect((await admin(REMOVE, { id: '9999' })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect(await events()).toEqual(before);
  });
});

describe('security', () => {
  const operations: [string, string, Record<string, unknown>][] = [
    ['events', EVENTS, {}],
    ['addEvent', ADD, { input }],
    ['updateEvent', UPDATE, { id: '1', input: { title: 'x' } }],
    ['removeEvent', REMOVE, { id: '1' }],
  ];

  it.each(operations)('%s fails with UNAUTHENTICATED without a token', async (_name, query, variables) => {
    expect((await graphqlAs(app)(query, variables)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it.each(operations)('%s fails with FORBIDDEN for the client role and changes nothing', async (_name, query, variables) => {
    const before = await events();
    expect((await graphqlAs(app, 'client')(query, variables)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(await events()).toEqual(before);
  });
});
