import { describe, expect, it } from 'vitest';
import { createSeed } from '../../seed/index.js';
import type { EmailRecord, EmailSender } from '../../server/email/models.js';
import type { EmailListQuery } from '../../server/email/repository.js';
import { EMAILS_PER_PAGE, seedMailboxAccountId } from '../../server/email/rules.js';
import { MAX_PER_PAGE } from '../../server/common/schemas.js';
import { InvalidInputError, NotFoundError } from '../../server/common/errors.js';
import { graphqlAs, injectAs, useApp } from '../helper.js';
import { STORE_NAMES, useStore } from '../stores/support.js';

const seed = createSeed();
const ADMIN = seedMailboxAccountId(seed.accounts, seed.email);
const OTHER = 9_999;
const ME: EmailSender = { name: 'Анна Смирнова', email: 'admin@demo.com', avatar: null };
const ids = (emails: EmailRecord[]) => emails.map((e) => e.id);
const newestFirst = (a: EmailRecord, b: EmailRecord) => b.time.localeCompare(a.time) || b.id - a.id;

describe.each(STORE_NAMES)('mailboxes on the %s store', (name) => {
  const store = useStore(name);
  const email = () => store().stores.email;
  const everyMail = async (account = ADMIN) =>
    (await Promise.all((['inbox', 'sent', 'draft', 'spam', 'trash'] as const).map((folder) => email().list(account, { folder })))).flat();

  it('the seed mailbox is the demo admin’s; another account’s starts empty', async () => {
    expect((await everyMail()).length).toBe(seed.email.emails.length);
    expect(await everyMail(OTHER)).toEqual([]);
    expect(await email().meta(OTHER)).toEqual({ inbox: 0, draft: 0, spam: 0 });
    const [mine] = await email().list(ADMIN);
    await expect(email().get(OTHER, mine.id)).rejects.toThrow(NotFoundError);
    await expect(email().update(OTHER, [mine.id], { isRead: true })).rejects.toThrow(NotFoundError);
  });

  it('folder views newest first; starred and labels leave trash out whatever the folder', async () => {
    const all = await everyMail();
    for (const folder of ['inbox', 'sent', 'draft', 'spam', 'trash'] as const) {
      expect(ids(await email().list(ADMIN, { folder })), folder).toEqual(ids(all.filter((e) => e.folder === folder).sort(newestFirst)));
    }
    expect(ids(await email().list(ADMIN, { folder: 'starred' }))).toEqual(ids(all.filter((e) => e.isStarred && e.folder !== 'trash').sort(newestFirst)));
    expect(ids(await email().list(ADMIN, { folder: 'spam', label: 'company' }))).toEqual(
      ids(all.filter((e) => e.labels.includes('company') && e.folder !== 'trash').sort(newestFirst)),
    );
  });

  it('searches the subject, case-insensitively, Cyrillic included, % literal; counts the sidebar', async () => {
    const all = await everyMail();
    const inbox = all.filter((e) => e.folder === 'inbox');
    const part = inbox[0].subject.slice(2, 7).toUpperCase();
    expect(ids(await email().list(ADMIN, { q: part }))).toEqual(ids(inbox.filter((e) => e.subject.toLowerCase().includes(part.toLowerCase())).sort(newestFirst)));
    expect(await email().list(ADMIN, { q: '%' })).toEqual([]);
    await expect(email().list(ADMIN, { q: 'x'.repeat(500) })).rejects.toThrow(InvalidInputError);
    expect(await email().meta(ADMIN)).toEqual({
      inbox: all.filter((e) => e.folder === 'inbox' && !e.isRead).length,
      draft: all.filter((e) => e.folder === 'draft').length,
      spam: all.filter((e) => e.folder === 'spam' && !e.isRead).length,
    });
  });

  it('pages every view: pages are slices of the whole view newest first, with its length as total', async () => {
    const queries: EmailListQuery[] = [{}, { folder: 'sent' }, { folder: 'starred' }, { label: 'company' }, { folder: 'trash' }, { q: 'e' }];
    for (const query of queries) {
      const whole = await email().list(ADMIN, query);
      const pages: EmailRecord[] = [];
      for (let page = 1; page <= Math.ceil(whole.length / 3) + 1; page++) {
        const { items, total } = await email().list(ADMIN, query, { page, perPage: 3 });
        expect(total, JSON.stringify(query)).toBe(whole.length);
        pages.push(...items);
      }
      expect(ids(pages), JSON.stringify(query)).toEqual(ids(whole));
    }
    const first = await email().list(ADMIN, {}, {});
    expect(ids(first.items)).toEqual(ids((await email().list(ADMIN)).slice(0, EMAILS_PER_PAGE)));
    expect(await email().list(OTHER, { folder: 'starred' }, {})).toEqual({ items: [], total: 0 });
    for (const paging of [{ page: 0 }, { perPage: 0 }, { perPage: MAX_PER_PAGE + 1 }, { perPage: 1.5 }]) {
      await expect(email().list(ADMIN, {}, paging)).rejects.toThrow(InvalidInputError);
    }
  });

  it('keeps every view’s total exact through moves, stars, labels and new mail, per account', async () => {
    const views: EmailListQuery[] = [
      ...(['inbox', 'sent', 'draft', 'starred', 'spam', 'trash'] as const).map((folder) => ({ folder })),
      ...(['private', 'company', 'important', 'personal'] as const).map((label) => ({ label })),
    ];
    const expectTotals = async (account = ADMIN) => {
      for (const query of views) expect((await email().list(account, query, {})).total, JSON.stringify(query)).toBe((await email().list(account, query)).length);
    };
    const [a, b] = await email().list(ADMIN);
    await email().update(ADMIN, [a.id, b.id], { folder: 'trash', isStarred: true });
    await expectTotals();
    await email().toggleLabel(ADMIN, [a.id, b.id], 'company');
    await email().update(ADMIN, [a.id], { folder: 'spam' });
    await expectTotals();
    const mine = await email().compose(OTHER, { to: ['x@example.com'], subject: 'Итоги', message: '…' }, 'sent', ME);
    await email().toggleLabel(OTHER, [mine.id], 'private');
    await expectTotals();
    await expectTotals(OTHER);
    expect((await email().list(OTHER, { label: 'private' }, {})).total).toBe(1);
    // Many mails alike in folder, star and labels move between views together (PostgreSQL counts them by group).
    const inbox = (await email().list(ADMIN)).map((mail) => mail.id);
    await email().update(ADMIN, inbox, { isStarred: true });
    await expectTotals();
    await email().update(ADMIN, inbox.slice(0, 6), { folder: 'trash' });
    await expectTotals();
  });

  it('pages through a folder: previous is newer, next older; nothing past either end', async () => {
    const inbox = await email().list(ADMIN);
    expect(await email().getWithNav(ADMIN, inbox[0].id)).toMatchObject({ id: inbox[0].id, hasPreviousMail: false, hasNextMail: true });
    expect(await email().adjacent(ADMIN, inbox[1].id, 'previous')).toMatchObject({ id: inbox[0].id, hasPreviousMail: false });
    expect(await email().adjacent(ADMIN, inbox[1].id, 'next')).toMatchObject({ id: inbox[2].id, hasPreviousMail: true });
    await expect(email().adjacent(ADMIN, inbox[0].id, 'previous')).rejects.toThrow(NotFoundError);
    await expect(email().adjacent(ADMIN, inbox.at(-1)!.id, 'next')).rejects.toThrow(NotFoundError);
  });

  it('updates flags of many ids at once; one unknown id or no flag refuses the whole batch', async () => {
    const [a, b] = await email().list(ADMIN);
    const changed = await email().update(ADMIN, [b.id, a.id, b.id], { isStarred: true, folder: 'spam' });
    expect(changed.map((e) => [e.id, e.isStarred, e.folder])).toEqual([[b.id, true, 'spam'], [a.id, true, 'spam']]);
    expect(ids(await email().list(ADMIN, { folder: 'spam' }))).toEqual(expect.arrayContaining([a.id, b.id]));
    await expect(email().update(ADMIN, [a.id, 999_999], { isRead: false })).rejects.toThrow(/999999/);
    await expect(email().update(ADMIN, [a.id], {})).rejects.toThrow(InvalidInputError);
    await expect(email().update(ADMIN, [], { isRead: true })).rejects.toThrow(InvalidInputError);
    expect((await email().get(ADMIN, a.id)).folder).toBe('spam');
  });

  it('toggles a label on each mail on its own', async () => {
    const [a, b] = structuredClone(await email().list(ADMIN));
    await email().toggleLabel(ADMIN, [a.id], 'private');
    const [x, y] = await email().toggleLabel(ADMIN, [a.id, b.id], 'private');
    expect(x.labels.includes('private')).toBe(a.labels.includes('private'));
    expect(y.labels.includes('private')).toBe(!b.labels.includes('private'));
  });

  it('composes from the caller into the caller’s own mailbox, id = maximum + 1, escaped; known names kept', async () => {
    const all = await everyMail();
    const known = all.find((e) => e.folder === 'inbox')!.from;
    const sent = await email().compose(OTHER, { to: [known.email.toUpperCase(), 'new@example.com'], subject: ' Привет ', message: '<b>1</b>\n\n2' }, 'sent', ME);
    expect(sent).toMatchObject({ id: Math.max(...ids(all)) + 1, folder: 'sent', isRead: true, subject: 'Привет', from: ME, message: '<p>&#60;b&#62;1&#60;/b&#62;</p><p>2</p>' });
    // The other mailbox has never seen that correspondent: the address stands for itself.
    expect(sent.to[0]).toEqual({ name: known.email.toUpperCase(), email: known.email.toUpperCase() });
    const mine = await email().compose(ADMIN, { to: [known.email.toUpperCase()], subject: 'x', message: 'y' }, 'sent', ME);
    expect(mine.to).toEqual([{ name: known.name, email: known.email }]);
    expect(ids(await email().list(OTHER, { folder: 'sent' }))).toEqual([sent.id]);
    expect(ids(await email().list(ADMIN, { folder: 'sent' }))).not.toContain(sent.id);
    await expect(email().compose(ADMIN, { to: [], subject: 'x', message: 'y' }, 'sent', ME)).rejects.toThrow(/recipient/);
    expect((await email().compose(ADMIN, { to: [], subject: 'x', message: 'y' }, 'draft', ME)).folder).toBe('draft');
  });

  it('gives concurrent composes distinct ids', async () => {
    const sent = await Promise.all(Array.from({ length: 40 }, (_, i) => email().compose(i % 2 ? ADMIN : OTHER, { to: ['a@b.cd'], subject: `${i}`, message: 'm' }, 'sent', ME)));
    expect(new Set(ids(sent)).size).toBe(40);
  });
});

