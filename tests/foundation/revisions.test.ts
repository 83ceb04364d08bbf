import { describe, expect, it } from 'vitest';
import { Principals } from '../../server/auth/principals.js';
import { RoleAbilities } from '../../server/access/role-abilities.js';
import { revisioned, Revisions } from '../../server/common/revisions.js';
import type { SessionRecord } from '../../server/sessions/repository.js';
import type { RoleGrants } from '../../server/access/roles.js';
import type { AccountRecord } from '../../server/auth/models.js';

/** What ends answers kept between requests (server/common/revisions.ts) and accounts read for a request. */
class Counter {
  value = 0;
  async read(): Promise<number> {
    return this.value;
  }
  async add(by: number): Promise<number> {
    if (by < 0) throw new Error('by must be ≥ 0');
    return (this.value += by);
  }
}

describe('revisions', () => {
  it('moves its domain and the global revision when a write settles, and never on a read', async () => {
    const revisions = new Revisions();
    const counter = revisioned('counter', new Counter(), { read: 'read', add: 'write' }, revisions);
    await counter.read();
    expect([revisions.global, revisions.of('counter')]).toEqual([0, 0]);
    const writing = counter.add(2);
    expect(revisions.global).toBe(0);
    expect(await writing).toBe(2);
    expect([revisions.global, revisions.of('counter'), revisions.of('other')]).toEqual([1, 1, 0]);
  });

  it('counts a write that fails: it may have changed part of the state', async () => {
    const revisions = new Revisions();
    const counter = revisioned('counter', new Counter(), { read: 'read', add: 'write' }, revisions);
    await expect(counter.add(-1)).rejects.toThrow('by must be ≥ 0');
    expect(revisions.global).toBe(1);
  });
});

describe('accounts read for a request', () => {
  const account = (id: number, role: AccountRecord['role'] = 'manager'): AccountRecord => ({ id, role, active: true }) as unknown as AccountRecord;
  const noGrants = (): RoleGrants => ({ administrator: [], manager: [], user: [], support: [], 'restricted-user': [] });
  /** A store whose every session is a live one of `accountId`, used just now. */
  const liveSession = (accountId: number) => ({
    find: async (id: string) => ({ id, accountId, endedAt: null, lastUsedAt: new Date().toISOString() }) as SessionRecord,
    touch: async () => {},
  });

  it('are read again after an account write on this instance, and after the recheck window', async () => {
    let reads = 0;
    const revisions = new Revisions();
    const store = { findById: async (id: number) => (reads++, account(id)) };
    const roles = new RoleAbilities(async () => noGrants(), revisions);
    const principals = new Principals({ verifyAccess: (token) => (token === 'good' ? { accountId: 7, sessionId: 's7' } : null) }, store, liveSession(7), revisions, roles, 50);
    expect(principals.known('good')).toBeUndefined();
    expect((await principals.of('good'))?.accountId).toBe(7);
    expect(principals.known('good')?.accountId).toBe(7);
    expect(principals.known('bad')).toBeNull();
    expect(reads).toBe(1);

    revisions.changed('accounts');
    expect(principals.known('good')).toBeUndefined();
    await principals.of('good');
    expect(reads).toBe(2);

    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(principals.known('good')).toBeUndefined();
  });

  it('take their role’s ability as the permissions grant it now: a permission write counts at the next call', async () => {
    const revisions = new Revisions();
    let grants = noGrants();
    let reads = 0;
    const roles = new RoleAbilities(async () => (reads++, grants), revisions);
    const principals = new Principals({ verifyAccess: () => ({ accountId: 3, sessionId: 's3' }) }, { findById: async () => account(3) }, liveSession(3), revisions, roles);
    expect((await principals.of('t'))?.ability.can('read', 'Invoice')).toBe(false);
    expect(principals.known('t')?.ability.can('read', 'Auth')).toBe(true);

    grants = { ...noGrants(), manager: [{ action: 'read', subject: 'Invoice' }] };
    revisions.changed('permissions');
    expect(principals.known('t')).toBeUndefined();
    expect((await principals.of('t'))?.ability.can('read', 'Invoice')).toBe(true);
    expect(reads).toBe(2);
  });

  it('give a deactivated account no principal: its tokens are refused like invalid ones', async () => {
    const revisions = new Revisions();
    const roles = new RoleAbilities(async () => noGrants(), revisions);
    const inactive = { ...account(4), active: false };
    const principals = new Principals({ verifyAccess: () => ({ accountId: 4, sessionId: 's4' }) }, { findById: async () => inactive }, liveSession(4), revisions, roles);
    expect(await principals.of('t')).toBeNull();
    expect(principals.known('t')).toBeNull();
  });
});
