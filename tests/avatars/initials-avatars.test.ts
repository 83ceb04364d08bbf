import { describe, expect, it } from 'vitest';
import { initialsSvg } from '../../server/avatars/initials-svg.js';
import { AVATAR_TONES, initialsAvatarUrl, initialsOf } from '../../server/avatars/person-avatar.js';
import { graphqlDataAs, injectAs, useApp } from '../helper.js';

/**
 * No person is ever shown without an avatar. Someone without a photo gets an initials SVG served by
 * us at a URL that depends only on their name: public (an <img> sends no token), cached for good with a strong
 * ETag, its text escaped, its colour chosen by the name. Every face that shows people gives one.
 */
const app = useApp();

describe('the initials avatar of a name', () => {
  it('is the same URL for the same name, with its initials and a tone chosen by the name', () => {
    expect(initialsAvatarUrl('Анна Смирнова')).toBe(initialsAvatarUrl(' Анна Смирнова '));
    expect(initialsAvatarUrl('Анна Смирнова')).toMatch(new RegExp(`^/avatars/\\d/${encodeURIComponent('АС')}\\.svg$`));
    const tones = new Set(['Анна Смирнова', 'Илья Новиков', 'Ольга Киселёва', 'Роман Соколов', 'Полина Морозова', 'Pheobe Buffay'].map((name) => initialsAvatarUrl(name).split('/')[2]));
    expect(tones.size).toBeGreaterThan(2);
    expect([initialsOf('олег'), initialsOf('Jean-Luc   Picard Third'), initialsOf('«Вектор» ООО'), initialsOf('— ...'), initialsOf('')]).toEqual(['О', 'JP', 'ВО', '?', '?']);
  });

  it('escapes its text as XML, whatever it is given', () => {
    const { body } = initialsSvg(`<&"'>`, 0);
    expect(body).not.toMatch(/<&|"'>/);
    expect(body).toContain('&#60;&#38;&#34;&#39;&#62;</text>');
  });

  it('is served as SVG without a token, cached for a year, with a strong ETag answered 304 when it matches', async () => {
    const url = initialsAvatarUrl('Анна Смирнова');
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^"[\w-]{22}"$/);
    expect(res.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(res.body).toContain('>АС</text>');
    expect(AVATAR_TONES.some((tone) => res.body.includes(`fill="${tone}"`))).toBe(true);
    // The same bytes, the same tag, every time (and on every instance: nothing but the URL goes in).
    expect((await app.inject({ method: 'GET', url })).body).toBe(res.body);
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await app.inject({ method: 'GET', url, headers: { 'if-none-match': ifNoneMatch } });
      expect(again.statusCode, ifNoneMatch).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
    }
    expect((await app.inject({ method: 'GET', url, headers: { 'if-none-match': '"other"' } })).statusCode).toBe(200);
  });

  it('refuses a tone or initials it would never hand out with 400 naming them', async () => {
    for (const [url, field] of [
      [`/avatars/${AVATAR_TONES.length}/AB.svg`, 'tone'],
      ['/avatars/x/AB.svg', 'tone'],
      ['/avatars/1/ABC.svg', 'initials'],
      [`/avatars/1/${encodeURIComponent('<b')}.svg`, 'initials'],
      ['/avatars/1/.svg', 'initials'],
      ['/avatars/1/AB.png', 'file'],
    ] as const) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toContain(field);
    }
  });
});

describe('people on every face', () => {
  const gql = graphqlDataAs(app, 'admin');
  const rest = injectAs(app, 'admin');
  const pictured = (avatar: unknown) => expect(avatar).toMatch(/^\/(images|avatars)\/.+\.svg$/);

  it('GraphQL gives everyone an avatar: mail senders, task assignees, chat people, users, invoice clients, employees', async () => {
    const data = await gql<{
      emails: { items: { from: { avatar: string } }[] };
      assignees: { avatar: string }[];
      chatsAndContacts: { contacts: { avatar: string }[] };
      chatProfile: { avatar: string };
      users: { items: { avatar: string }[] };
      invoices: { items: { avatar: string }[] };
      allEmployees: { avatar: string }[];
    }>(`{
      emails(perPage: 100) { items { from { avatar } } }
      assignees { avatar }
      chatsAndContacts { contacts { avatar } }
      chatProfile { avatar }
      users(perPage: 100) { items { avatar } }
      invoices(perPage: 100) { items { avatar } }
      allEmployees { avatar }
    }`);
    const avatars = [
      ...data.emails.items.map((mail) => mail.from.avatar),
      ...data.assignees.map((person) => person.avatar),
      ...data.chatsAndContacts.contacts.map((person) => person.avatar),
      data.chatProfile.avatar,
      ...data.users.items.map((user) => user.avatar),
      ...data.invoices.items.map((invoice) => invoice.avatar),
      ...data.allEmployees.map((employee) => employee.avatar),
    ];
    avatars.forEach(pictured);
    // The seed leaves some of each without a photo: they are the generated ones.
    expect(avatars.filter((avatar) => avatar.startsWith('/avatars/')).length).toBeGreaterThan(20);
  });

  it('REST gives one where the legacy client draws it as an image, and keeps the legacy "" where it measures the length', async () => {
    const contacts = (await rest({ method: 'GET', url: '/apps/chat/chats-and-contacts' })).json<{ contacts: { avatar: string }[] }>().contacts;
    contacts.forEach((contact) => pictured(contact.avatar));
    const assignees = (await rest({ method: 'GET', url: '/apps/todo/assignees' })).json<{ assignees: { avatar: string }[] }>().assignees;
    assignees.forEach((member) => pictured(member.avatar));
    const tasks = (await rest({ method: 'GET', url: '/apps/todo/tasks' })).json<{ assignee: { avatar: string } | null }[]>();
    tasks.flatMap((task) => (task.assignee ? [task.assignee.avatar] : [])).forEach(pictured);
    const employees = (await rest({ method: 'GET', url: '/api/datatables/initial-data' })).json<{ avatarUrl: string }[]>();
    employees.forEach((row) => pictured(row.avatarUrl));
    // The legacy user and invoice lists test `avatar.length`: '' for no photo stays.
    const users = (await rest({ method: 'GET', url: '/api/users/list/all-data' })).json<{ avatar: string }[]>();
    expect(users.some((user) => user.avatar === '')).toBe(true);
  });
});
