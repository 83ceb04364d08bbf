import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailLogEntry, MailStatus } from '../../server/mail/models.js';
import { newPerson } from '../sessions/support.js';
import { STORE_NAMES } from '../stores/support.js';
import { linkIn, recipientsOf, startSmtp, type TestSmtp } from './smtp.js';
import { mailApp } from './support.js';

/** Waits until the queue settles the letter into one of `statuses` (10 s at most): its log entry. */
export async function settledLetter(app: FastifyInstance, id: number, statuses: MailStatus[]): Promise<MailLogEntry> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const entry = (await app.repositories.mail.list({ perPage: 100 })).letters.find((l) => l.id === id);
    if (entry && statuses.includes(entry.status)) return entry;
    if (Date.now() > deadline) throw new Error(`letter ${id} is ${entry?.status ?? 'gone'}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const send = (app: FastifyInstance, to: string) => app.mail.send({ kind: 'invitation', to: [to], language: 'en', params: { link: app.mail.link('/invite'), validFor: 7 } });

/** Temporary failures are tried again, permanent ones fail the letter with the reason; nothing holds a request. */
describe.each(STORE_NAMES)('the mail queue against an SMTP server, on the %s store', (store) => {
  let smtp: TestSmtp;
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    smtp = await startSmtp();
    ({ app, close } = await mailApp(store, { mail: { smtpUrl: smtp.url, maxTries: 4 } }));
  }, 60_000);
  afterAll(async () => {
    await close?.();
    await smtp?.close();
  });

  it('a server that answers 451 twice and then accepts gets the letter once, on the third try', async () => {
    smtp.refuseNext(451, 451);
    const queued = await send(app, 'twice-refused@example.com');
    const sent = await settledLetter(app, queued.id, ['sent', 'failed']);
    expect(sent).toMatchObject({ status: 'sent', tries: 3, lastError: expect.stringContaining('451') });
    expect(await smtp.arrived((l) => recipientsOf(l).includes('twice-refused@example.com'))).toHaveLength(1);
    const metrics = await app.metrics.registry.metrics();
    expect(metrics).toMatch(/aurora_mail_retries_total [2-9]/);
  });

  it('550 fails the letter at once with the server reason; it never arrives', async () => {
    smtp.refuseNext(550);
    const queued = await send(app, 'refused@example.com');
    const failed = await settledLetter(app, queued.id, ['sent', 'failed']);
    expect(failed).toMatchObject({ status: 'failed', tries: 1, lastError: expect.stringContaining('550 Mailbox unavailable') });
    expect(smtp.letters.filter((l) => recipientsOf(l).includes('refused@example.com'))).toEqual([]);
    expect(await app.metrics.registry.metrics()).toMatch(/aurora_mail_failed_total [1-9]/);
  });

  it('fails a letter after its last try, with the last reason', async () => {
    smtp.refuseNext(451, 451, 451, 451);
    const queued = await send(app, 'always-later@example.com');
    expect(await settledLetter(app, queued.id, ['sent', 'failed'])).toMatchObject({ status: 'failed', tries: 4, lastError: expect.stringContaining('451') });
  });

  it('counts the queue by status on /metrics', async () => {
    const metrics = await app.metrics.registry.metrics();
    expect(metrics).toMatch(/aurora_mail_queue_letters\{status="sent"\} [1-9]/);
    expect(metrics).toContain('aurora_mail_queue_letters{status="queued"}');
  });
});

describe('with the SMTP server down', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    // A port nothing listens on: connections are refused.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as { port: number };
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    ({ app, close } = await mailApp('memory', { mail: { smtpUrl: `smtp://127.0.0.1:${port}`, retryBaseMs: 60_000 } }));
  });
  afterAll(async () => close?.());

  it('a request still answers at once and the letter stays queued with the reason', async () => {
    const person = await newPerson(app);
    const res = await app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: person.email } });
    expect(res.statusCode).toBe(204);
    await app.mail.settled();
    const [letter] = (await app.repositories.mail.list()).letters;
    // Queued again after its first try, which the refused connection failed.
    let tried = await settledLetter(app, letter!.id, ['queued']);
    while (tried.tries === 0) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      tried = await settledLetter(app, letter!.id, ['queued']);
    }
    expect(tried).toMatchObject({ status: 'queued', tries: 1, lastError: expect.stringContaining('ECONNREFUSED') });
  });
});

