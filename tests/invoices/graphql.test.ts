import { describe, expect, it } from 'vitest';
import { graphqlAs, graphqlDataAs, graphqlErrorCode, useApp } from '../helper.js';
import { initialsAvatarUrl } from '../../server/avatars/person-avatar.js';

interface Invoice {
  id: string;
  issuedDate: string;
  dueDate: string;
  service: string;
  total: number;
  balance: number;
  avatar: string;
  invoiceStatus: string;
  client: { id: string; name: string; companyEmail: string };
}

const INVOICE = 'id issuedDate dueDate service total balance avatar invoiceStatus client { id name companyEmail }';
const INPUT = {
  clientId: '4',
  issuedDate: '2026-11-03',
  dueDate: '2026-12-03',
  service: 'Аудит безопасности',
  total: 3200,
  balance: 0,
  invoiceStatus: 'Paid',
};
const PAGE_QUERY = `query($q: String, $status: InvoiceStatus, $sortColumn: InvoiceSortColumn, $sort: SortDirection, $page: PositiveInt, $perPage: PositiveInt) {
  invoices(q: $q, status: $status, sortColumn: $sortColumn, sort: $sort, page: $page, perPage: $perPage) { total items { ${INVOICE} } }
}`;

const app = useApp();
const data = graphqlDataAs(app, 'admin');
const errorCode = graphqlErrorCode(app);

async function page(variables: Record<string, unknown> = {}) {
  return (await data<{ invoices: { total: number; items: Invoice[] } }>(PAGE_QUERY, variables)).invoices;
}

const total = async () => (await page()).total;

