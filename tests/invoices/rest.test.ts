import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { ClientRecord } from '../../server/invoices/models.js';
import { injectAs, useApp } from '../helper.js';

type Inject = (options: InjectOptions) => Promise<LightMyRequestResponse>;

type Client = ClientRecord;
interface Invoice {
  id: number;
  issuedDate: string;
  dueDate: string;
  client: Client;
  service: string;
  total: number;
  balance: number | string;
  avatar: string | null;
  invoiceStatus: string;
}
interface ListAnswer {
  allData: Invoice[];
  invoices: Invoice[];
  total: number;
}

const STATUSES = ['Paid', 'Downloaded', 'Sent', 'Draft', 'Partial Payment', 'Past Due'];
const VALID_INPUT = {
  clientId: 3,
  issuedDate: '2026-11-02',
  dueDate: '2026-11-30',
  service: 'Настройка CRM',
  total: 1250.5,
  balance: 250.5,
  invoiceStatus: 'Partial Payment',
};

const app = useApp();
const admin = injectAs(app, 'admin');

async function list(query = ''): Promise<ListAnswer> {
  const res = await admin({ method: 'GET', url: `/apps/invoice/invoices?${query}` });
  expect(res.statusCode).toBe(200);
  return res.json() as ListAnswer;
}

const everything = async () => (await list('perPage=100')).invoices;

/** The balance as a number, from the legacy money text. */
function amount(balance: number | string): number {
  return typeof balance === 'number' ? balance : Number(balance.replace('$', ''));
}

describe('access', () => {
  const routes: InjectOptions[] = [
    { method: 'GET', url: '/apps/invoice/invoices' },
    { method: 'GET', url: '/api/invoice/invoices/4901' },
    { method: 'GET', url: '/api/invoice/clients' },
    { method: 'DELETE', url: '/apps/invoice/delete?id=4901' },
    { method: 'POST', url: '/apps/invoice/add-invoice', payload: VALID_INPUT },
    { method: 'POST', url: '/apps/invoice/update-invoice', payload: { id: 4901, ...VALID_INPUT } },
  ];

  it.each(routes)('$method $url answers 401 without a token', async (route) => {
    expect((await app.inject(route)).statusCode).toBe(401);
  });

  it.each(routes)('$method $url answers 403 to the client role', async (route) => {
    expect((await injectAs(app, 'client')(route)).statusCode).toBe(403);
  });

  it('a refused delete removes nothing', async () => {
    await injectAs(app, 'client')({ method: 'DELETE', url: '/apps/invoice/delete?id=4901' });
    expect((await list()).total).toBe(64);
  });
});

describe('seed', () => {
  it('holds at least 60 invoices with every status, zero / positive / negative balances and some missing avatars', async () => {
    const { allData } = await list();
    expect(allData.length).toBeGreaterThanOrEqual(60);
    expect(new Set(allData.map((i) => i.invoiceStatus))).toEqual(new Set(STATUSES));
    expect(allData.some((i) => i.balance === 0)).toBe(true);
    expect(allData.some((i) => typeof i.balance === 'string' && /^\$\d+(\.\d\d)?$/.test(i.balance))).toBe(true);
    expect(allData.some((i) => typeof i.balance === 'string' && /^-\$\d+(\.\d\d)?$/.test(i.balance))).toBe(true);
    // The legacy list measures avatar.length: '' (never null) when the client has no picture.
    expect(allData.some((i) => i.avatar === '')).toBe(true);
    expect(allData.every((i) => typeof i.avatar === 'string')).toBe(true);
    expect(allData.every((i) => i.dueDate >= i.issuedDate)).toBe(true);
    expect(new Set(allData.map((i) => i.client.id)).size).toBeGreaterThanOrEqual(20);
  });
});

