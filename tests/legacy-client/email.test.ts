import { describe, expect, it } from 'vitest';
import { useLegacyApp, expectBadRequest } from './support.js';

/**
 * The e-mail store. The mailbox always sends `q`, `folder` and `label`, the label empty outside a
 * label view; opening a mail passes `{ id }` as axios's config (no id reaches us); the bulk actions
 * post ids and either the flags or a label to toggle; the detail arrows page with `dir` and `emailId`.
 */
interface Mail {
  id: number;
  from: { email: string; name: string; avatar: string };
  to: { name: string; email: string }[];
  subject: string;
  cc: string[];
  bcc: string[];
  message: string;
  attachments: { fileName: string; thumbnail: string; url: string; size: string }[];
  isStarred: boolean;
  labels: string[];
  time: string;
  replies: unknown[];
  folder: string;
  isRead: boolean;
}

const mailboxParams = { q: '', folder: 'inbox', label: '' };

function expectMail(mail: Mail): void {
  expect(mail).toMatchObject({
    id: expect.any(Number),
    from: { email: expect.any(String), name: expect.any(String) },
    subject: expect.any(String),
    message: expect.any(String),
    isStarred: expect.any(Boolean),
    isRead: expect.any(Boolean),
    labels: expect.any(Array),
    attachments: expect.any(Array),
    replies: expect.any(Array),
  });
  // MailDetails reads to[0].email.
  expect(mail.to[0]).toMatchObject({ email: expect.any(String) });
  expect(Number.isNaN(new Date(mail.time).getTime())).toBe(false);
}

const ctx = useLegacyApp();

describe('reads', () => {
  it('GET /apps/email/emails?q=&folder=inbox&label=: the inbox, newest first, and the sidebar counters', async () => {
    const res = await ctx.client.get('/apps/email/emails', mailboxParams);
    expect(res.statusCode).toBe(200);
    const { emails, emailsMeta } = res.json<{ emails: Mail[]; emailsMeta: Record<string, number> }>();
    expect(emails.length).toBeGreaterThan(0);
    emails.forEach(expectMail);
    expect(emails.every((m) => m.folder === 'inbox')).toBe(true);
    const times = emails.map((m) => Date.parse(m.time));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(emailsMeta).toEqual({ inbox: expect.any(Number), draft: expect.any(Number), spam: expect.any(Number) });
  });

  it.each([
    [{ ...mailboxParams, folder: 'sent' }, (m: Mail) => m.folder === 'sent'],
    [{ ...mailboxParams, folder: 'starred' }, (m: Mail) => m.isStarred && m.folder !== 'trash'],
    [{ ...mailboxParams, label: 'company' }, (m: Mail) => m.labels.includes('company')],
  ])('GET /apps/email/emails with %j', async (params, keep) => {
    const { emails } = (await ctx.client.get('/apps/email/emails', params)).json<{ emails: Mail[] }>();
    expect(emails.length).toBeGreaterThan(0);
    expect(emails.every(keep)).toBe(true);
  });

  it('GET /apps/email/emails: every sender has an avatar the list can draw as an image, a generated one for those without a photo', async () => {
    const { emails } = (await ctx.client.get('/apps/email/emails', mailboxParams)).json<{ emails: Mail[] }>();
    const senders = emails.flatMap((mail) => [mail.from, ...(mail.replies as Mail[]).map((reply) => reply.from)]);
    for (const { avatar } of senders) expect(avatar).toMatch(/^\/(images|avatars)\/.+\.svg$/);
    const generated = senders.filter(({ avatar }) => avatar.startsWith('/avatars/'));
    expect(generated.length).toBeGreaterThan(0);
    // MailCard puts it in an <img>: it is a picture, served without the token an <img> cannot send.
    const picture = await ctx.app.inject({ method: 'GET', url: generated[0].avatar });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });

  it('GET /apps/email/paginate-email?dir=next&emailId=<id>: the neighbour mail', async () => {
    const { emails } = (await ctx.client.get('/apps/email/emails', mailboxParams)).json<{ emails: Mail[] }>();
    const res = await ctx.client.get('/apps/email/paginate-email', { dir: 'next', emailId: emails[0].id });
    expect(res.statusCode).toBe(200);
    expectMail(res.json());
    expect(res.json().id).toBe(emails[1].id);
  });

  it('GET /apps/email/get-email sends no id: 400 naming it', async () => {
    expectBadRequest(await ctx.client.get('/apps/email/get-email'), 'id');
  });
});

describe('writes', () => {
  const inbox = async () => (await ctx.client.get('/apps/email/emails', mailboxParams)).json<{ emails: Mail[]; emailsMeta: { inbox: number } }>();

  it('POST /apps/email/update-emails marks read, stars and moves to trash, as the list and detail actions do', async () => {
    const { emails, emailsMeta } = await inbox();
    const unread = emails.filter((m) => !m.isRead).slice(0, 2);
    expect(unread).toHaveLength(2);
    expect((await ctx.client.post('/apps/email/update-emails', { emailIds: unread.map((m) => m.id), dataToUpdate: { isRead: true } })).statusCode).toBe(200);
    const after = await inbox();
    expect(after.emailsMeta.inbox).toBe(emailsMeta.inbox - 2);
    expect(after.emails.filter((m) => unread.some((u) => u.id === m.id)).every((m) => m.isRead)).toBe(true);

    const target = emails[0];
    await ctx.client.post('/apps/email/update-emails', { emailIds: [target.id], dataToUpdate: { isStarred: !target.isStarred } });
    await ctx.client.post('/apps/email/update-emails', { emailIds: [target.id], dataToUpdate: { folder: 'trash' } });
    expect((await inbox()).emails.map((m) => m.id)).not.toContain(target.id);
    const trash = (await ctx.client.get('/apps/email/emails', { ...mailboxParams, folder: 'trash' })).json<{ emails: Mail[] }>().emails;
    expect(trash.find((m) => m.id === target.id)?.isStarred).toBe(!target.isStarred);
  });

  it('POST /apps/email/update-emails-label toggles the label on each mail', async () => {
    const { emails } = await inbox();
    const mail = emails.find((m) => !m.labels.includes('private'))!;
    expect((await ctx.client.post('/apps/email/update-emails-label', { emailIds: [mail.id], label: 'private' })).statusCode).toBe(200);
    let labelled = (await ctx.client.get('/apps/email/emails', { ...mailboxParams, label: 'private' })).json<{ emails: Mail[] }>().emails;
    expect(labelled.map((m) => m.id)).toContain(mail.id);
    await ctx.client.post('/apps/email/update-emails-label', { emailIds: [mail.id], label: 'private' });
    labelled = (await ctx.client.get('/apps/email/emails', { ...mailboxParams, label: 'private' })).json<{ emails: Mail[] }>().emails;
    expect(labelled.map((m) => m.id)).not.toContain(mail.id);
  });
});
