import { describe, expect, it } from 'vitest';
import { seedEmail } from '../../seed/email.js';
import type { EmailRecord } from '../../server/email/models.js';
import { graphqlAs, useApp } from '../helper.js';

const NOW = new Date('2026-11-05T10:00:00.000Z');
const app = useApp({ clock: () => NOW });
const gql = graphqlAs(app, 'admin');

const seed = seedEmail().emails;
const byNewest = (emails: readonly EmailRecord[]): string[] =>
  [...emails].sort((a, b) => b.time.localeCompare(a.time) || b.id - a.id).map((e) => String(e.id));
const inboxIds = byNewest(seed.filter((e) => e.folder === 'inbox'));
const seedMeta = {
  inbox: seed.filter((e) => e.folder === 'inbox' && !e.isRead).length,
  draft: seed.filter((e) => e.folder === 'draft').length,
  spam: seed.filter((e) => e.folder === 'spam' && !e.isRead).length,
};

const EMAIL_FIELDS = `
  id subject cc bcc message isStarred labels time folder isRead hasPreviousMail hasNextMail
  from { email name avatar } to { name email }
  attachments { fileName thumbnail url size }
  replies { id subject message time cc bcc from { email name avatar } to { name email } attachments { fileName } }
`;
const META = 'meta { inbox draft spam }';

interface Mail {
  id: string;
  folder: string;
  isRead: boolean;
  isStarred: boolean;
  labels: string[];
  subject: string;
  hasPreviousMail: boolean;
  hasNextMail: boolean;
}
interface Meta {
  inbox: number;
  draft: number;
  spam: number;
}

/** A whole view: the seed's views fit one page of the largest size. */
async function emails(args = ''): Promise<{ items: Mail[]; total: number; meta: Meta }> {
  const paged = args ? args.replace(')', ', perPage: 100)') : '(perPage: 100)';
  const res = await gql<{ emails: { items: Mail[]; total: number; meta: Meta } }>(`{ emails${paged} { total items { ${EMAIL_FIELDS} } ${META} } }`);
  expect(res.errors).toBeUndefined();
  expect(res.data!.emails.total).toBe(res.data!.emails.items.length);
  return res.data!.emails;
}

const PAGE = `query($folder: MailFolder, $page: Int, $perPage: Int) {
  emails(folder: $folder, page: $page, perPage: $perPage) { total items { id } }
}`;

async function email(id: number | string): Promise<Mail> {
  const res = await gql<{ email: Mail }>(`query($id: ID!) { email(id: $id) { ${EMAIL_FIELDS} } }`, { id: String(id) });
  expect(res.errors).toBeUndefined();
  return res.data!.email;
}

