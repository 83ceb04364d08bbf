import { describe, expect, it } from 'vitest';
import { useLegacyApp, expectBadRequest } from './support.js';
import type { InvoiceView } from '../../server/invoices/repository.js';

/**
 * The invoice store and pages. The store asks for `apps/invoice/invoices` without a leading slash
 * and with its filters as axios's config: the browser resolves the path against the page (the list
 * at /apps/invoice/list, a user's invoice tab at /apps/user/view/<id>) and sends no query. The add
 * page asks for the absolute path, also without a query; delete passes `{ id }` as the config.
 */
/** An invoice as REST answers it: avatar '' when there is none. */
type Invoice = Omit<InvoiceView, 'avatar'> & { avatar: string };

function expectRow(invoice: Invoice): void {
  expect(invoice).toMatchObject({
    id: expect.any(Number),
    invoiceStatus: expect.any(String),
    total: expect.any(Number),
    dueDate: expect.any(String),
    client: { name: expect.any(String), companyEmail: expect.any(String) },
  });
  // list/columns.js measures `row.avatar.length`.
  expect(typeof invoice.avatar).toBe('string');
  expect(typeof invoice.balance === 'number' || typeof invoice.balance === 'string').toBe(true);
}

describe('the invoice calls', () => {
  const ctx = useLegacyApp();

  it.each([
    ['the invoice list page', '/apps/invoice/apps/invoice/invoices'],
    ["a user's invoice tab", '/apps/user/view/apps/invoice/invoices'],
    ['the add page (absolute path)', '/apps/invoice/invoices'],
  ])('GET from %s (%s), no query: invoices, allData and total', async (_page, path) => {
    const res = await ctx.client.get(path);
    expect(res.statusCode).toBe(200);
    const { invoices, allData, total } = res.json<{ invoices: Invoice[]; allData: Invoice[]; total: number }>();
    expect(invoices).toHaveLength(10);
    expect(total).toBe(allData.length);
    [...invoices, ...allData].forEach(expectRow);
    expect(allData.some((i) => i.avatar === '')).toBe(true);
    // The add page numbers a new invoice max(allData.id) + 1.
    expect(Number.isInteger(Math.max(...allData.map((i) => i.id)))).toBe(true);
  });

  it('GET /api/invoice/invoices/<id>: the preview and edit pages', async () => {
    const { allData } = (await ctx.client.get('/apps/invoice/invoices')).json<{ allData: Invoice[] }>();
    const res = await ctx.client.get(`/api/invoice/invoices/${allData[0].id}`);
    expect(res.statusCode).toBe(200);
    const { invoice, paymentDetails } = res.json<{ invoice: Invoice; paymentDetails: Record<string, string> }>();
    expectRow(invoice);
    expect(invoice.client).toMatchObject({ company: expect.any(String), address: expect.any(String), contact: expect.any(String) });
    // EditCard: new Date(data.invoice.issuedDate)
    expect(Number.isNaN(new Date(invoice.issuedDate).getTime())).toBe(false);
    expect(paymentDetails).toEqual({
      totalDue: expect.any(String),
      bankName: expect.any(String),
      country: expect.any(String),
      iban: expect.any(String),
      swiftCode: expect.any(String),
    });
  });

  it('GET /api/invoice/clients: the add page client menu', async () => {
    const res = await ctx.client.get('/api/invoice/clients');
    expect(res.statusCode).toBe(200);
    const clients = res.json<{ name: string }[]>();
    expect(clients).toHaveLength(5);
    clients.forEach((c) => expect(typeof c.name).toBe('string'));
  });

  it('DELETE /apps/invoice/delete sends no id: 400 naming it, no invoice removed', async () => {

    const before = (await ctx.admin({ method: 'GET', url: '/apps/invoice/invoices' })).json();
    expectBadRequest(await ctx.client.delete('/apps/invoice/delete'), 'id');
    expect((await ctx.admin({ method: 'GET', url: '/apps/invoice/invoices' })).json()).toEqual(before);
  });
});