describe('mailbox per account through the faces (memory app)', () => {
  const app = useApp();

  it('a new registration sees an empty mailbox, sends from itself, and never sees the admin’s mail', async () => {
    const reg = await app.inject({ method: 'POST', url: '/jwt/register', payload: { email: 'mail@example.com', password: 'secret-42', username: 'mailer' } });
    const { accessToken } = reg.json() as { accessToken: string };
    const headers = { authorization: `Bearer ${accessToken}` };
    const empty = await app.inject({ method: 'GET', url: '/apps/email/emails?folder=inbox', headers });
    expect(empty.json()).toEqual({ emails: [], emailsMeta: { inbox: 0, draft: 0, spam: 0 } });
    const gql = async (query: string, variables?: Record<string, unknown>) =>
      (await app.inject({ method: 'POST', url: '/graphql', headers: { ...headers, 'content-type': 'application/json' }, payload: { query, variables } })).json();
    const sent = await gql(`mutation ($i: ComposeEmailInput!) { sendEmail(input: $i) { email { id from { email } folder } meta { draft } } }`, {
      i: { to: ['admin@demo.com'], subject: 'Привет', message: 'Текст' },
    });
    expect(sent.data.sendEmail.email).toMatchObject({ from: { email: 'mail@example.com' }, folder: 'sent' });
    const mine = await gql(`{ emails(folder: sent) { items { id } } }`);
    expect(mine.data.emails.items).toEqual([{ id: sent.data.sendEmail.email.id }]);

    const admin = await injectAs(app, 'admin')({ method: 'GET', url: '/apps/email/emails?folder=sent' });
    expect(admin.json().emails.map((e: { id: number }) => e.id)).not.toContain(Number(sent.data.sendEmail.email.id));
    const [adminMail] = (await injectAs(app, 'admin')({ method: 'GET', url: '/apps/email/emails' })).json().emails;
    const peek = await app.inject({ method: 'GET', url: `/apps/email/get-email?id=${adminMail.id}`, headers });
    expect(peek.statusCode).toBe(404);
    const touch = await app.inject({ method: 'POST', url: '/apps/email/update-emails', headers, payload: { emailIds: [adminMail.id], dataToUpdate: { isRead: false } } });
    expect(touch.statusCode).toBe(404);
    expect((await graphqlAs(app, 'admin')(`{ email(id: ${adminMail.id}) { isRead } }`)).data).toEqual({ email: { isRead: adminMail.isRead } });
  });
});

describe.each(STORE_NAMES)('mails past 1,000 matches on the %s store', (name) => {
  const big = createSeed({ rows: 3_000 });
  const owner = seedMailboxAccountId(big.accounts, big.email);
  const store = useStore(name, 'once', () => big);
  const email = () => store().stores.email;

  it('counts a large search exactly in memory and flags the PostgreSQL figure as an estimate; pages stay in order', async () => {
    const all = await email().list(owner, { q: 'о', folder: 'inbox' });
    expect(all.length).toBeGreaterThan(1_000);
    const page = await email().list(owner, { q: 'о', folder: 'inbox' }, { page: 3, perPage: 20 });
    expect(page.totalEstimated ?? false).toBe(name === 'postgres');
    expect(page.total).toBe(all.length);
    expect(page.items.map((m) => m.id)).toEqual(all.slice(40, 60).map((m) => m.id));
  });
});