describe('Query.emails', () => {
  it('defaults to the inbox, newest first, with the counters', async () => {
    const list = await emails();
    expect(list.items.map((e) => e.id)).toEqual(inboxIds);
    expect(list.meta).toEqual(seedMeta);
  });

  it.each([
    ['(folder: sent)', seed.filter((e) => e.folder === 'sent')],
    ['(folder: draft)', seed.filter((e) => e.folder === 'draft')],
    ['(folder: spam)', seed.filter((e) => e.folder === 'spam')],
    ['(folder: trash)', seed.filter((e) => e.folder === 'trash')],
    ['(folder: starred)', seed.filter((e) => e.isStarred && e.folder !== 'trash')],
    ['(label: company)', seed.filter((e) => e.labels.includes('company') && e.folder !== 'trash')],
    ['(label: personal, folder: sent)', seed.filter((e) => e.labels.includes('personal') && e.folder !== 'trash')],
    ['(q: "счёт", folder: inbox)', seed.filter((e) => e.folder === 'inbox' && e.subject.toLowerCase().includes('счёт'))],
  ])('emails%s lists the expected mails newest first', async (args, expected) => {
    expect(expected.length).toBeGreaterThan(0);
    expect((await emails(args)).items.map((e) => e.id)).toEqual(byNewest(expected));
  });

  it('serves every field of a mail', async () => {
    const mail = seed.find((e) => e.folder === 'inbox' && e.replies.length > 0);
    const item = (await emails()).items.find((e) => e.id === String(mail?.id));
    expect(item).toMatchObject({ subject: mail?.subject, from: mail?.from, to: mail?.to, labels: mail?.labels, folder: 'inbox' });
    expect(item).toHaveProperty('replies.0.from.email', mail?.replies[0].from.email);
  });

  it('emailsMeta equals the list counters', async () => {
    const res = await gql<{ emailsMeta: Meta }>('{ emailsMeta { inbox draft spam } }');
    expect(res.data?.emailsMeta).toEqual(seedMeta);
  });

  it('pages a view: 20 newest by default, later pages in order, the whole view as total', async () => {
    const whole = (await emails()).items.map((e) => e.id);
    const first = await gql<{ emails: { total: number; items: { id: string }[] } }>('{ emails { total items { id } } }');
    expect(first.data?.emails).toEqual({ total: whole.length, items: whole.slice(0, 20).map((id) => ({ id })) });
    const pages: string[] = [];
    for (let page = 1; page <= Math.ceil(whole.length / 6) + 1; page++) {
      const res = await gql<{ emails: { total: number; items: { id: string }[] } }>(PAGE, { page, perPage: 6 });
      expect(res.data?.emails.total).toBe(whole.length);
      pages.push(...(res.data?.emails.items ?? []).map((e) => e.id));
    }
    expect(pages).toEqual(whole);
  });

  it.each([
    ['perPage above 100', { perPage: 101 }, /perPage must be an integer from 1 to 100/],
    ['perPage 0', { perPage: 0 }, /perPage must be an integer from 1 to 100/],
    ['a fractional page', { page: 1.5 }, /\$page/],
    ['a page as text', { page: '2' }, /\$page/],
  ])('refuses %s with BAD_USER_INPUT naming it', async (_name, variables, message) => {
    const res = await gql(PAGE, variables);
    expect(res.data?.emails ?? null).toBeNull();
    expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(res.errors?.[0].message).toMatch(message);
  });

  it.each([
    ['an unknown folder', '{ emails(folder: archive) { items { id } } }', 'GRAPHQL_VALIDATION_FAILED'],
    ['an unknown label', '{ emails(label: work) { items { id } } }', 'GRAPHQL_VALIDATION_FAILED'],
    ['a search longer than 200 characters', `{ emails(q: "${'я'.repeat(201)}") { items { id } } }`, 'BAD_USER_INPUT'],
  ])('refuses %s', async (_name, query, code) => {
    const res = await gql(query);
    expect(res.errors?.[0].extensions?.code).toBe(code);
  });
});

describe('Query.email and adjacentEmail', () => {
  it('answers one mail with its place in its folder', async () => {
    expect(await email(inboxIds[0])).toMatchObject({ id: inboxIds[0], hasPreviousMail: false, hasNextMail: true });
    expect(await email(inboxIds[inboxIds.length - 1])).toMatchObject({ hasPreviousMail: true, hasNextMail: false });
  });

  it.each([
    ['next', inboxIds[0], inboxIds[1]],
    ['previous', inboxIds[1], inboxIds[0]],
  ])('adjacentEmail(dir: %s) moves within the folder list', async (dir, from, to) => {
    const res = await gql<{ adjacentEmail: Mail }>(
      `query($id: ID!) { adjacentEmail(id: $id, dir: ${dir}) { id folder hasPreviousMail } }`,
      { id: from },
    );
    expect(res.data?.adjacentEmail).toMatchObject({ id: to, folder: 'inbox', hasPreviousMail: to !== inboxIds[0] });
  });

  it.each([
    ['email of an unknown id', '{ email(id: "9999") { id } }', 'NOT_FOUND'],
    ['email of a non-numeric id', '{ email(id: "abc") { id } }', 'BAD_USER_INPUT'],
    ['adjacentEmail before the newest', `{ adjacentEmail(id: "${inboxIds[0]}", dir: previous) { id } }`, 'NOT_FOUND'],
    ['adjacentEmail after the oldest', `{ adjacentEmail(id: "${inboxIds[inboxIds.length - 1]}", dir: next) { id } }`, 'NOT_FOUND'],
    ['adjacentEmail of an unknown id', '{ adjacentEmail(id: "9999", dir: next) { id } }', 'NOT_FOUND'],
    ['adjacentEmail with an unknown direction', '{ adjacentEmail(id: "1", dir: up) { id } }', 'GRAPHQL_VALIDATION_FAILED'],
  ])('refuses %s', async (_name, query, code) => {
    const res = await gql(query);
    expect(res.errors?.[0].extensions?.code).toBe(code);
  });
});

