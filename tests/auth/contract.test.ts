import { describe, expect, it } from 'vitest';
import { CONTACT_ROLE, ROLE_DEMO_ACCOUNTS } from '../../seed/accounts.js';
import { SEED_EPOCH } from '../../seed/random.js';
import {
  ACCOUNT_MESSAGES,
  EMAIL_TAKEN,
  hashNewPassword,
  INVITE_TTL_MS,
  inviteTokenHash,
  RegistrationConflictError,
  USERNAME_TAKEN,
} from '../../server/auth/rules.js';
import { ConflictError, ForbiddenError, NotFoundError } from '../../server/common/errors.js';
import { STORE_NAMES, useStore } from '../stores/support.js';
import { DEMO_ADMIN_ACCOUNT_ID } from '../../server/auth/models.js';

describe.each(STORE_NAMES)('login accounts on the %s store', (name) => {
  const store = useStore(name);
  const accounts = () => store().stores.accounts;

  it('holds the demo admin, the demo client, one account per chat contact and one per permission role, in id order', async () => {
    const all = await accounts().all();
    expect(all.map((a) => a.id)).toEqual([...all.map((a) => a.id)].sort((a, b) => a - b));
    expect(all.find((a) => a.email === 'admin@demo.com')).toMatchObject({ id: DEMO_ADMIN_ACCOUNT_ID, role: 'admin', teamMemberId: null, active: true, lastSignInAt: null });
    expect(all.find((a) => a.email === 'client@demo.com')?.role).toBe('client');
    expect(all.filter((a) => a.role === CONTACT_ROLE && a.teamMemberId !== null).length).toBe(10);
    expect(ROLE_DEMO_ACCOUNTS.map(({ key }) => all.find((a) => a.email === `${key}@demo.com`)?.role)).toEqual(ROLE_DEMO_ACCOUNTS.map(({ role }) => role));
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
      active: true,
      lastSignInAt: null,
      inviteTokenHash: null,
      language: 'ru',
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

  describe('administration', () => {
    const idOf = async (email: string) => (await accounts().findByEmail(email))!.id;
    const admin = DEMO_ADMIN_ACCOUNT_ID;
    // Hashing is slow by design: one hash per password for the whole file.
    const hashes = new Map<string, Promise<string>>();
    const hashOf = (password: string) => hashes.get(password) ?? hashes.set(password, hashNewPassword(password)).get(password)!;

    it('lists accounts in id order, searched by e-mail, name or username and filtered by role and activity', async () => {
      const all = await accounts().all();
      expect(await accounts().list()).toEqual({ accounts: all.slice(0, 10), total: all.length });
      expect((await accounts().list({ page: 2, perPage: 5 })).accounts).toEqual(all.slice(5, 10));
      expect((await accounts().list({ q: 'MANAGER@' })).accounts.map((a) => a.email)).toEqual(['manager@demo.com']);
      expect((await accounts().list({ q: 'Киселёва' })).total).toBe(all.filter((a) => a.fullName.includes('Киселёва')).length);
      expect((await accounts().list({ role: CONTACT_ROLE, perPage: 100 })).accounts).toEqual(all.filter((a) => a.role === CONTACT_ROLE));
      await accounts().setActive(await idOf('support@demo.com'), false, admin);
      expect((await accounts().list({ active: false })).accounts.map((a) => a.email)).toEqual(['support@demo.com']);
      expect((await accounts().list({ q: '%' })).total).toBe(0);
      await expect(accounts().list({ role: 'owner' as never })).rejects.toThrow(/role must be one of/);
      await expect(accounts().list({ perPage: 101 })).rejects.toThrow(/perPage/);
    });

    it('counts the active accounts of every role', async () => {
      const all = await accounts().all();
      const counts = await accounts().roleCounts();
      expect(counts).toMatchObject({ admin: 1, client: 1, administrator: 1, manager: 1, support: 1, 'restricted-user': 1 });
      expect(counts.user).toBe(all.filter((a) => a.role === 'user').length);
      await accounts().setActive(await idOf('manager@demo.com'), false, admin);
      expect((await accounts().roleCounts()).manager).toBe(0);
    });

    it('creates an account with a password (hash only) or an invitation (token hash only), with a username from the e-mail', async () => {
      const max = Math.max(...(await accounts().all()).map((a) => a.id));
      const passwordHash = await hashOf('Long-enough-1');
      const withPassword = await accounts().createAccount({ email: ' Olga.K@Firm.ru ', fullName: ' Ольга К ', role: 'manager', credential: { passwordHash } });
      expect(withPassword).toMatchObject({ id: max + 1, email: 'Olga.K@Firm.ru', fullName: 'Ольга К', username: 'olga.k', role: 'manager', active: true, inviteTokenHash: null, language: 'ru' });
      expect((await accounts().authenticate('olga.k@firm.ru', 'Long-enough-1'))?.id).toBe(withPassword.id);

      const expires = new Date(SEED_EPOCH.getTime() + INVITE_TTL_MS).toISOString();
      const hash = inviteTokenHash('token-of-olga');
      const invited = await accounts().createAccount({ email: 'olga.k@other.ru', fullName: 'Ольга', role: 'user', language: 'uk', credential: { inviteTokenHash: hash, inviteExpiresAt: expires } });
      expect(invited).toMatchObject({ id: max + 2, username: 'olga.k2', passwordHash: '', inviteTokenHash: hash, inviteExpiresAt: expires, language: 'uk' });
      expect(await accounts().authenticate('olga.k@other.ru', '')).toBeUndefined();
      expect(await accounts().findById(invited.id)).toEqual(invited);
    });

    it('refuses a taken e-mail (any case) and invalid fields, storing nothing', async () => {
      const before = await accounts().all();
      const credential = { passwordHash: await hashOf('Long-enough-1') };
      await expect(accounts().createAccount({ email: 'MANAGER@demo.com', fullName: 'X', role: 'user', credential })).rejects.toThrow(RegistrationConflictError);
      await expect(accounts().createAccount({ email: 'not-an-email', fullName: 'X', role: 'user', credential })).rejects.toThrow(/email must be/);
      await expect(accounts().createAccount({ email: 'x@y.ru', fullName: '  ', role: 'user', credential })).rejects.toThrow(/fullName is required/);
      await expect(accounts().createAccount({ email: 'x@y.ru', fullName: 'X', role: 'owner' as never, credential })).rejects.toThrow(/role must be one of/);
      expect(await accounts().all()).toEqual(before);
    });

    it('accepts an open invitation once: the password signs in, the token is spent; a lapsed one is refused', async () => {
      const hash = inviteTokenHash('token-of-new');
      const expires = new Date(SEED_EPOCH.getTime() + INVITE_TTL_MS).toISOString();
      const invited = await accounts().createAccount({ email: 'new@firm.ru', fullName: 'Новый', role: 'support', credential: { inviteTokenHash: hash, inviteExpiresAt: expires } });
      const late = new Date(Date.parse(expires) + 1);
      expect(await accounts().findByInvite(hash, late)).toBeUndefined();
      expect(await accounts().acceptInvite(hash, await hashOf('Chosen-pass-1'), late)).toBeUndefined();
      expect((await accounts().findByInvite(hash, SEED_EPOCH))?.id).toBe(invited.id);
      const accepted = await accounts().acceptInvite(hash, await hashOf('Chosen-pass-1'), SEED_EPOCH);
      expect(accepted).toMatchObject({ id: invited.id, inviteTokenHash: null, inviteExpiresAt: null });
      expect((await accounts().authenticate('new@firm.ru', 'Chosen-pass-1'))?.id).toBe(invited.id);
      expect(await accounts().acceptInvite(hash, await hashOf('Chosen-pass-1'), SEED_EPOCH)).toBeUndefined();
    });

    it('changes a role and the activity; never one’s own account, never the last active admin', async () => {
      const manager = await idOf('manager@demo.com');
      expect(await accounts().changeRole(manager, 'support', admin)).toMatchObject({ id: manager, role: 'support' });
      expect(await accounts().setActive(manager, false, admin)).toMatchObject({ id: manager, active: false });
      expect((await accounts().findById(manager))?.active).toBe(false);
      expect(await accounts().setActive(manager, true, admin)).toMatchObject({ active: true });

      await expect(accounts().changeRole(admin, 'client', admin)).rejects.toThrow(ForbiddenError);
      await expect(accounts().setActive(admin, false, admin)).rejects.toThrow(ACCOUNT_MESSAGES.ownAccount);
      // Another admin may not demote or deactivate the only active admin either.
      await expect(accounts().changeRole(admin, 'manager', manager)).rejects.toThrow(ConflictError);
      await expect(accounts().setActive(admin, false, manager)).rejects.toThrow(ACCOUNT_MESSAGES.lastAdmin);
      // With a second active admin, the first may go; the second is then the last.
      await accounts().changeRole(manager, 'admin', admin);
      expect(await accounts().setActive(admin, false, manager)).toMatchObject({ active: false });
      await expect(accounts().changeRole(manager, 'user', null)).rejects.toThrow(ACCOUNT_MESSAGES.lastAdmin);
      await expect(accounts().changeRole(99_999, 'user', admin)).rejects.toThrow(NotFoundError);
      await expect(accounts().changeRole(manager, 'owner' as never, admin)).rejects.toThrow(/role must be one of/);
      expect((await accounts().findById(manager))?.role).toBe('admin');
    });

    it('two administrators demoting the last two admins at once: one of them is refused', async () => {
      const manager = await idOf('manager@demo.com');
      await accounts().changeRole(manager, 'admin', admin);
      const results = await Promise.allSettled([accounts().changeRole(admin, 'user', manager), accounts().changeRole(manager, 'user', admin)]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      expect((await accounts().roleCounts()).admin).toBe(1);
    });

    it('notes the last sign-in', async () => {
      const at = new Date('2026-04-20T08:30:00.000Z');
      expect(await accounts().recordSignIn(admin, at)).toMatchObject({ id: admin, lastSignInAt: at.toISOString() });
      expect((await accounts().findById(admin))?.lastSignInAt).toBe(at.toISOString());
      expect(await accounts().recordSignIn(99_999, at)).toBeUndefined();
    });

    it('keeps an interface language of ru, en or uk (ru for the seed and by default); refuses another naming `language`', async () => {
      expect((await accounts().findById(admin))?.language).toBe('ru');
      const registered = await accounts().create({ email: 'speaks.en@example.com', password: 'secret-1', username: 'speaks.en', role: 'client', language: 'en' });
      expect(registered.language).toBe('en');
      expect(await accounts().setLanguage(admin, 'uk')).toMatchObject({ id: admin, language: 'uk' });
      expect((await accounts().findById(admin))?.language).toBe('uk');
      await expect(accounts().setLanguage(admin, 'de' as 'ru')).rejects.toMatchObject({ field: 'language' });
      await expect(accounts().createAccount({ email: 'x@firm.ru', fullName: 'X', role: 'user', language: 'de' as 'ru', credential: { passwordHash: 'h' } })).rejects.toMatchObject({ field: 'language' });
      expect((await accounts().findById(admin))?.language).toBe('uk');
      expect(await accounts().findByEmail('x@firm.ru')).toBeUndefined();
      expect(await accounts().setLanguage(99_999, 'en')).toBeUndefined();
    });

    it('keeps a new address waiting for its link: the link moves the account once; a cancelled or taken one moves nothing', async () => {
      const now = new Date(SEED_EPOCH.getTime() + 1000);
      const until = new Date(now.getTime() + 3_600_000);
      const person = await accounts().create({ email: 'mover@example.com', password: 'secret-1', username: 'mover', role: 'client' });
      await expect(accounts().requestEmailChange(person.id, 'MOVER@example.com', 'h0', until, now)).rejects.toMatchObject({ field: 'email' });
      await expect(accounts().requestEmailChange(person.id, 'admin@demo.com', 'h0', until, now)).rejects.toMatchObject({ field: 'email' });
      await expect(accounts().requestEmailChange(99_999, 'x@example.com', 'h0', until, now)).rejects.toBeInstanceOf(NotFoundError);
      expect(await accounts().requestEmailChange(person.id, 'moved@example.com', 'h1', until, now)).toMatchObject({ accountId: person.id, email: 'moved@example.com' });
      expect(await accounts().findById(person.id)).toMatchObject({ email: 'mover@example.com', pendingEmail: 'moved@example.com' });
      // The account's own verification link does not move it, and a change link does not merely verify.
      expect(await accounts().verifyEmail('h1', now)).toBeUndefined();
      // A second request closes the first one's link.
      await accounts().requestEmailChange(person.id, 'moved@example.com', 'h2', until, now);
      expect(await accounts().confirmEmailChange('h1', now)).toBeUndefined();
      expect(await accounts().confirmEmailChange('h2', until)).toBeUndefined();
      expect(await accounts().confirmEmailChange('h2', now)).toMatchObject({ id: person.id, email: 'moved@example.com', pendingEmail: null, emailVerified: true });
      expect(await accounts().findByEmail('moved@example.com')).toMatchObject({ id: person.id, emailVerified: true });
      expect(await accounts().confirmEmailChange('h2', now)).toBeUndefined();

      await accounts().requestEmailChange(person.id, 'cancelled@example.com', 'h3', until, now);
      expect(await accounts().cancelEmailChange(person.id)).toMatchObject({ email: 'moved@example.com', pendingEmail: null });
      expect(await accounts().confirmEmailChange('h3', now)).toBeUndefined();

      await accounts().requestEmailChange(person.id, 'contested@example.com', 'h4', until, now);
      await accounts().create({ email: 'Contested@example.com', password: 'secret-1', username: 'contester', role: 'client' });
      await expect(accounts().confirmEmailChange('h4', now)).rejects.toBeInstanceOf(ConflictError);
      expect(await accounts().findById(person.id)).toMatchObject({ email: 'moved@example.com', pendingEmail: 'contested@example.com' });
    });
  });
});
