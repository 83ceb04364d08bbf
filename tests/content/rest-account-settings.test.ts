import { describe, expect, it } from 'vitest';
import { DEMO, injectAs, useApp } from '../helper.js';

const app = useApp({ clock: () => new Date('2026-11-20T10:00:00Z') });
const admin = injectAs(app, 'admin');

interface Settings {
  id: number;
  general: { avatar: string | null; username: string; fullName: string; email: string; company: string };
  info: { bio: string; dob: string | null; country: string; website: string; phone: string };
  social: {
    socialLinks: Record<string, string>;
    connections: { connectedAccounts: { id: string; connected: boolean }[]; socialAccounts: { id: string; linked: boolean; url: string }[] };
  };
  notification: Record<string, boolean>;
}

async function read(): Promise<Settings> {
  const res = await admin({ method: 'GET', url: '/account-setting/data' });
  expect(res.statusCode).toBe(200);
  return res.json<Settings>();
}

const general = { username: 'anna.pm', fullName: 'Анна Петрова', email: 'anna@vector.example.ru', company: 'ООО «Полюс»' };
const info = { bio: 'Новая биография', dob: '1988-02-29', country: 'Казахстан', website: 'https://anna.example.kz', phone: '+7 (701) 123-45-67' };
const links = { twitter: '', facebook: 'https://facebook.com/anna', google: '', linkedIn: '', instagram: 'https://instagram.com/anna', quora: '' };
const notification = { commentOnArticle: false, answerOnForm: false, followMe: true, newAnnouncements: false, productUpdates: true, blogDigest: true };

describe('GET /account-setting/data', () => {
  it("starts from the caller's account and the seeded defaults", async () => {
    const settings = await read();
    expect(settings.id).toBe(1);
    expect(settings.general).toEqual({ avatar: '/images/avatars/1.svg', username: 'anna.admin', fullName: 'Анна Смирнова', email: 'admin@demo.com', company: expect.any(String) });
    expect(Object.keys(settings.info).sort()).toEqual(['bio', 'country', 'dob', 'phone', 'website']);
    expect(Object.keys(settings.social.socialLinks).sort()).toEqual(['facebook', 'google', 'instagram', 'linkedIn', 'quora', 'twitter']);
    expect(Object.keys(settings.notification).sort()).toEqual(Object.keys(notification).sort());
  });
});

