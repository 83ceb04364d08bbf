import { describe, expect, it } from 'vitest';
import { seedEmail } from '../../seed/email.js';
import { useParity } from '../helper.js';

const { rest, gql } = useParity();

interface RestMail {
  id: number;
  subject: string;
  time: string;
  folder: string;
  labels: string[];
  isRead: boolean;
  isStarred: boolean;
  hasPreviousMail?: boolean;
  hasNextMail?: boolean;
}
const FIELDS = 'id subject time folder labels isRead isStarred';
const normalize = (mail: RestMail) => ({ ...mail, id: String(mail.id) });

describe('REST and GraphQL agree on the same state', () => {
  it.each([
    ['', ''],
    ['?folder=sent', '(folder: sent)'],
    ['?folder=draft', '(folder: draft)'],
    ['?folder=starred', '(folder: starred)'],
    ['?folder=spam', '(folder: spam)'],
    ['?folder=trash', '(folder: trash)'],
    ['?label=important', '(label: important)'],
    ['?label=private&folder=trash', '(label: private, folder: trash)'],
    [`?q=${encodeURIComponent('ОТЧЁТ')}`, '(q: "ОТЧЁТ")'],
  ])('emails %s: same mails, same order, same counters', async (query, args) => {
    const r = (await rest({ method: 'GET', url: `/apps/email/emails${query}` })).json();
    // The legacy REST call answers the whole view; GraphQL pages it (the seed's views fit one page of 100).
    const paged = args ? args.replace(')', ', perPage: 100)') : '(perPage: 100)';
    const g = await gql<{ emails: { items: RestMail[]; total: number; meta: unknown } }>(`{ emails${paged} { total items { ${FIELDS} } meta { inbox draft spam } } }`);
    expect(r.emails.length).toBeGreaterThan(0);
    expect(g.data?.emails.total).toBe(r.emails.length);
    expect(g.data?.emails.items).toEqual(r.emails.map((m: RestMail) => normalize({ id: m.id, subject: m.subject, time: m.time, folder: m.folder, labels: m.labels, isRead: m.isRead, isStarred: m.isStarred })));
    expect(g.data?.emails.meta).toEqual(r.emailsMeta);
  });

  it('after a bulk change both faces still agree', async () => {
    const ids = seedEmail().emails.filter((e) => e.folder === 'inbox').slice(0, 4).map((e) => e.id);
    await rest({ method: 'POST', url: '/apps/email/update-emails', payload: { emailIds: ids, dataToUpdate: { folder: 'spam', isRead: false } } });
    const r = (await rest({ method: 'GET', url: '/apps/email/emails?folder=spam' })).json();
    const g = await gql<{ emails: { items: { id: string }[]; meta: unknown } }>('{ emails(folder: spam, perPage: 100) { items { id } meta { inbox draft spam } } }');
    expect(g.data?.emails.items.map((m) => m.id)).toEqual(r.emails.map((m: RestMail) => String(m.id)));
    expect(g.data?.emails.meta).toEqual(r.emailsMeta);
  });

  it.each([1, 20, 40, 60])('get-email %i equals email(id)', async (id) => {
    const r: RestMail = (await rest({ method: 'GET', url: `/apps/email/get-email?id=${id}` })).json();
    const g = await gql<{ email: RestMail }>(`{ email(id: "${id}") { ${FIELDS} hasPreviousMail hasNextMail } }`);
    const { id: _id, subject, time, folder, labels, isRead, isStarred, hasPreviousMail, hasNextMail } = r;
    expect(g.data?.email).toEqual({ id: String(id), subject, time, folder, labels, isRead, isStarred, hasPreviousMail, hasNextMail });
  });

  it.each([
    ['next', 5],
    ['previous', 5],
    ['next', 50],
    ['previous', 50],
  ])('paginate-email %s from %i equals adjacentEmail', async (dir, id) => {
    const r = await rest({ method: 'GET', url: `/apps/email/paginate-email?dir=${dir}&emailId=${id}` });
    const g = await gql<{ adjacentEmail: RestMail }>(`{ adjacentEmail(id: "${id}", dir: ${dir}) { id hasPreviousMail hasNextMail } }`);
    if (r.statusCode === 404) {
      expect(g.errors?.[0].extensions?.code).toBe('NOT_FOUND');
      return;
    }
    const body: RestMail = r.json();
    expect(g.data?.adjacentEmail).toEqual({ id: String(body.id), hasPreviousMail: body.hasPreviousMail, hasNextMail: body.hasNextMail });
  });
});
