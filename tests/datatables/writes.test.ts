import { describe, expect, it } from 'vitest';
import { ConflictError, InvalidFieldError, NotFoundError, StaleVersionError } from '../../server/common/errors.js';
import type { NewEmployee } from '../../server/datatables/models.js';
import { STORE_NAMES, useStore } from '../stores/support.js';

const NEW: NewEmployee = {
  full_name: '  Ольга Смирнова ',
  post: 'Бухгалтер',
  email: 'olga.new-hire@aurora.test',
  city: 'Казань',
  startedOn: '2024-03-07',
  salary: 23896.5,
  age: 34,
  experienceYears: 1,
  status: 2,
};

describe.each(STORE_NAMES)('employee writes on the %s store', (name) => {
  const store = useStore(name);
  const table = () => store().stores.datatables;

  it('edits the given fields, moves the version, and finds the edit in the list’s search and order', async () => {
    const [first] = await table().all();
    expect(first).toMatchObject({ version: 1, updatedBy: null, updatedAt: null });
    const edited = await table().update(first.id, { status: first.status === 5 ? 1 : 5, city: ' Тверь ', post: 'Архитектор облаков' }, { actor: 'Анна', version: 1 });
    expect(edited).toMatchObject({ id: first.id, city: 'Тверь', post: 'Архитектор облаков', full_name: first.full_name, salary: first.salary, version: 2, updatedBy: 'Анна', updatedAt: expect.any(String) });
    expect(await table().find(first.id)).toEqual(edited);
    expect((await table().search({ q: 'Архитектор облаков' })).map((row) => row.id)).toEqual([first.id]);
    const byStatus = (await table().search({ sortColumn: 'status', sort: 'desc' })).map((row) => row.id);
    if (edited.status === 5) expect(byStatus.indexOf(first.id)).toBeLessThan(byStatus.findIndex((id) => id > first.id));
  });

  it('refuses a stale version with who changed the row since, and a write without one wins', async () => {
    const [, second] = await table().all();
    await table().update(second.id, { status: 1 }, { actor: 'Анна', version: 1 });
    await expect(table().update(second.id, { status: 2 }, { actor: 'Борис', version: 1 })).rejects.toThrow(StaleVersionError);
    expect(await table().update(second.id, { status: 3 })).toMatchObject({ status: 3, version: 3 });
  });

  it('refuses bad fields naming them, an unknown id, and another row’s e-mail address; nothing changes', async () => {
    const [first, second] = await table().all();
    for (const [changes, field] of [
      [{ status: 6 }, 'status'],
      [{ status: 2.5 }, 'status'],
      [{ status: '3' as unknown as number }, 'status'],
      [{ full_name: '   ' }, 'fullName'],
      [{ email: 'not an address' }, 'email'],
      [{}, 'changes'],
    ] as const) {
      await expect(table().update(first.id, changes), JSON.stringify(changes)).rejects.toThrow(expect.objectContaining({ field }));
    }
    await expect(table().update(999_999, { status: 1 })).rejects.toThrow(NotFoundError);
    await expect(table().update(first.id, { email: second.email.toUpperCase() })).rejects.toThrow(ConflictError);
    expect(await table().find(first.id)).toEqual(first);
  });

  it('creates a row with the next id in the legacy texts, found by e-mail case-insensitively; a taken address is refused', async () => {
    const all = await table().all();
    const created = await table().create(NEW, { actor: 'Анна' });
    expect(created).toMatchObject({
      id: Math.max(...all.map((row) => row.id)) + 1,
      responsive_id: '',
      avatar: null,
      full_name: 'Ольга Смирнова',
      start_date: '03/07/2024',
      salary: '$23896.50',
      age: '34',
      experience: '1 Year',
      status: 2,
      version: 1,
      updatedBy: 'Анна',
    });
    expect(await table().findByEmail(' OLGA.New-Hire@aurora.test')).toEqual(created);
    expect(await table().findByEmail('nobody@example.com')).toBeUndefined();
    expect((await table().page({ q: 'olga.new-hire' })).items).toEqual([created]);
    await expect(table().create({ ...NEW, full_name: 'Другая' })).rejects.toThrow(ConflictError);
    await expect(table().create({ ...NEW, email: 'x@example.com', startedOn: '2024-13-01' })).rejects.toThrow(expect.objectContaining({ field: 'startedOn' }));
    await expect(table().create({ ...NEW, email: 'x@example.com', salary: Number.NaN })).rejects.toThrow(InvalidFieldError);
    expect(await table().all()).toHaveLength(all.length + 1);
  });
});
