import { describe, expect, it } from 'vitest';
import { createSeed } from '../../seed/index.js';
import { ConflictError, InvalidFieldError, InvalidInputError, NotFoundError } from '../../server/common/errors.js';
import type { NewUser } from '../../server/users/models.js';
import { STORE_NAMES, useStore } from '../stores/support.js';

const newUser = (n: string, extra: Partial<NewUser> = {}): NewUser => ({
  fullName: `Контракт ${n}`,
  username: `contract${n}`,
  email: `contract${n}@example.com`,
  role: 'editor',
  currentPlan: 'team',
  ...extra,
});

describe.each(STORE_NAMES)('listed users on the %s store', (name) => {
  const store = useStore(name);
  const users = () => store().stores.users;

  it('lists 10 per page by full name (Russian collation), ties in id order, with the total', async () => {
    const all = await users().all();
    const page = await users().list();
    expect(page.total).toBe(all.length);
    expect(page.users).toHaveLength(10);
    const collator = new Intl.Collator('ru');
    const expected = [...all].sort((a, b) => collator.compare(a.fullName, b.fullName) || a.id - b.id).slice(0, 10);
    expect(page.users.map((u) => u.id)).toEqual(expected.map((u) => u.id));
  });

  it('sorts by every column both ways, pages never overlap', async () => {
    const total = (await users().list()).total;
    for (const sortColumn of ['id', 'email', 'company', 'currentPlan', 'status'] as const) {
      for (const sort of ['asc', 'desc'] as const) {
        const pages = await Promise.all([1, 2, 3, 4, 5, 6, 7].map((page) => users().list({ sortColumn, sort, page })));
        const ids = pages.flatMap((p) => p.users.map((u) => u.id));
        expect(new Set(ids).size, `${sortColumn} ${sort}`).toBe(Math.min(total, 70));
      }
    }
    const byIdDesc = await users().list({ sortColumn: 'id', sort: 'desc', perPage: 3 });
    expect(byIdDesc.users.map((u) => u.id)).toEqual([total, total - 1, total - 2]);
  });

  it('searches e-mail, full name and billing, case-insensitively, Cyrillic included', async () => {
    const [someone] = (await users().list({ perPage: 1 })).users;
    const part = someone.fullName.slice(1, 5).toUpperCase();
    const found = await users().list({ q: part, perPage: 100 });
    expect(found.users.map((u) => u.id)).toContain(someone.id);
    expect(found.users.every((u) => [u.email, u.fullName, u.billing].some((f) => f.toLowerCase().includes(part.toLowerCase())))).toBe(true);
    expect((await users().list({ q: 'MANUAL - PAYPAL', perPage: 100 })).users.every((u) => u.billing === 'Manual - Paypal')).toBe(true);
    const byIdDesc = await users().list({ q: part, sortColumn: 'id', sort: 'desc', perPage: 100 });
    expect(byIdDesc.users.map((u) => u.id)).toEqual(found.users.map((u) => u.id).sort((a, b) => b - a));
    // The user's own % and _ are plain characters, not wildcards.
    expect((await users().list({ q: '%' })).total).toBe(0);
    expect((await users().list({ q: '_' })).total).toBe(0);
  });

  it('filters role, plan and status exactly, combined with the search', async () => {
    const all = await users().all();
    const found = await users().list({ role: 'admin', status: 'active', perPage: 100 });
    expect(found.total).toBe(all.filter((u) => u.role === 'admin' && u.status === 'active').length);
    expect(found.users.every((u) => u.role === 'admin' && u.status === 'active')).toBe(true);
  });

  it('refuses bad list input naming the field', async () => {
    await expect(users().list({ page: 0 })).rejects.toThrow(InvalidInputError);
    await expect(users().list({ perPage: 1000 })).rejects.toThrow(/perPage/);
    await expect(users().list({ q: 'x'.repeat(201) })).rejects.toThrow(/q must be/);
  });

  it('adds with id = maximum + 1, first in all-data order, defaults filled', async () => {
    const before = await users().all();
    const added = await users().add(newUser('1', { fullName: '  Контракт Один  ' }));
    expect(added).toMatchObject({ id: Math.max(...before.map((u) => u.id)) + 1, fullName: 'Контракт Один', status: 'active', billing: 'Auto Debit', avatar: null });
    expect((await users().all())[0]).toEqual(added);
    expect((await users().list()).total).toBe(before.length + 1);
    expect(await users().findById(added.id)).toEqual(added);
  });

  it('refuses a used e-mail or username whatever the case, and an invalid one, changing nothing', async () => {
    const [first] = await users().all();
    const count = (await users().all()).length;
    await expect(users().add(newUser('2', { email: first.email.toUpperCase() }))).rejects.toThrow(ConflictError);
    await expect(users().add(newUser('3', { username: first.username.toUpperCase() }))).rejects.toThrow('This username is already in use.');
    await expect(users().add(newUser('4', { email: 'not-an-email' }))).rejects.toThrow(/email must be/);
    await expect(users().add(newUser('5', { fullName: '   ' }))).rejects.toThrow(/fullName is required/);
    expect((await users().all()).length).toBe(count);
  });

  it('deletes and answers the deleted user; an unknown id is NOT_FOUND', async () => {
    const [victim] = (await users().list({ perPage: 1 })).users;
    expect(await users().delete(victim.id)).toEqual(victim);
    await expect(users().findById(victim.id)).rejects.toThrow(NotFoundError);
    await expect(users().delete(victim.id)).rejects.toThrow(NotFoundError);
    expect((await users().list()).total).toBe((await users().all()).length);
  });

  it('keeps filter-only totals exact through adds and deletes', async () => {
    const editorsOnTeam = async () => (await users().list({ role: 'editor', currentPlan: 'team' })).total;
    const before = await editorsOnTeam();
    const added = await users().add(newUser('groups'));
    expect(await editorsOnTeam()).toBe(before + 1);
    expect((await users().list({ role: 'editor', currentPlan: 'team', status: added.status })).users.map((u) => u.id)).toContain(added.id);
    await users().delete(added.id);
    const page = await users().list({ role: 'editor', currentPlan: 'team' });
    expect(page).toMatchObject({ total: before, totalEstimated: false });
  });

  it('adds many in one write by add’s rules: listed first as single adds would, clashes with stored users or earlier rows refused', async () => {
    const [stored] = await users().all();
    const maxId = Math.max(...(await users().all()).map((u) => u.id));
    const result = await users().addMany([
      newUser('m1'),
      newUser('m2', { email: stored.email.toUpperCase() }),
      newUser('m3', { email: 'CONTRACTM1@example.com' }),
      newUser('m4', { username: stored.username }),
      newUser('m5', { email: 'not an address' }),
      newUser('m6'),
    ]);
    expect(result.refused.map(({ at, error }) => [at, error.constructor, error.message])).toEqual([
      [1, ConflictError, 'This email is already in use.'],
      [2, ConflictError, 'This email is already in use.'],
      [3, ConflictError, 'This username is already in use.'],
      [4, InvalidInputError, 'email must be a valid e-mail address'],
    ]);
    expect(result.written.map(({ before, after }) => [before, after.id, after.email])).toEqual([
      [null, maxId + 1, 'contractm1@example.com'],
      [null, maxId + 2, 'contractm6@example.com'],
    ]);
    expect((await users().all()).slice(0, 3).map((u) => u.id)).toEqual([maxId + 2, maxId + 1, stored.id]);
    expect((await users().findByEmails(['CONTRACTM6@example.com', 'nobody@example.com'])).get('contractm6@example.com')?.id).toBe(maxId + 2);

    const changed = await users().updateMany([maxId + 1, 999_999, maxId + 2], (user) =>
      user.id === maxId + 2 ? { fullName: ' ' } : { currentPlan: 'enterprise', fullName: 'Массово Изменён' },
    );
    expect(changed.refused.map(({ at, error }) => [at, error.constructor])).toEqual([
      [999_999, NotFoundError],
      [maxId + 2, InvalidFieldError],
    ]);
    expect(changed.written).toEqual([
      {
        before: expect.objectContaining({ currentPlan: 'team' }),
        after: expect.objectContaining({ id: maxId + 1, currentPlan: 'enterprise', fullName: 'Массово Изменён' }),
      },
    ]);
    expect((await users().list({ q: 'массово' })).users.map((u) => u.id)).toEqual([maxId + 1]);
    expect((await users().list({ currentPlan: 'enterprise', q: 'contractm' })).total).toBe(1);
  });

  it('gives distinct ids to concurrent adds', async () => {
    const added = await Promise.all(Array.from({ length: 25 }, (_, i) => users().add(newUser(`c${i}`))));
    expect(new Set(added.map((u) => u.id)).size).toBe(25);
  });
});

