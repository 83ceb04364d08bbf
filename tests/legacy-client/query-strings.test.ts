import { describe, expect, it } from 'vitest';
import { parseQueryString } from '../../server/http/query-string.js';
import { useLegacyApp, axiosQuery } from './support.js';

/** Query strings as axios 0.24 writes them, and as our server reads them. */
describe('axios 0.24 params (the fixture serializer the replays use)', () => {
  it.each([
    [{ q: '', page: 1 }, 'q=&page=1'],
    [{ label: undefined, folder: 'inbox', q: null }, 'folder=inbox'],
    [{ calendars: ['Personal', 'Business'] }, 'calendars[]=Personal&calendars[]=Business'],
    [{ calendars: [] }, ''],
    [{ q: 'a b:c,d$' }, 'q=a+b:c,d$'],
    [{ when: new Date('2026-01-02T03:04:05.000Z') }, 'when=2026-01-02T03:04:05.000Z'],
  ])('%j → %j', (params, query) => {
    expect(axiosQuery(params)).toBe(query);
  });
});

describe('parseQueryString', () => {
  it.each([
    ['', {}],
    ['a=1&a=2', { a: ['1', '2'] }],
    ['calendars[]=Personal&calendars[]=Business', { calendars: ['Personal', 'Business'] }],
    ['calendars[]=Personal', { calendars: ['Personal'] }],
    ['calendars=Family&calendars[]=Personal', { calendars: ['Family', 'Personal'] }],
    ['label=&q=x+y', { label: '', q: 'x y' }],
  ])('%j → %j', (text, query) => {
    expect({ ...parseQueryString(text) }).toEqual(query);
  });

  it('reads a long query string asked again the same, into an object of its own each time', () => {
    const text = `query=${encodeURIComponent(`{ users(perPage: 10) { rows { id fullName email } } } # ${'x'.repeat(300)}`)}&tags[]=a&tags[]=b`;
    const first = parseQueryString(text);
    (first.tags as string[]).push('changed');
    first.query = 'changed';
    const second = parseQueryString(text);
    expect(second).not.toBe(first);
    expect({ ...second }).toEqual({ query: `{ users(perPage: 10) { rows { id fullName email } } } # ${'x'.repeat(300)}`, tags: ['a', 'b'] });
    expect(Object.getPrototypeOf(second)).toBe(Object.getPrototypeOf(parseQueryString('a=1')));
  });

  it('reads __proto__ as a plain key, polluting nothing', () => {
    const query = parseQueryString('__proto__[]=x&constructor=y');
    expect(Object.keys(query).sort()).toEqual(['__proto__', 'constructor']);
    expect(({} as Record<string, unknown>)[0]).toBeUndefined();
    expect(Object.getPrototypeOf({})).toBe(Object.prototype);
  });
});

describe('the server reads key[] arrays and empty filters', () => {
  const ctx = useLegacyApp();

  it('GET /apps/calendar/events?calendars[]=…: the same events as the repeated form', async () => {
    const brackets = await ctx.admin({ method: 'GET', url: `/apps/calendar/events?${axiosQuery({ calendars: ['Personal', 'Family'] })}` });
    const repeated = await ctx.admin({ method: 'GET', url: '/apps/calendar/events?calendars=Personal&calendars=Family' });
    expect(brackets.statusCode).toBe(200);
    const events = brackets.json<{ extendedProps: { calendar: string } }[]>();
    expect(events.length).toBeGreaterThan(0);
    expect(new Set(events.map((e) => e.extendedProps.calendar))).toEqual(new Set(['Personal', 'Family']));
    expect(events).toEqual(repeated.json());
  });

  it('a query value of the wrong type is still refused with 400 naming it', async () => {
    const res = await ctx.admin({ method: 'GET', url: '/apps/ecommerce/products?page=two' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('querystring/page');
  });
});