describe('invoices', () => {
  it('defaults to 10 invoices by id descending of 64', async () => {
    const { total: count, items } = await page();
    expect(count).toBe(64);
    const ids = items.map((i) => Number(i.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(items).toHaveLength(10);
    expect(items[0].client.companyEmail).toContain('@');
  });

  it.each(['Paid', 'Downloaded', 'Sent', 'Draft', 'Partial_Payment', 'Past_Due'])('filters status %s', async (status) => {
    const { items, total: count } = await page({ status, perPage: 100 });
    expect(count).toBeGreaterThan(0);
    expect(items.every((i) => i.invoiceStatus === status)).toBe(true);
  });

  it('searches case-insensitively and counts zero balances as "paid"', async () => {
    const all = (await page({ perPage: 100 })).items;
    const { items } = await page({ q: 'PAID', perPage: 100 });
    expect(items.map((i) => i.id).sort()).toEqual(all.filter((i) => i.balance === 0).map((i) => i.id).sort());
    const target = all[11];
    const byEmail = await page({ q: target.client.companyEmail.toUpperCase(), perPage: 100 });
    expect(byEmail.items.map((i) => i.id)).toContain(target.id);
  });

  it.each([
    ['client_name', 'asc', (i: Invoice) => i.client.name],
    ['client_companyEmail', 'desc', (i: Invoice) => i.client.companyEmail],
    ['dueDate', 'asc', (i: Invoice) => i.dueDate],
    ['balance', 'desc', (i: Invoice) => i.balance],
    ['total', 'asc', (i: Invoice) => i.total],
  ] as const)('sorts by %s %s', async (sortColumn, sort, pick) => {
    const { items } = await page({ sortColumn, sort, perPage: 100 });
    const sign = sort === 'asc' ? 1 : -1;
    for (let k = 1; k < items.length; k++) {
      const a = pick(items[k - 1]);
      const b = pick(items[k]);
      const order = typeof a === 'number' ? a - (b as number) : a.localeCompare(b as string, 'ru');
      expect(sign * order).toBeLessThanOrEqual(0);
    }
  });

  it('pages', async () => {
    const all = (await page({ perPage: 100 })).items;
    expect((await page({ page: 3, perPage: 7 })).items).toEqual(all.slice(14, 21));
    expect((await page({ page: 8 })).items).toEqual([]);
  });

  it.each([
    ['perPage above 100', { perPage: 101 }, 'BAD_USER_INPUT'],
    ['an over-long q', { q: 'x'.repeat(201) }, 'BAD_USER_INPUT'],
    ['an unknown status', { status: 'Lost' }, 'BAD_USER_INPUT'],
    ['page 0', { page: 0 }, 'BAD_USER_INPUT'],
  ])('refuses %s', async (_name, variables, code) => {
    expect(await errorCode(PAGE_QUERY, variables)).toBe(code);
  });
});

describe('invoice and invoiceClients', () => {
  it('reads one invoice with its client (batched) and the payment details', async () => {
    const [first, second] = (await page()).items;
    const d = await data<{ a: Invoice & { paymentDetails: Record<string, string> }; b: Invoice }>(
      `{ a: invoice(id: "${first.id}") { ${INVOICE} paymentDetails { totalDue bankName country iban swiftCode } } b: invoice(id: "${second.id}") { ${INVOICE} } }`,
    );
    const { paymentDetails, ...invoice } = d.a;
    expect(invoice).toEqual(first);
    expect(d.b).toEqual(second);
    expect(Object.values(paymentDetails).every((v) => typeof v === 'string' && v.length > 0)).toBe(true);
  });

  it.each([
    ['an unknown id', '{ invoice(id: "1") { id } }', 'NOT_FOUND'],
    ['a non-numeric id', '{ invoice(id: "abc") { id } }', 'BAD_USER_INPUT'],
  ])('answers %s with %s', async (_name, query, code) => {
    expect(await errorCode(query)).toBe(code);
  });

  it('lists five clients by default and all on request', async () => {
    const d = await data<{ five: { id: string }[]; all: { id: string }[] }>(
      '{ five: invoiceClients { id } all: invoiceClients(first: 100) { id } }',
    );
    expect(d.five.map((c) => c.id)).toEqual(['1', '2', '3', '4', '5']);
    expect(d.all.length).toBeGreaterThanOrEqual(20);
  });
});

describe('mutations', () => {
  const ADD = `mutation($input: InvoiceInput!) { addInvoice(input: $input) { ${INVOICE} } }`;
  const UPDATE = `mutation($id: ID!, $input: InvoiceInput!) { updateInvoice(id: $id, input: $input) { ${INVOICE} } }`;
  const DELETE = `mutation($id: ID!) { deleteInvoice(id: $id) { id } }`;

  it('addInvoice creates the invoice, then it is readable and first in the list', async () => {
    const { addInvoice } = await data<{ addInvoice: Invoice }>(ADD, { input: INPUT });
    expect(addInvoice).toMatchObject({
      issuedDate: INPUT.issuedDate,
      dueDate: INPUT.dueDate,
      service: INPUT.service,
      total: 3200,
      balance: 0,
      // A new invoice has no picture of its own: its client's initials avatar.
      avatar: initialsAvatarUrl(addInvoice.client.name),
      invoiceStatus: 'Paid',
      client: { id: '4' },
    });
    expect(await total()).toBe(65);
    expect((await page()).items[0]).toEqual(addInvoice);
    expect((await data<{ invoice: Invoice }>(`{ invoice(id: "${addInvoice.id}") { ${INVOICE} } }`)).invoice).toEqual(addInvoice);
  });

  it('updateInvoice changes the fields, then a read shows them', async () => {
    const target = (await page()).items[2];
    const input = { ...INPUT, clientId: '7', balance: 1200.75, invoiceStatus: 'Partial_Payment' };
    const { updateInvoice } = await data<{ updateInvoice: Invoice }>(UPDATE, { id: target.id, input });
    expect(updateInvoice).toMatchObject({ id: target.id, balance: 1200.75, invoiceStatus: 'Partial_Payment', client: { id: '7' } });
    expect((await data<{ invoice: Invoice }>(`{ invoice(id: "${target.id}") { ${INVOICE} } }`)).invoice).toEqual(updateInvoice);
  });

  it('deleteInvoice returns the removed invoice, which is gone afterwards', async () => {
    const target = (await page()).items[0];
    const { deleteInvoice } = await data<{ deleteInvoice: { id: string } }>(DELETE, { id: target.id });
    expect(deleteInvoice.id).toBe(target.id);
    expect(await errorCode(`{ invoice(id: "${target.id}") { id } }`)).toBe('NOT_FOUND');
    expect(await total()).toBe(63);
  });

  it.each([
    ['a due date before the issue date', { dueDate: '2026-10-01' }, 'BAD_USER_INPUT'],
    ['an unknown client', { clientId: '999' }, 'BAD_USER_INPUT'],
    ['a balance above the total', { balance: 9999 }, 'BAD_USER_INPUT'],
    ['an empty service', { service: '' }, 'BAD_USER_INPUT'],
    ['a malformed date', { issuedDate: '03.11.2026' }, 'BAD_USER_INPUT'],
  ])('addInvoice refuses %s and adds nothing', async (_name, change, code) => {
    expect(await errorCode(ADD, { input: { ...INPUT, ...change } })).toBe(code);
    expect(await total()).toBe(64);
  });

  it.each(['abc', '0', '-4', '4.0'])('addInvoice refuses the clientId %j with BAD_USER_INPUT naming the field', async (clientId) => {
    const res = await graphqlAs(app, 'admin')(ADD, { input: { ...INPUT, clientId } });
    expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(res.errors?.[0].message).toBe(`Invalid clientId "${clientId}"`);
    expect(await total()).toBe(64);
  });

  it('updateInvoice refuses invalid input and changes nothing', async () => {
    const target = (await page()).items[1];
    expect(await errorCode(UPDATE, { id: target.id, input: { ...INPUT, total: -5, balance: -5 } })).toBe('BAD_USER_INPUT');
    expect((await page()).items[1]).toEqual(target);
  });

  it.each([
    ['updateInvoice', UPDATE, { id: '1', input: INPUT }],
    ['deleteInvoice', DELETE, { id: '1' }],
  ])('%s of an unknown id is NOT_FOUND', async (_name, query, variables) => {
    expect(await errorCode(query, variables)).toBe('NOT_FOUND');
    expect(await total()).toBe(64);
  });
});

describe('access', () => {
  const operations: [string, Record<string, unknown>?][] = [
    ['{ invoices { total } }'],
    ['{ invoice(id: "4901") { id } }'],
    ['{ invoiceClients { id } }'],
    [`mutation($input: InvoiceInput!) { addInvoice(input: $input) { id } }`, { input: INPUT }],
    [`mutation($input: InvoiceInput!) { updateInvoice(id: "4901", input: $input) { id } }`, { input: INPUT }],
    ['mutation { deleteInvoice(id: "4901") { id } }'],
  ];

  it.each(operations)('%s is UNAUTHENTICATED without a token', async (query, variables) => {
    expect(await errorCode(query, variables, null)).toBe('UNAUTHENTICATED');
  });

  it.each(operations)('%s is FORBIDDEN to the client role', async (query, variables) => {
    expect(await errorCode(query, variables, 'client')).toBe('FORBIDDEN');
  });

  it('a refused delete removes nothing', async () => {
    await graphqlAs(app, 'client')('mutation { deleteInvoice(id: "4901") { id } }');
    expect(await total()).toBe(64);
  });
});
