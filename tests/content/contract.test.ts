import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN_ACCOUNT_ID } from '../../seed/accounts.js';
import { createSeed } from '../../seed/index.js';
import type { AccountRef } from '../../server/content/account-settings/repository.js';
import { InvalidInputError } from '../../server/errors.js';
import { STORE_NAMES, useStore } from '../stores/support.js';

const seed = createSeed();
const refOf = (email: string): AccountRef => {
  const { id, username, fullName, email: mail, avatar } = seed.accounts.find((a) => a.email === email)!;
  return { id, username, fullName, email: mail, avatar };
};
const ADMIN = refOf('admin@demo.com');
const CLIENT = refOf('client@demo.com');
const general = { username: 'anna.pm', fullName: 'Анна Петрова', email: 'anna@vector.example.ru', company: 'ООО «Полюс»' };
const info = { bio: 'Биография', dob: '1988-02-29', country: 'Казахстан', website: 'https://anna.example.kz', phone: '+7 (701) 123-45-67' };
const links = { twitter: '', facebook: 'https://facebook.com/anna', google: '', linkedIn: '', instagram: '', quora: '' };

describe.each(STORE_NAMES)('account settings on the %s store', (name) => {
  const store = useStore(name);
  const settings = () => store().stores.content.accountSettings;

  it("start from the account and the seeded defaults, for every account alike", async () => {
    const admin = await settings().get(ADMIN);
    expect(admin).toMatchObject({ id: DEMO_ADMIN_ACCOUNT_ID, general: { username: ADMIN.username, fullName: ADMIN.fullName, email: ADMIN.email, avatar: ADMIN.avatar } });
    const client = await settings().get(CLIENT);
    expect(client.general).toMatchObject({ username: CLIENT.username, email: CLIENT.email });
    expect({ ...client, id: 0, general: null }).toEqual({ ...admin, id: 0, general: null });
  });

  it("saves each section for its account only; another account's settings stay the defaults", async () => {
    const before = await settings().get(CLIENT);
    await settings().updateGeneral(ADMIN, { ...general, avatar: null });
    await settings().updateInfo(ADMIN, info);
    const social = await settings().updateSocial(ADMIN, { socialLinks: links, connections: [{ id: before.social.connections.connectedAccounts[0].id, connected: false }] });
    expect(social.social.connections.connectedAccounts[0].connected).toBe(false);
    expect(social.social.connections.socialAccounts.find((s) => s.id === 'facebook')).toMatchObject({ linked: true, url: links.facebook });
    const flags = Object.fromEntries(Object.keys(before.notification).map((k) => [k, true])) as typeof before.notification;
    await settings().updateNotifications(ADMIN, flags);
    const admin = await settings().get(ADMIN);
    expect(admin).toMatchObject({ general: { ...general, avatar: null }, info, social: { socialLinks: links }, notification: flags });
    expect(await settings().get(CLIENT)).toEqual(before);
  });

  it('refuses a bad value with 400 and stores nothing', async () => {
    const before = await settings().get(ADMIN);
    await expect(settings().updateGeneral(ADMIN, { ...general, username: 'a b' })).rejects.toBeInstanceOf(InvalidInputError);
    await expect(settings().updateInfo(ADMIN, { ...info, dob: '2026-02-30' })).rejects.toBeInstanceOf(InvalidInputError);
    await expect(settings().updateSocial(ADMIN, { socialLinks: { ...links, quora: 'ftp://x' } })).rejects.toBeInstanceOf(InvalidInputError);
    await expect(settings().updateSocial(ADMIN, { socialLinks: links, connections: [{ id: 'nope', connected: true }] })).rejects.toBeInstanceOf(InvalidInputError);
    expect(await settings().get(ADMIN)).toEqual(before);
  });

  it('concurrent saves of different sections of one account keep every section', async () => {
    await Promise.all([
      settings().updateGeneral(ADMIN, general),
      settings().updateInfo(ADMIN, info),
      settings().updateSocial(ADMIN, { socialLinks: links }),
    ]);
    expect(await settings().get(ADMIN)).toMatchObject({ general, info, social: { socialLinks: links } });
  });

  it('a new account starts from its own account and the defaults', async () => {
    const account = await store().stores.accounts.create({ email: 'fresh@example.com', username: 'fresh', password: 'pw', role: 'client' });
    const ref = { id: account.id, username: account.username, fullName: account.fullName, email: account.email, avatar: account.avatar };
    await settings().updateInfo(ADMIN, info);
    const fresh = await settings().get(ref);
    expect(fresh).toMatchObject({ id: account.id, general: { username: 'fresh', email: 'fresh@example.com', fullName: '', avatar: null } });
    expect(fresh.info).toEqual((await settings().get(CLIENT)).info);
  });
});
