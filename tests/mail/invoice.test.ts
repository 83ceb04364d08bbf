import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn } from '../sessions/support.js';
import { STORE_NAMES } from '../stores/support.js';
import { recipientsOf, startSmtp, type TestSmtp } from './smtp.js';
import { mailApp } from './support.js';

const SEND = `mutation ($id: ID!, $input: SendInvoiceInput!) { sendInvoice(id: $id, input: $input) { id invoiceStatus } }`;

/** Sending an invoice by letter with its PDF, and the PDF alone, on both stores. */
describe.each(STORE_NAMES)('invoices by letter on the %s store', (store) => {
  let smtp: TestSmtp;
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let admin: Record<string, string>;
  beforeAll(async () => {
    smtp = await startSmtp();
    ({ app, close } = await mailApp(store, { mail: { smtpUrl: smtp.url } }));
    admin = bearer((await signIn(app, 'admin@demo.com', { password: 'admin' })).accessToken);
  }, 60_000);
  afterAll(async () => {
    await close?.();
    await smtp?.close();
  });

  const gql = async (query: string, variables: Record<string, unknown>, headers: Record<string, string>) =>
    (await app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', ...headers }, payload: { query, variables } })).json() as {
      data?: Record<string, unknown> | null;
      errors?: { message: string; extensions?: Record<string, unknown> }[];
    };
  const draft = async () => (await app.repositories.invoices.list({ status: 'Draft', perPage: 1 })).items[0]!;

  it('sends the letter with the PDF to the addresses given; a draft becomes Sent, audited', async () => {
    const invoice = await draft();
    const to = [`billing.${store}@client.example`, `boss.${store}@client.example`];
    const res = await gql(SEND, { id: String(invoice.id), input: { to, subject: `Счёт №${invoice.id} от Aurora`, message: 'Добрый день! Счёт во вложении.', attachPdf: true } }, admin);
    expect(res).toEqual({ data: { sendInvoice: { id: String(invoice.id), invoiceStatus: 'Sent' } } });
    const [letter] = await smtp.arrived((l) => recipientsOf(l).includes(to[0]!));
    expect(recipientsOf(letter!).sort()).toEqual([...to].sort());
    expect(letter!.subject).toBe(`Счёт №${invoice.id} от Aurora`);
    expect(letter!.text).toContain('Добрый день! Счёт во вложении.');
    const [pdf] = letter!.attachments;
    expect(pdf).toMatchObject({ filename: `invoice-${invoice.id}.pdf`, contentType: 'application/pdf' });
    expect(pdf!.content.subarray(0, 5).toString()).toBe('%PDF-');
    const audit = await app.repositories.audit.list({ subject: 'Invoice', recordId: String(invoice.id) });
    expect(JSON.stringify(audit)).toContain('Sent');
  });

  it('refuses a subject with a line break, no address or too many, naming the field; nothing is sent', async () => {
    const invoice = await draft();
    const input = { to: ['a@client.example'], subject: 'Invoice', message: '', attachPdf: false };
    const broken = await gql(SEND, { id: String(invoice.id), input: { ...input, subject: 'Invoice\r\nBcc: all@example.com' } }, admin);
    expect(broken.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'subject' });
    expect((await gql(SEND, { id: String(invoice.id), input: { ...input, to: [] } }, admin)).errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'to' });
    const many = Array.from({ length: 11 }, (_, n) => `n${n}@client.example`);
    expect((await gql(SEND, { id: String(invoice.id), input: { ...input, to: many } }, admin)).errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'to' });
    expect((await app.repositories.invoices.get(invoice.id)).invoiceStatus).toBe('Draft');
    const client = bearer((await signIn(app, 'client@demo.com', { password: 'client' })).accessToken);
    expect((await gql(SEND, { id: String(invoice.id), input }, client)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('GET /api/invoices/:id/pdf serves the PDF to whoever may read invoices', async () => {
    const invoice = await draft();
    const res = await app.inject({ method: 'GET', url: `/api/invoices/${invoice.id}/pdf`, headers: { ...admin, 'accept-language': 'ru' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const client = bearer((await signIn(app, 'client@demo.com', { password: 'client' })).accessToken);
    expect((await app.inject({ method: 'GET', url: `/api/invoices/${invoice.id}/pdf`, headers: client })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/invoices/999999/pdf', headers: admin })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/api/invoices/${invoice.id}/pdf` })).statusCode).toBe(401);
    // Cyrillic needs a font of its own: DejaVu Sans is embedded (a subset), not one of PDF's standard fonts.
    expect(res.rawPayload.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans/);
  });
});