describe('without SMTP_URL', () => {
  let dir: string;
  let app: FastifyInstance;
  let close: () => Promise<void>;
  const lines: string[] = [];
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'aurora-outbox-test-'));
    ({ app, close } = await mailApp('memory', { mail: { outboxDir: dir }, logLevel: 'info' }, undefined, { write: (line) => lines.push(line) }));
  });
  afterAll(async () => {
    await close?.();
    await rm(dir, { recursive: true, force: true });
  });

  it('writes each letter as an .eml file into MAIL_OUTBOX_DIR; the log names the file, never the link', async () => {
    const person = await newPerson(app);
    await app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: person.email } });
    await app.mail.settled();
    const [letter] = (await app.repositories.mail.list()).letters;
    await settledLetter(app, letter!.id, ['sent']);
    const files = (await readdir(dir)).filter((file) => file.endsWith(`-${letter!.id}-password_reset.eml`));
    expect(files).toHaveLength(1);
    const eml = await readFile(join(dir, files[0]!), 'utf8');
    expect(eml).toMatch(/^To: person\.[0-9a-f]+@example\.com\r$/m);
    expect(eml).toContain('multipart/alternative');
    const token = linkIn(await simpleParser(eml), '/pages/reset-password-cover').searchParams.get('token')!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const sentLine = lines.find((line) => line.includes(join(dir, files[0]!)));
    expect(sentLine).toContain('"letter sent"');
    expect(lines.join('\n')).not.toContain(token);
  });
});

describe('the mail log on GraphQL', () => {
  let smtp: TestSmtp;
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    smtp = await startSmtp();
    ({ app, close } = await mailApp('memory', { mail: { smtpUrl: smtp.url } }));
  });
  afterAll(async () => {
    await close?.();
    await smtp?.close();
  });

  const LOG = 'query ($status: MailStatus) { mailLog(status: $status, perPage: 10) { total items { id kind to subject status tries lastError sentAt } } }';
  const asRole = async (email: string, password: string) => ({ authorization: `Bearer ${(await app.inject({ method: 'POST', url: '/jwt/login', payload: { email, password } })).json().accessToken}` });
  const gql = async (headers: Record<string, string>, variables: Record<string, unknown> = {}) =>
    (await app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', ...headers }, payload: { query: LOG, variables } })).json();

  it('lists the letters newest first for `read MailLog`, never a body or a link; FORBIDDEN otherwise', async () => {
    smtp.refuseNext(550);
    const failed = await send(app, 'nobody-here@example.com');
    const sent = await send(app, 'log-reader@example.com');
    await settledLetter(app, failed.id, ['failed']);
    await settledLetter(app, sent.id, ['sent']);
    const administrator = await asRole('administrator@demo.com', 'administrator');
    const all = await gql(administrator);
    expect(all.data.mailLog.items.slice(0, 2)).toEqual([
      { id: String(sent.id), kind: 'invitation', to: ['log-reader@example.com'], subject: 'You are invited to Aurora CRM', status: 'sent', tries: 1, lastError: null, sentAt: expect.any(String) },
      { id: String(failed.id), kind: 'invitation', to: ['nobody-here@example.com'], subject: 'You are invited to Aurora CRM', status: 'failed', tries: 1, lastError: expect.stringContaining('550'), sentAt: null },
    ]);
    expect(JSON.stringify(all)).not.toContain('/invite');
    expect((await gql(administrator, { status: 'failed' })).data.mailLog.items.map((l: { id: string }) => l.id)).toEqual([String(failed.id)]);
    expect((await gql(await asRole('manager@demo.com', 'manager'))).errors[0].extensions.code).toBe('FORBIDDEN');
  });
});