const UPDATE = `mutation($ids: [ID!]!, $input: EmailFlagsInput!) {
  updateEmails(ids: $ids, input: $input) { emails { id isRead isStarred folder } ${META} }
}`;
const TOGGLE = `mutation($ids: [ID!]!, $label: MailLabel!) {
  toggleEmailLabel(ids: $ids, label: $label) { emails { id labels } ${META} }
}`;

describe('Mutation.updateEmails', () => {
  const unread = seed.filter((e) => e.folder === 'inbox' && !e.isRead).map((e) => String(e.id));

  it('marks mails read, returns them and the new counters, and a later read agrees', async () => {
    const res = await gql<{ updateEmails: { emails: Mail[]; meta: Meta } }>(UPDATE, { ids: unread.slice(0, 3), input: { isRead: true } });
    expect(res.data?.updateEmails.emails).toEqual(unread.slice(0, 3).map((id) => expect.objectContaining({ id, isRead: true })));
    expect(res.data?.updateEmails.meta).toEqual({ ...seedMeta, inbox: seedMeta.inbox - 3 });
    expect((await email(unread[0])).isRead).toBe(true);
    expect((await emails()).meta.inbox).toBe(seedMeta.inbox - 3);
  });

  it('moves a mail to spam and stars it in one call', async () => {
    await gql(UPDATE, { ids: [inboxIds[0]], input: { folder: 'spam', isStarred: true } });
    expect((await emails('(folder: spam)')).items.map((e) => e.id)).toContain(inboxIds[0]);
    expect((await emails('(folder: starred)')).items.map((e) => e.id)).toContain(inboxIds[0]);
    expect((await emails()).items.map((e) => e.id)).not.toContain(inboxIds[0]);
  });

  it('refuses the whole batch with NOT_FOUND when one id is unknown', async () => {
    const res = await gql(UPDATE, { ids: [unread[0], '9999'], input: { isRead: true } });
    expect(res.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await email(unread[0])).isRead).toBe(false);
  });

  it.each([
    ['an empty input', { ids: ['1'], input: {} }],
    ['no ids', { ids: [], input: { isRead: true } }],
    ['a non-numeric id', { ids: ['x'], input: { isRead: true } }],
    ['the starred view as a folder', { ids: ['1'], input: { folder: 'starred' } }],
    ['an unknown flag', { ids: ['1'], input: { subject: 'x' } }],
  ])('refuses %s with BAD_USER_INPUT and changes nothing', async (_name, variables) => {
    const res = await gql(UPDATE, variables);
    expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(await email(1)).toMatchObject({ folder: seed[0].folder, isRead: seed[0].isRead, isStarred: seed[0].isStarred });
  });
});

describe('Mutation.toggleEmailLabel', () => {
  it('toggles the label on each mail and a later read agrees', async () => {
    const has = seed.find((e) => e.labels.includes('private'));
    const lacks = seed.find((e) => !e.labels.includes('private'));
    const res = await gql<{ toggleEmailLabel: { emails: Mail[] } }>(TOGGLE, { ids: [String(has?.id), String(lacks?.id)], label: 'private' });
    expect(res.data?.toggleEmailLabel.emails.map((e) => e.labels.includes('private'))).toEqual([false, true]);
    expect((await email(has!.id)).labels).not.toContain('private');
    expect((await email(lacks!.id)).labels).toContain('private');
  });

  it('refuses an unknown id with NOT_FOUND and changes nothing', async () => {
    const res = await gql(TOGGLE, { ids: ['1', '9999'], label: 'company' });
    expect(res.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await email(1)).labels).toEqual(seed[0].labels);
  });
});

