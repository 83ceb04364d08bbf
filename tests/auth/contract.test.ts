import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN_ACCOUNT_ID } from '../../seed/accounts.js';
import { EMAIL_TAKEN, RegistrationConflictError, USERNAME_TAKEN } from '../../server/auth/rules.js';
import { STORE_NAMES, useStore } from '../stores/support.js';

describe.each(STORE_NAMES)('login accounts on the %s store', (name) => {
  const store = useStore(name);
  const accounts = () => store().stores.accounts;

  it('holds the demo admin, the demo client and one account per chat contact, in id order', async () => {
    const all = await accounts().all();
    expect(all.map((a) => a.id)).toEqual([...all.map((a) => a.id)].sort((a, b) => a - b));
    expect(all.find((a) => a.email === 'admin@demo.com')).toMatchObject({ id: DEMO_ADMIN_ACCOUNT_ID, role: 'admin', teamMemberId: null });
    expect(all.find((a) => a.email === 'client@demo.com')?.role).toBe('client');
    expect(all.filter((a) => a.ability.some((r) => r.subject === 'Chat')).length).toBeGreaterThan(5);
    expect(await accounts().findById(DEMO_ADMIN_ACCOUNT_ID)).toEqual(all[0]);
    expect(await accounts().findById(99_999)).toBeUndefined();
  });

  it('authenticates by e-mail (any case, blanks trimmed) and password, nothing else', async () => {
    expect((await accounts().authenticate(' ADMIN@demo.com ', 'admin'))?.id).toBe(DEMO_ADMIN_ACCOUNT_ID);
    expect(await accounts().authenticate('admin@demo.com', 'Admin')).toBeUndefined();
    expect(await accounts().authenticate('nobody@demo.com', 'admin')).toBeUndefined();
  });

  it('creates an account with the spec defaults and id = maximum + 1; it signs in', async () => {
    const max = Math.max(...(await accounts().all()).map((a) => a.id));
    const account = await accounts().create({ email: ' new@example.com ', password: 'secret-1', username: ' Newbie ', role: 'client' });
    expect(account).toMatchObject({
      id: max + 1,
      email: 'new@example.com',
      username: 'Newbie',
      fullName: '',
      avatar: null,
      role: 'client',
      teamMemberId: null,
      ability: [
        { action: 'read', subject: 'ACL' },
        { action: 'read', subject: 'Auth' },
      ],
    });
    expect(account.passwordHash).toMatch(/^scrypt\$/);
    expect(await accounts().findById(account.id)).toEqual(account);
    expect((await accounts().authenticate('NEW@example.com', 'secret-1'))?.id).toBe(account.id);
  });

  it('refuses a taken e-mail or username (case-insensitive), naming each clash, and stores nothing', async () => {
    const before = await accounts().all();
    const clash = (email: string, username: string) =>
      accounts()
        .create({ email, username, password: 'x', role: 'client' })
        .then(
          () => null,
          (error: unknown) => (error instanceof RegistrationConflictError ? error.errors : error),
        );
    expect(await clash('Admin@Demo.com', 'fresh')).toEqual({ email: EMAIL_TAKEN, username: null });
    expect(await clash('fresh@example.com', 'ANNA.ADMIN')).toEqual({ email: null, username: USERNAME_TAKEN });
    expect(await clash('client@demo.com', 'igor.client')).toEqual({ email: EMAIL_TAKEN, username: USERNAME_TAKEN });
    expect(await accounts().all()).toEqual(before);
  });

  it('changes a password: the new one signs in, the old one no longer does', async () => {
    const changed = await accounts().setPassword(DEMO_ADMIN_ACCOUNT_ID, 'brand-new-pass');
    expect(changed?.id).toBe(DEMO_ADMIN_ACCOUNT_ID);
    expect(await accounts().authenticate('admin@demo.com', 'admin')).toBeUndefined();
    expect((await accounts().authenticate('admin@demo.com', 'brand-new-pass'))?.id).toBe(DEMO_ADMIN_ACCOUNT_ID);
    expect(await accounts().setPassword(99_999, 'whatever1')).toBeUndefined();
  });

  it('500 concurrent registrations give 500 accounts with distinct ids; a duplicate among them is refused once', async () => {
    const max = Math.max(...(await accounts().all()).map((a) => a.id));
    const results = await Promise.allSettled(
      Array.from({ length: 501 }, (_, i) => {
        const n = i === 500 ? 0 : i; // the last one repeats the first one's e-mail and username
        return accounts().create({ email: `crowd${n}@example.com`, username: `crowd${n}`, password: 'pw', role: 'client' });
      }),
    );
    const created = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value.id] : []));
    expect(created).toHaveLength(500);
    expect(new Set(created).size).toBe(500);
    expect([...created].sort((a, b) => a - b)).toEqual(Array.from({ length: 500 }, (_, i) => max + 1 + i));
    expect(results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason)).toEqual([expect.any(RegistrationConflictError)]);
    expect((await accounts().all()).length).toBe(max + 500);
  }, 120_000);
});