describe('GET /apps/invoice/invoices', () => {
  it('answers 10 invoices by id descending, the total and all data', async () => {
    const body = await list();
    expect(body.total).toBe(64);
    expect(body.allData).toHaveLength(64);
    const ids = body.allData.map((i) => i.id).sort((a, b) => b - a);
    expect(body.invoices.map((i) => i.id)).toEqual(ids.slice(0, 10));
    expect(body.invoices[0].client).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      company: expect.any(String),
      companyEmail: expect.stringContaining('@'),
      country: expect.any(String),
      contact: expect.any(String),
      address: expect.any(String),
    });
  });

  it('pages 1-based with perPage', async () => {
    const all = await everything();
    expect((await list('page=2&perPage=5')).invoices).toEqual(all.slice(5, 10));
    expect((await list('page=7')).invoices).toHaveLength(4);
    expect(await list('page=8')).toMatchObject({ invoices: [], total: 64 });
  });

  it.each(STATUSES)('filters status %s exactly', async (status) => {
    const { invoices, total, allData } = await list(`status=${encodeURIComponent(status)}&perPage=100`);
    expect(total).toBe(allData.filter((i) => i.invoiceStatus === status).length);
    expect(total).toBeGreaterThan(0);
    expect(invoices.every((i) => i.invoiceStatus === status)).toBe(true);
  });

  describe('q', () => {
    it.each([
      ['the client e-mail, upper-cased', (i: Invoice) => i.client.companyEmail.slice(0, 8).toUpperCase()],
      ['the client name', (i: Invoice) => i.client.name.toLowerCase()],
      ['the id', (i: Invoice) => String(i.id)],
      ['the total', (i: Invoice) => String(i.total)],
      ['the due date', (i: Invoice) => i.dueDate],
    ])('matches %s', async (_name, pick) => {
      const target = (await everything())[7];
      const q = pick(target);
      const { invoices, total } = await list(`q=${encodeURIComponent(q)}&perPage=100`);
      expect(invoices.map((i) => i.id)).toContain(target.id);
      expect(total).toBe(invoices.length);
    });

    it('matches a money balance text', async () => {
      const negative = (await everything()).find((i) => typeof i.balance === 'string' && i.balance.startsWith('-'))!;
      const { invoices } = await list(`q=${encodeURIComponent(String(negative.balance))}&perPage=100`);
      expect(invoices.map((i) => i.id)).toContain(negative.id);
      // '-$' appears in no other searched field.
      expect(invoices.every((i) => String(i.balance).includes(String(negative.balance)))).toBe(true);
    });

    it.each(['paid', 'PAID', 'pai'])('counts every zero-balance invoice as a match for "%s"', async (q) => {
      const zero = (await everything()).filter((i) => i.balance === 0).map((i) => i.id);
      const { invoices } = await list(`q=${q}&perPage=100`);
      expect(invoices.map((i) => i.id).sort()).toEqual(zero.sort());
    });

    it('combines with the status filter', async () => {
      const { invoices } = await list('q=paid&status=Sent&perPage=100');
      expect(invoices.length).toBeGreaterThan(0);
      expect(invoices.every((i) => i.invoiceStatus === 'Sent' && i.balance === 0)).toBe(true);
    });

    it('answers an empty page when nothing matches', async () => {
      expect(await list('q=nothing-like-this')).toMatchObject({ invoices: [], total: 0 });
    });
  });

  describe('sorting', () => {
    const value: Record<string, (i: Invoice) => string | number> = {
      id: (i) => i.id,
      issuedDate: (i) => i.issuedDate,
      dueDate: (i) => i.dueDate,
      service: (i) => i.service,
      total: (i) => i.total,
      balance: (i) => amount(i.balance),
      invoiceStatus: (i) => i.invoiceStatus,
      'client.name': (i) => i.client.name,
      'client.companyEmail': (i) => i.client.companyEmail,
      'client.company': (i) => i.client.company,
      'client.country': (i) => i.client.country,
    };
    const cases = Object.keys(value).flatMap((column) => [
      [column, 'asc'],
      [column, 'desc'],
    ]);

    it.each(cases)('sorts by %s %s', async (column, sort) => {
      const { invoices } = await list(`sortColumn=${column}&sort=${sort}&perPage=100`);
      expect(invoices).toHaveLength(64);
      const sign = sort === 'asc' ? 1 : -1;
      for (let k = 1; k < invoices.length; k++) {
        const a = value[column](invoices[k - 1]);
        const b = value[column](invoices[k]);
        const order = typeof a === 'number' ? a - (b as number) : a.localeCompare(b as string, 'ru');
        expect(sign * order).toBeLessThanOrEqual(0);
      }
    });

    it('sorts descending when only the column is given', async () => {
      const { invoices } = await list('sortColumn=total&perPage=100');
      expect(invoices[0].total).toBe(Math.max(...invoices.map((i) => i.total)));
    });

    it('treats empty legacy parameters as the defaults', async () => {
      expect(await list('q=&status=&sortColumn=&sort=')).toEqual(await list());
    });
  });

  it.each([
    ['an unknown status', 'status=Lost'],
    ['an unknown sortColumn', 'sortColumn=client.password'],
    ['an unknown sort', 'sort=up'],
    ['perPage above 100', 'perPage=101'],
    ['page 0', 'page=0'],
    ['an over-long q', `q=${'x'.repeat(201)}`],
  ])('refuses %s with 400', async (_name, query) => {
    const res = await admin({ method: 'GET', url: `/apps/invoice/invoices?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
  });
});

describe('GET /api/invoice/invoices/:id', () => {
  it('answers the invoice with its client and the fixed payment details', async () => {
    const target = (await everything())[3];
    const res = await admin({ method: 'GET', url: `/api/invoice/invoices/${target.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      invoice: target,
      paymentDetails: {
        totalDue: expect.any(String),
        bankName: expect.any(String),
        country: expect.any(String),
        iban: expect.any(String),
        swiftCode: expect.any(String),
      },
    });
  });

  it('answers 404 for an unknown id and 400 for a non-numeric one', async () => {
    const missing = await admin({ method: 'GET', url: '/api/invoice/invoices/1' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Invoice 1 not found');
    expect((await admin({ method: 'GET', url: '/api/invoice/invoices/abc' })).statusCode).toBe(400);
  });
});

describe('GET /api/invoice/clients', () => {
  it('answers the first five clients', async () => {
    const res = await admin({ method: 'GET', url: '/api/invoice/clients' });
    expect(res.statusCode).toBe(200);
    const clients = res.json() as Client[];
    expect(clients.map((c) => c.id)).toEqual([1, 2, 3, 4, 5]);
    expect(clients.every((c) => c.companyEmail.includes('@') && c.company && c.address && c.contact && c.country)).toBe(true);
  });
});

describe('DELETE /apps/invoice/delete', () => {
  it.each([
    ['the query string', (id: number): InjectOptions => ({ method: 'DELETE', url: `/apps/invoice/delete?id=${id}` })],
    ['a JSON body', (id: number): InjectOptions => ({ method: 'DELETE', url: '/apps/invoice/delete', payload: { id } })],
  ])('removes the invoice named in %s', async (_name, request) => {
    const target = (await everything())[0];
    const res = await admin(request(target.id));
    expect(res.statusCode).toBe(200);
    expect(res.json().invoice.id).toBe(target.id);
    expect((await admin({ method: 'GET', url: `/api/invoice/invoices/${target.id}` })).statusCode).toBe(404);
    const after = await list();
    expect(after.total).toBe(63);
    expect(after.allData.map((i) => i.id)).not.toContain(target.id);
  });

  it.each([
    ['an unknown id', '?id=1', 404],
    ['a missing id', '', 400],
    ['a non-numeric id', '?id=abc', 400],
  ])('answers %s with %i and removes nothing', async (_name, query, status) => {
    const res = await admin({ method: 'DELETE', url: `/apps/invoice/delete${query}` });
    expect(res.statusCode).toBe(status);
    expect((await list()).total).toBe(64);
  });
});

describe('POST /apps/invoice/add-invoice', () => {
  it('creates the invoice with id max + 1, first in the default order', async () => {
    const res = await admin({ method: 'POST', url: '/apps/invoice/add-invoice', payload: VALID_INPUT });
    expect(res.statusCode).toBe(201);
    const { invoice } = res.json() as { invoice: Invoice };
    const maxId = Math.max(...(await list()).allData.filter((i) => i.id !== invoice.id).map((i) => i.id));
    expect(invoice).toMatchObject({
      id: maxId + 1,
      issuedDate: VALID_INPUT.issuedDate,
      dueDate: VALID_INPUT.dueDate,
      service: VALID_INPUT.service,
      total: 1250.5,
      balance: '$250.50',
      avatar: '',
      invoiceStatus: 'Partial Payment',
      client: { id: 3 },
    });
    const after = await list();
    expect(after.total).toBe(65);
    expect(after.invoices[0]).toEqual(invoice);
    const detail = await admin({ method: 'GET', url: `/api/invoice/invoices/${invoice.id}` });
    expect(detail.json().invoice).toEqual(invoice);
  });

  it('keeps a zero balance as the number 0', async () => {
    const res = await admin({ method: 'POST', url: '/apps/invoice/add-invoice', payload: { ...VALID_INPUT, balance: 0, invoiceStatus: 'Paid' } });
    expect(res.json().invoice.balance).toBe(0);
  });

  it.each([
    ['a due date before the issue date', { dueDate: '2026-10-01' }],
    ['an unknown client', { clientId: 999 }],
    ['an impossible date', { issuedDate: '2026-02-30' }],
    ['a balance above the total', { balance: 5000 }],
    ['a negative total', { total: -1 }],
    ['fractions of a cent', { total: 10.005 }],
    ['an unknown status', { invoiceStatus: 'Lost' }],
    ['an empty service', { service: '' }],
    ['a blank service', { service: '   ' }],
    ['a missing field', { total: undefined }],
  ])('refuses %s with 400 and adds nothing', async (_name, change) => {
    const res = await admin({ method: 'POST', url: '/apps/invoice/add-invoice', payload: { ...VALID_INPUT, ...change } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
    expect((await list()).total).toBe(64);
  });
});

describe('POST /apps/invoice/update-invoice', () => {
  it('replaces the editable fields and keeps id, avatar and place', async () => {
    const target = (await everything())[5];
    const res = await admin({ method: 'POST', url: '/apps/invoice/update-invoice', payload: { id: target.id, ...VALID_INPUT, balance: -20 } });
    expect(res.statusCode).toBe(200);
    const { invoice } = res.json() as { invoice: Invoice };
    expect(invoice).toMatchObject({ id: target.id, avatar: target.avatar, balance: '-$20', service: VALID_INPUT.service, client: { id: 3 } });
    const detail = await admin({ method: 'GET', url: `/api/invoice/invoices/${target.id}` });
    expect(detail.json().invoice).toEqual(invoice);
    expect((await everything())[5].id).toBe(target.id);
  });

  it('answers 404 for an unknown id', async () => {
    const res = await admin({ method: 'POST', url: '/apps/invoice/update-invoice', payload: { id: 1, ...VALID_INPUT } });
    expect(res.statusCode).toBe(404);
  });

  it.each([
    ['a due date before the issue date', { dueDate: '2026-10-01' }],
    ['an unknown client', { clientId: 999 }],
    ['a missing id', { id: undefined }],
  ])('refuses %s with 400 and changes nothing', async (_name, change) => {
    const target = (await everything())[5];
    const res = await admin({ method: 'POST', url: '/apps/invoice/update-invoice', payload: { id: target.id, ...VALID_INPUT, ...change } });
    expect(res.statusCode).toBe(400);
    const detail = await admin({ method: 'GET', url: `/api/invoice/invoices/${target.id}` });
    expect(detail.json().invoice).toEqual(target);
  });
});
