import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { seedEmail } from '../../seed/email.js';
import { initialsAvatarUrl } from '../../server/avatars/person-avatar.js';
import type { EmailRecord } from '../../server/email/models.js';
import { injectAs, useApp } from '../helper.js';

const app = useApp();
const admin = injectAs(app, 'admin');

const seed = seedEmail().emails;

/** A seeded mail as REST shows it: a sender without a photo with their initials avatar. */
const shown = (mail: EmailRecord): EmailRecord => {
  const sender = (from: EmailRecord['from']) => ({ ...from, avatar: from.avatar ?? initialsAvatarUrl(from.name) });
  return { ...mail, from: sender(mail.from), replies: mail.replies.map((reply) => ({ ...reply, from: sender(reply.from) })) };
};
const LABELS = ['private', 'company', 'important', 'personal'] as const;
const FOLDERS = ['inbox', 'sent', 'draft', 'spam', 'trash'] as const;

async function list(query = ''): Promise<{ emails: EmailRecord[]; emailsMeta: { inbox: number; draft: number; spam: number } }> {
  const res = await admin({ method: 'GET', url: `/apps/email/emails${query}` });
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function getEmail(id: number): Promise<EmailRecord & { hasPreviousMail: boolean; hasNextMail: boolean }> {
  const res = await admin({ method: 'GET', url: `/apps/email/get-email?id=${id}` });
  expect(res.statusCode).toBe(200);
  return res.json();
}

function newestFirst(emails: readonly EmailRecord[]): number[] {
  return [...emails].sort((a, b) => b.time.localeCompare(a.time) || b.id - a.id).map((e) => e.id);
}

function expectNewestFirst(emails: readonly EmailRecord[]): void {
  for (let i = 1; i < emails.length; i++) expect(emails[i - 1].time >= emails[i].time).toBe(true);
}

const seedMeta = {
  inbox: seed.filter((e) => e.folder === 'inbox' && !e.isRead).length,
  draft: seed.filter((e) => e.folder === 'draft').length,
  spam: seed.filter((e) => e.folder === 'spam' && !e.isRead).length,
};

describe('seed', () => {
  it('has at least 60 mails with every folder, every label, unread, starred, attachments and replies', () => {
    expect(seed.length).toBeGreaterThanOrEqual(60);
    for (const folder of FOLDERS) expect(seed.some((e) => e.folder === folder)).toBe(true);
    for (const label of LABELS) expect(seed.some((e) => e.labels.includes(label))).toBe(true);
    expect(seedMeta.inbox).toBeGreaterThan(0);
    expect(seedMeta.spam).toBeGreaterThan(0);
    expect(seed.some((e) => e.isStarred && e.folder !== 'trash')).toBe(true);
    expect(seed.some((e) => e.attachments.length > 0)).toBe(true);
    expect(seed.some((e) => e.replies.length > 0)).toBe(true);
    expect(new Set(seed.map((e) => e.id)).size).toBe(seed.length);
  });
});

describe('GET /apps/email/emails', () => {
  it('defaults to the inbox, newest first, with the sidebar counters', async () => {
    const body = await list();
    expect(body.emails.map((e) => e.id)).toEqual(newestFirst(seed.filter((e) => e.folder === 'inbox')));
    expect(body.emailsMeta).toEqual(seedMeta);
  });

  it.each(FOLDERS)('folder=%s lists exactly that folder, newest first', async (folder) => {
    const { emails } = await list(`?folder=${folder}`);
    expect(emails.length).toBeGreaterThan(0);
    expect(emails.map((e) => e.id)).toEqual(newestFirst(seed.filter((e) => e.folder === folder)));
  });

  it('folder=starred lists starred mails outside trash', async () => {
    const { emails } = await list('?folder=starred');
    expect(emails.map((e) => e.id)).toEqual(newestFirst(seed.filter((e) => e.isStarred && e.folder !== 'trash')));
    expect(emails.length).toBeGreaterThan(0);
  });

  it.each(LABELS)('label=%s lists labelled mails of every folder but trash, whatever the folder', async (label) => {
    const expected = newestFirst(seed.filter((e) => e.labels.includes(label) && e.folder !== 'trash'));
    expect(expected.length).toBeGreaterThan(0);
    expect((await list(`?label=${label}`)).emails.map((e) => e.id)).toEqual(expected);
    expect((await list(`?label=${label}&folder=sent`)).emails.map((e) => e.id)).toEqual(expected);
  });

  it('q matches the subject case-insensitively within the folder', async () => {
    const { emails } = await list(`?q=${encodeURIComponent('ДОГОВОР')}`);
    const expected = seed.filter((e) => e.folder === 'inbox' && e.subject.toLowerCase().includes('договор'));
    expect(expected.length).toBeGreaterThan(0);
    expect(emails.map((e) => e.id)).toEqual(newestFirst(expected));
    expectNewestFirst(emails);
    expect((await list('?q=no-such-subject-anywhere')).emails).toEqual([]);
  });

  it('keeps every field of a mail, attachments and replies included', async () => {
    const withBoth = seed.find((e) => e.attachments.length > 0 && e.replies.length > 0) ?? seed.find((e) => e.replies.length > 0);
    if (!withBoth) throw new Error('seed has no mail with replies');
    const { emails } = await list(`?folder=${withBoth.folder}`);
    expect(emails.find((e) => e.id === withBoth.id)).toEqual(withBoth);
    const attached = seed.find((e) => e.attachments.length > 0 && e.folder === 'inbox');
    expect((await list()).emails.find((e) => e.id === attached?.id)?.attachments[0]).toEqual({
      fileName: expect.any(String),
      thumbnail: expect.stringMatching(/^\/images\/icons\/files\/\w+\.svg$/),
      url: expect.any(String),
      size: expect.any(String),
    });
  });

  it.each([
    ['an unknown folder', '?folder=archive'],
    ['an unknown label', '?label=work'],
    ['a search longer than 200 characters', `?q=${'я'.repeat(201)}`],
  ])('answers %s with 400', async (_name, query) => {
    const res = await admin({ method: 'GET', url: `/apps/email/emails${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });
});

describe('POST /apps/email/update-emails', () => {
  const unreadInbox = seed.filter((e) => e.folder === 'inbox' && !e.isRead).map((e) => e.id);

  it('marks mails read, and the counters follow', async () => {
    const ids = unreadInbox.slice(0, 2);
    const res = await admin({ method: 'POST', url: '/apps/email/update-emails', payload: { emailIds: ids, dataToUpdate: { isRead: true } } });
    expect(res.statusCode).toBe(200);
    expect(res.json().emails.map((e: EmailRecord) => [e.id, e.isRead])).toEqual(ids.map((id) => [id, true]));
    expect(res.json().emailsMeta.inbox).toBe(seedMeta.inbox - 2);
    for (const id of ids) expect((await getEmail(id)).isRead).toBe(true);
    expect((await list()).emailsMeta.inbox).toBe(seedMeta.inbox - 2);
  });

  it('moves mails to trash: gone from their folder and from starred, shown under trash', async () => {
    const starred = seed.find((e) => e.isStarred && e.folder !== 'trash');
    if (!starred) throw new Error('seed has no starred mail');
    const res = await admin({
      method: 'POST',
      url: '/apps/email/update-emails',
      payload: { emailIds: [starred.id], dataToUpdate: { folder: 'trash' } },
    });
    expect(res.statusCode).toBe(200);
    expect((await list(`?folder=${starred.folder}`)).emails.map((e) => e.id)).not.toContain(starred.id);
    expect((await list('?folder=starred')).emails.map((e) => e.id)).not.toContain(starred.id);
    expect((await list('?folder=trash')).emails.map((e) => e.id)).toContain(starred.id);
  });

  it('stars a mail so it shows under starred', async () => {
    const plain = seed.find((e) => !e.isStarred && e.folder === 'sent');
    if (!plain) throw new Error('seed has no unstarred sent mail');
    await admin({ method: 'POST', url: '/apps/email/update-emails', payload: { emailIds: [plain.id], dataToUpdate: { isStarred: true } } });
    expect((await list('?folder=starred')).emails.map((e) => e.id)).toContain(plain.id);
  });

  it('refuses the whole batch with 404 when one id is unknown', async () => {
    const res = await admin({
      method: 'POST',
      url: '/apps/email/update-emails',
      payload: { emailIds: [unreadInbox[0], 9999], dataToUpdate: { isRead: true } },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toContain('9999');
    expect((await getEmail(unreadInbox[0])).isRead).toBe(false);
  });

  it.each([
    ['an unknown flag', { emailIds: [1], dataToUpdate: { subject: 'x' } }],
    ['the starred view as a folder', { emailIds: [1], dataToUpdate: { folder: 'starred' } }],
    ['a non-boolean flag', { emailIds: [1], dataToUpdate: { isRead: 'maybe' } }],
    ['nothing to update', { emailIds: [1], dataToUpdate: {} }],
    ['no ids', { emailIds: [], dataToUpdate: { isRead: true } }],
    ['an invalid id', { emailIds: ['abc'], dataToUpdate: { isRead: true } }],
    ['a missing dataToUpdate', { emailIds: [1] }],
  ])('answers %s with 400 and changes nothing', async (_name, payload) => {
    const before = await list('?folder=trash');
    const res = await admin({ method: 'POST', url: '/apps/email/update-emails', payload });
    expect(res.statusCode).toBe(400);
    expect(await getEmail(1)).toMatchObject({ folder: seed[0].folder, isRead: seed[0].isRead, isStarred: seed[0].isStarred });
    expect(await list('?folder=trash')).toEqual(before);
  });
});

describe('POST /apps/email/update-emails-label', () => {
  it('toggles the label on each mail on its own', async () => {
    const has = seed.find((e) => e.labels.includes('important'));
    const lacks = seed.find((e) => !e.labels.includes('important'));
    if (!has || !lacks) throw new Error('seed lacks the label mix');
    const res = await admin({
      method: 'POST',
      url: '/apps/email/update-emails-label',
      payload: { emailIds: [has.id, lacks.id], label: 'important' },
    });
    expect(res.statusCode).toBe(200);
    expect((await getEmail(has.id)).labels).not.toContain('important');
    expect((await getEmail(lacks.id)).labels).toContain('important');
    await admin({ method: 'POST', url: '/apps/email/update-emails-label', payload: { emailIds: [has.id], label: 'important' } });
    expect((await getEmail(has.id)).labels).toContain('important');
  });

  it('refuses the whole batch with 404 when one id is unknown', async () => {
    const res = await admin({ method: 'POST', url: '/apps/email/update-emails-label', payload: { emailIds: [1, 777], label: 'company' } });
    expect(res.statusCode).toBe(404);
    expect((await getEmail(1)).labels).toEqual(seed[0].labels);
  });

  it.each([
    ['an unknown label', { emailIds: [1], label: 'work' }],
    ['a missing label', { emailIds: [1] }],
    ['no ids', { emailIds: [], label: 'company' }],
  ])('answers %s with 400', async (_name, payload) => {
    const res = await admin({ method: 'POST', url: '/apps/email/update-emails-label', payload });
    expect(res.statusCode).toBe(400);
    expect((await getEmail(1)).labels).toEqual(seed[0].labels);
  });
});

describe('GET /apps/email/get-email', () => {
  it('answers the mail with its place in its folder', async () => {
    const inbox = newestFirst(seed.filter((e) => e.folder === 'inbox'));
    const first = await getEmail(inbox[0]);
    expect(first).toMatchObject({ id: inbox[0], hasPreviousMail: false, hasNextMail: true });
    expect(await getEmail(inbox[inbox.length - 1])).toMatchObject({ hasPreviousMail: true, hasNextMail: false });
    const { hasPreviousMail: _p, hasNextMail: _n, ...mail } = first;
    expect(mail).toEqual(shown(seed.find((e) => e.id === inbox[0])!));
  });

  it.each([
    ['an unknown id', 404, '?id=9999'],
    ['a missing id', 400, ''],
    ['a non-numeric id', 400, '?id=abc'],
    ['a zero id', 400, '?id=0'],
  ])('answers %s with %i', async (_name, status, query) => {
    const res = await admin({ method: 'GET', url: `/apps/email/get-email${query}` });
    expect(res.statusCode).toBe(status);
  });
});

describe('GET /apps/email/paginate-email', () => {
  const inbox = newestFirst(seed.filter((e) => e.folder === 'inbox'));
  const trash = newestFirst(seed.filter((e) => e.folder === 'trash'));
  const page = (dir: string, emailId: number | string): Promise<LightMyRequestResponse> =>
    admin({ method: 'GET', url: `/apps/email/paginate-email?dir=${dir}&emailId=${emailId}` });

  it.each([
    ['next from the newest gives the second', 'next', inbox[0], inbox[1], true, true],
    ['previous from the second gives the newest (the newer one)', 'previous', inbox[1], inbox[0], false, true],
    ['next from the second-oldest gives the oldest', 'next', inbox[inbox.length - 2], inbox[inbox.length - 1], true, false],
    ['next stays in the mail’s own folder (trash)', 'next', trash[0], trash[1], true, true],
  ])('%s', async (_name, dir, from, to, hasPreviousMail, hasNextMail) => {
    const res = await page(dir, from);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: to, hasPreviousMail, hasNextMail });
    expect(res.json().subject).toBe(seed.find((e) => e.id === to)?.subject);
  });

  it.each([
    ['previous from the newest', 404, 'previous', inbox[0]],
    ['next from the oldest', 404, 'next', inbox[inbox.length - 1]],
    ['an unknown id', 404, 'next', 9999],
    ['an unknown direction', 400, 'up', inbox[0]],
    ['an invalid id', 400, 'next', 'x'],
  ])('answers %s with %i', async (_name, status, dir, emailId) => {
    expect((await page(dir, emailId)).statusCode).toBe(status);
  });

  it('follows moves: a mail moved to trash pages among trash', async () => {
    await admin({ method: 'POST', url: '/apps/email/update-emails', payload: { emailIds: [inbox[0]], dataToUpdate: { folder: 'trash' } } });
    const res = await page('next', inbox[0]);
    expect(res.statusCode).toBe(200);
    expect(res.json().folder).toBe('trash');
  });
});

describe('access', () => {
  const routes = [
    { method: 'GET', url: '/apps/email/emails' },
    { method: 'GET', url: '/apps/email/get-email?id=1' },
    { method: 'GET', url: '/apps/email/paginate-email?dir=next&emailId=1' },
    { method: 'POST', url: '/apps/email/update-emails', payload: { emailIds: [1], dataToUpdate: { isRead: true } } },
    { method: 'POST', url: '/apps/email/update-emails-label', payload: { emailIds: [1], label: 'company' } },
  ] as const;

  it.each(routes)('$method $url answers 401 without a token', async (route) => {
    const res = await app.inject({ ...route });
    expect(res.statusCode).toBe(401);
  });

  it.each(routes)('$method $url answers 403 to the client', async (route) => {
    const res = await injectAs(app, 'client')({ ...route });
    expect(res.statusCode).toBe(403);
    expect((await getEmail(1)).isRead).toBe(seed[0].isRead);
  });
});