const SEND = `mutation($input: ComposeEmailInput!) { sendEmail(input: $input) { email { ${EMAIL_FIELDS} } ${META} } }`;
const DRAFT = `mutation($input: ComposeEmailInput!) { saveDraft(input: $input) { email { id folder to { email } } ${META} } }`;

describe('Mutation.sendEmail and saveDraft', () => {
  const known = seed.find((e) => e.folder === 'inbox')!.from;

  it('files a sent mail from the signed-in account, escaping the text, newest in sent', async () => {
    const res = await gql<{ sendEmail: { email: Mail & Record<string, unknown>; meta: Meta } }>(SEND, {
      input: { to: [known.email, 'new.partner@example.com'], cc: ['boss@example.com'], subject: 'Итоги недели', message: 'Привет!\n\n<script>alert(1)</script>' },
    });
    expect(res.errors).toBeUndefined();
    const sent = res.data!.sendEmail.email;
    expect(sent).toMatchObject({
      id: String(seed.length + 1),
      folder: 'sent',
      isRead: true,
      time: NOW.toISOString(),
      subject: 'Итоги недели',
      cc: ['boss@example.com'],
      bcc: [],
      from: { email: 'admin@demo.com', name: 'Анна Смирнова' },
      to: [{ name: known.name, email: known.email }, { name: 'new.partner@example.com', email: 'new.partner@example.com' }],
      message: '<p>Привет!</p><p>&#60;script&#62;alert(1)&#60;/script&#62;</p>',
    });
    expect((await emails('(folder: sent)')).items[0].id).toBe(sent.id);
    expect(res.data!.sendEmail.meta).toEqual(seedMeta);
  });

  it('saves a draft without recipients and the draft counter follows', async () => {
    const res = await gql<{ saveDraft: { email: Mail; meta: Meta } }>(DRAFT, { input: { to: [], subject: '', message: 'Черновик' } });
    expect(res.data?.saveDraft.email.folder).toBe('draft');
    expect(res.data?.saveDraft.meta.draft).toBe(seedMeta.draft + 1);
    expect((await emails('(folder: draft)')).items[0].id).toBe(res.data?.saveDraft.email.id);
  });

  it.each([
    ['no recipient', { to: [], subject: 'Тема', message: 'Текст' }],
    ['a malformed address', { to: ['not-an-address'], subject: 'Тема', message: 'Текст' }],
    ['a subject over 300 characters', { to: [known.email], subject: 'я'.repeat(301), message: 'Текст' }],
    ['a message over 20000 characters', { to: [known.email], subject: 'Тема', message: 'я'.repeat(20_001) }],
    ['more than 50 recipients', { to: Array.from({ length: 51 }, (_, i) => `r${i}@example.com`), subject: 'Т', message: 'Т' }],
  ])('refuses %s with BAD_USER_INPUT and files nothing', async (_name, input) => {
    const res = await gql(SEND, { input });
    expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((await emails('(folder: sent)')).items).toHaveLength(seed.filter((e) => e.folder === 'sent').length);
  });
});

describe('access', () => {
  const operations = [
    ['emails', '{ emails { items { id } } }', undefined],
    ['emailsMeta', '{ emailsMeta { inbox } }', undefined],
    ['email', '{ email(id: "1") { id } }', undefined],
    ['adjacentEmail', '{ adjacentEmail(id: "1", dir: next) { id } }', undefined],
    ['updateEmails', UPDATE, { ids: ['1'], input: { isRead: true } }],
    ['toggleEmailLabel', TOGGLE, { ids: ['1'], label: 'company' }],
    ['sendEmail', SEND, { input: { to: ['a@example.com'], subject: 'x', message: 'y' } }],
    ['saveDraft', DRAFT, { input: { to: [], subject: 'x', message: 'y' } }],
  ] as const;

  it.each(operations)('%s is UNAUTHENTICATED without a token', async (_name, query, variables) => {
    const res = await graphqlAs(app)(query, variables);
    expect(res.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it.each(operations)('%s is FORBIDDEN to the client', async (_name, query, variables) => {
    const res = await graphqlAs(app, 'client')(query, variables);
    expect(res.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await emails()).meta).toEqual(seedMeta);
  });
});