describe.each(STORE_NAMES)('listed users past 1,000 matches on the %s store', (name) => {
  const store = useStore(name, 'once', () => createSeed({ rows: 3_000 }));
  const users = () => store().stores.users;

  it('counts a large search exactly in memory and flags the PostgreSQL figure as an estimate', async () => {
    const all = await users().all();
    const exact = all.filter((u) => [u.email, u.fullName, u.billing].some((f) => f.toLowerCase().includes('а'))).length;
    expect(exact).toBeGreaterThan(1_000);
    const page = await users().list({ q: 'А', sortColumn: 'email', sort: 'desc', page: 3 });
    expect(page.totalEstimated).toBe(name === 'postgres');
    // At 3,000 rows the estimate's sample is the whole table: the same figure.
    expect(page.total).toBe(exact);
    const collator = new Intl.Collator('ru');
    const expected = all
      .filter((u) => [u.email, u.fullName, u.billing].some((f) => f.toLowerCase().includes('а')))
      .sort((a, b) => collator.compare(b.email, a.email) || a.id - b.id)
      .slice(20, 30);
    expect(page.users.map((u) => u.id)).toEqual(expected.map((u) => u.id));
  });

  it('counts filters alone exactly, however many match', async () => {
    const all = await users().all();
    const page = await users().list({ status: 'active' });
    expect(page).toMatchObject({ total: all.filter((u) => u.status === 'active').length, totalEstimated: false });
    expect(page.total).toBeGreaterThan(1_000);
  });
});
