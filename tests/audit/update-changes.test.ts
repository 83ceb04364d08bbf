import { describe, expect, it } from 'vitest';
import { changesBetween, shownFieldsOf, updateChanges } from '../../server/audit/rules.js';

/**
 * An update's changes read only the fields whose values are not the very same (server/audit/rules.ts
 * `updateChanges`): the same changes, in the same order, as the diff of both records' shown fields.
 */
const full = (before: object, after: object, omit: readonly string[]) => changesBetween(shownFieldsOf(before, omit), shownFieldsOf(after, omit));

const tags = ['high'];
const place = { calendar: 'Work', location: 'Офис' };
const BEFORE = {
  id: 7,
  title: 'Позвонить клиенту',
  tags,
  extendedProps: place,
  guest: null,
  dueDate: '2026-11-29T20:08:29.921Z',
  isImportant: false,
  version: 3,
  updatedBy: 'Анна',
  updatedAt: '2026-11-28T10:00:00.000Z',
  passwordHash: 'secret',
};

const CASES: Array<[string, Record<string, unknown>]> = [
  ['one flag flipped', { ...BEFORE, isImportant: true, version: 4 }],
  ['nothing but the stamp', { ...BEFORE, version: 4, updatedAt: '2026-11-29T00:00:00.000Z' }],
  ['a list copied alike', { ...BEFORE, tags: [...tags] }],
  ['a list changed', { ...BEFORE, tags: ['high', 'low'] }],
  ['a nested object copied alike', { ...BEFORE, extendedProps: { ...place } }],
  ['a nested object changed, one field added', { ...BEFORE, extendedProps: { ...place, calendar: 'Home', allDay: true } }],
  ['a field set to null and one from null', { ...BEFORE, title: null, guest: { fullName: 'Гость' } }],
  ['a field gone and a field new', (({ dueDate: _dueDate, ...rest }) => ({ ...rest, startsAt: '2026-12-01T09:00:00.000Z' }))(BEFORE)],
  ['an omitted field changed', { ...BEFORE, passwordHash: 'another' }],
  ['a number turned NaN', { ...BEFORE, version: Number.NaN, id: Number.NaN }],
];

describe("an update's changes", () => {
  for (const [name, after] of CASES) {
    it(`are those of both records' shown fields: ${name}`, () => {
      const expected = full(BEFORE, after, ['passwordHash']);
      expect(updateChanges(BEFORE, after, ['passwordHash'])).toEqual(expected);
      expect(updateChanges(after, BEFORE, ['passwordHash'])).toEqual(full(after, BEFORE, ['passwordHash']));
    });
  }

  it('name what changed in the order of the record before, then the fields only the new one has', () => {
    const after = { startsAt: 'x', ...BEFORE, isImportant: true, title: 'Другое' };
    expect(updateChanges(BEFORE, after, []).map((change) => change.field)).toEqual(['title', 'isImportant', 'startsAt']);
  });
});