describe('saving a section', () => {
  it.each([
    // The address is the login account's: another one waits for its link (tests/mail/email-change.test.ts), so the
    // section shows the account's own.
    ['general', general, (s: Settings) => expect(s.general).toEqual({ ...general, email: DEMO.admin.email, avatar: '/images/avatars/1.svg' })],
    ['info', info, (s: Settings) => expect(s.info).toEqual(info)],
    ['notification', notification, (s: Settings) => expect(s.notification).toEqual(notification)],
  ] as const)('POST /account-setting/%s stores it and a later read shows it', async (section, payload, check) => {
    const res = await admin({ method: 'POST', url: `/account-setting/${section}`, payload });
    expect(res.statusCode).toBe(200);
    check(res.json<Settings>());
    check(await read());
  });

  it('saves social links, marks linked accounts and toggles connections', async () => {
    const res = await admin({
      method: 'POST',
      url: '/account-setting/social',
      payload: { socialLinks: links, connections: [{ id: 'slack', connected: true }, { id: 'google', connected: false }] },
    });
    expect(res.statusCode).toBe(200);
    const settings = await read();
    expect(settings.social.socialLinks).toEqual(links);
    const connected = Object.fromEntries(settings.social.connections.connectedAccounts.map((c) => [c.id, c.connected]));
    expect(connected).toMatchObject({ slack: true, google: false });
    const social = Object.fromEntries(settings.social.connections.socialAccounts.map((s) => [s.id, s]));
    expect(social.facebook).toMatchObject({ linked: true, url: 'https://facebook.com/anna' });
    expect(social.twitter).toMatchObject({ linked: false, url: '' });
  });

  it('keeps settings per account', async () => {
    await admin({ method: 'POST', url: '/account-setting/general', payload: general });
    const registered = await app.inject({ method: 'POST', url: '/jwt/register', payload: { email: 'new@demo.com', password: 'secret12', username: 'newbie' } });
    const token = registered.json<{ accessToken: string }>().accessToken;
    const res = await app.inject({ method: 'GET', url: '/account-setting/data', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.json<Settings>().general).toMatchObject({ username: 'newbie', email: 'new@demo.com', avatar: null });
  });

  it.each([
    ['general', { ...general, email: 'not-an-email' }],
    ['general', { ...general, username: 'аа' }],
    ['general', { ...general, fullName: '   ' }],
    ['general', { ...general, company: 'x'.repeat(101) }],
    ['general', { fullName: 'Без почты' }],
    ['info', { ...info, phone: 'call me' }],
    ['info', { ...info, dob: '1990-02-30' }],
    ['info', { ...info, dob: '2030-01-01' }],
    ['info', { ...info, dob: '12.04.1990' }],
    ['info', { ...info, website: 'not a url' }],
    ['info', { ...info, website: 'ftp://files.example.ru' }],
    ['info', { ...info, bio: 'б'.repeat(501) }],
    ['social', { socialLinks: { ...links, twitter: 'twitter' } }],
    ['social', { socialLinks: links, connections: [{ id: 'nope', connected: true }] }],
    ['social', { socialLinks: { twitter: '' } }],
    ['notification', { ...notification, followMe: 'maybe' }],
    ['notification', { commentOnArticle: true }],
  ])('POST /account-setting/%s refuses %j with 400 and changes nothing', async (section, payload) => {
    const before = await read();
    const res = await admin({ method: 'POST', url: `/account-setting/${section}`, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, message: expect.any(String) });
    expect(await read()).toEqual(before);
  });

  it.each(['general', 'info', 'social', 'notification'])('POST /account-setting/%s: 401 anonymous, 403 for client', async (section) => {
    const anonymous = await app.inject({ method: 'POST', url: `/account-setting/${section}`, payload: {} });
    expect(anonymous.statusCode).toBe(401);
    const client = await injectAs(app, 'client')({ method: 'POST', url: `/account-setting/${section}`, payload: {} });
    expect(client.statusCode).toBe(403);
  });
});

describe('POST /account-setting/password', () => {
  const login = (password: string) => app.inject({ method: 'POST', url: '/jwt/login', payload: { email: DEMO.admin.email, password } });

  it('is open to every signed-in account (the client role too), not to anonymous callers', async () => {
    expect((await app.inject({ method: 'POST', url: '/account-setting/password', payload: {} })).statusCode).toBe(401);
    const client = await injectAs(app, 'client')({ method: 'POST', url: '/account-setting/password', payload: { currentPassword: 'wrong', newPassword: 'new-secret-42' } });
    expect(client.statusCode).toBe(400);
    expect(client.json().message).toMatch(/^currentPassword: /);
  });

  it('changes the password when the current one matches', async () => {
    const res = await admin({ method: 'POST', url: '/account-setting/password', payload: { currentPassword: 'admin', newPassword: 'new-secret-42' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: 1, ok: true, endedSessionIds: [] });
    expect((await login('new-secret-42')).statusCode).toBe(200);
    expect((await login('admin')).statusCode).toBe(400);
  });

  it.each([
    [{ currentPassword: 'wrong', newPassword: 'new-secret-42' }, 'currentPassword: the current password is incorrect'],
    [{ currentPassword: 'admin', newPassword: 'short' }, 'newPassword: password must be at least 8 characters long'],
    [{ currentPassword: 'admin', newPassword: 'x'.repeat(257) }, 'newPassword: password must be at most 256 characters long'],
    [{ currentPassword: 'admin', newPassword: 'Admin@Demo.com' }, 'newPassword: password must not be the same as the e-mail or username'],
    [{ currentPassword: 'new-secret-42', newPassword: 'new-secret-42' }, 'newPassword: must differ from the current password'],
  ])('refuses %j with 400 and keeps the old password', async (payload, message) => {
    const res = await admin({ method: 'POST', url: '/account-setting/password', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect((await login('admin')).statusCode).toBe(200);
  });
});
