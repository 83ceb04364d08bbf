import { describe, expect, it } from 'vitest';
import { createSeed } from '../../seed/index.js';
import { InvalidInputError, NotFoundError, StaleVersionError } from '../../server/common/errors.js';
import { formatBalance, INVOICE_SORT_COLUMNS, type ClientRecord, type InvoiceInput, type InvoiceRecord, type InvoiceSortColumn } from '../../server/invoices/models.js';
import { searchedFields } from '../../server/invoices/rules.js';
import { graphqlAs, injectAs, useApp } from '../helper.js';
import { appStoreConfig, STORE_NAMES, useStore } from '../stores/support.js';

const collator = new Intl.Collator('ru');
const input = (extra: Partial<InvoiceInput> = {}): InvoiceInput => ({
  clientId: 1,
  issuedDate: '2026-03-01',
  dueDate: '2026-03-31',
  service: '  Аудит договора  ',
  total: 1200.5,
  balance: 200,
  invoiceStatus: 'Sent',
  ...extra,
});

function sortValue(invoice: InvoiceRecord, clients: Map<number, ClientRecord>, column: InvoiceSortColumn): string | number {
  if (column.startsWith('client.')) return clients.get(invoice.clientId)![column.slice(7) as 'name' | 'companyEmail' | 'company' | 'country'];
  return invoice[column as Exclude<InvoiceSortColumn, `client.${string}`>];
}

describe.each(STORE_NAMES)('invoices on the %s store', (name) => {
  const store = useStore(name);
  const book = () => store().stores.invoices;

  it('lists 10 by id descending with the total; all() is id order', async () => {
    const all = await book().all();
    expect(all.map((i) => i.id)).toEqual([...all.map((i) => i.id)].sort((a, b) => a - b));
    const page = await book().list();
    expect(page.total).toBe(all.length);
    expect(page.items.map((i) => i.id)).toEqual(all.slice(-10).map((i) => i.id).reverse());
  });

  it('sorts by every column both ways (the client by dotted path, text in Russian order), ties in id order', async () => {
    const all = await book().all();
    const clients = new Map((await book().clients(100)).map((c) => [c.id, c]));
    for (const sortColumn of INVOICE_SORT_COLUMNS) {
      const compare = (a: InvoiceRecord, b: InvoiceRecord) => {
        const [x, y] = [sortValue(a, clients, sortColumn), sortValue(b, clients, sortColumn)];
        return (typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y))) || a.id - b.id;
      };
      const asc = await book().list({ sortColumn, sort: 'asc', perPage: 20, page: 2 });
      const desc = await book().list({ sortColumn, sort: 'desc', perPage: 20 });
      expect(asc.items.map((i) => i.id), `${sortColumn} asc`).toEqual([...all].sort(compare).slice(20, 40).map((i) => i.id));
      expect(desc.items.map((i) => i.id), `${sortColumn} desc`).toEqual([...all].sort((a, b) => compare(b, a)).slice(0, 20).map((i) => i.id));
    }
  });

  it('searches the client e-mail and name, id, total, money-text balance and due date; zero balances answer to "paid"', async () => {
    const all = await book().all();
    const clients = new Map((await book().clients(100)).map((c) => [c.id, c]));
    const [someone] = all;
    const client = clients.get(someone.clientId)!;
    const byName = await book().list({ q: client.name.slice(1, 6).toUpperCase(), perPage: 100 });
    expect(byName.items.map((i) => i.id)).toContain(someone.id);
    expect((await book().list({ q: client.companyEmail.toUpperCase(), perPage: 100 })).items.every((i) => i.clientId === someone.clientId)).toBe(true);
    expect((await book().list({ q: String(someone.id) })).items.map((i) => i.id)).toContain(someone.id);
    const paid = await book().list({ q: 'PAID', perPage: 100 });
    expect(paid.total).toBeGreaterThanOrEqual(all.filter((i) => i.balance === 0).length);
    expect(paid.items.filter((i) => i.balance !== 0).every((i) => /paid/i.test(clients.get(i.clientId)!.companyEmail + clients.get(i.clientId)!.name))).toBe(true);
    const owing = all.find((i) => typeof formatBalance(i.balance) === 'string' && i.balance < 0)!;
    expect((await book().list({ q: String(formatBalance(owing.balance)), perPage: 100 })).items.map((i) => i.id)).toContain(owing.id);
    const byDue = await book().list({ q: someone.dueDate, perPage: 100 });
    expect(byDue.items.map((i) => i.id)).toContain(someone.id);
    expect(byDue.total).toBe(all.filter((i) => i.dueDate === someone.dueDate).length);
    expect((await book().list({ q: '%' })).total).toBe(0);
    expect((await book().list({ q: '_' })).total).toBe(0);
  });

  it('filters a status exactly, combined with the search', async () => {
    const all = await book().all();
    const sent = await book().list({ status: 'Sent', perPage: 100 });
    expect(sent.total).toBe(all.filter((i) => i.invoiceStatus === 'Sent').length);
    expect(sent.items.every((i) => i.invoiceStatus === 'Sent')).toBe(true);
    expect((await book().list({ status: 'Paid', q: 'paid', perPage: 100 })).items.every((i) => i.invoiceStatus === 'Paid')).toBe(true);
  });

  it('refuses bad list input naming the field', async () => {
    await expect(book().list({ page: 0 })).rejects.toThrow(/page/);
    await expect(book().list({ perPage: 101 })).rejects.toThrow(/perPage/);
    await expect(book().list({ sortColumn: 'client.address' as never })).rejects.toThrow(/sortColumn/);
    await expect(book().list({ status: 'Lost' as never })).rejects.toThrow(/status/);
  });

  it('adds with id = maximum + 1, version 1, the writer and the time, the service trimmed', async () => {
    const before = await book().all();
    const added = await book().add(input(), { actor: 'Анна Смирнова' });
    expect(added).toMatchObject({ id: Math.max(...before.map((i) => i.id)) + 1, service: 'Аудит договора', avatar: null, version: 1, updatedBy: 'Анна Смирнова' });
    expect(await book().get(added.id)).toEqual(added);
    expect((await book().all()).at(-1)).toEqual(added);
    const [view] = await book().views([added]);
    expect(view).toMatchObject({ id: added.id, balance: '$200', client: { id: 1 } });
  });

  it('refuses invalid invoices naming the field, changing nothing', async () => {
    const count = (await book().all()).length;
    await expect(book().add(input({ dueDate: '2026-02-01' }))).rejects.toThrow(/dueDate/);
    await expect(book().add(input({ clientId: 99_999 }))).rejects.toThrow(/Client 99999/);
    await expect(book().add(input({ balance: 5000 }))).rejects.toThrow(/balance/);
    await expect(book().add(input({ total: 1.234 }))).rejects.toThrow(InvalidInputError);
    await expect(book().add(input({ service: '  ' }))).rejects.toThrow(/service/);
    await expect(book().add(input({ issuedDate: '2026-02-30' }))).rejects.toThrow(/issuedDate/);
    expect((await book().all()).length).toBe(count);
  });

  it('an edit with the version it read bumps it; a stale one is refused with who changed it and writes nothing', async () => {
    const [invoice] = await book().all();
    const edited = await book().update(invoice.id, input({ service: 'Первая правка' }), { actor: 'Анна Смирнова', version: invoice.version });
    expect(edited).toMatchObject({ version: invoice.version + 1, updatedBy: 'Анна Смирнова', service: 'Первая правка' });
    expect(edited.updatedAt).toEqual(expect.any(String));
    const stale = book().update(invoice.id, input({ service: 'Потерянная правка' }), { actor: 'Игорь Кузнецов', version: invoice.version });
    await expect(stale).rejects.toThrow(StaleVersionError);
    await expect(stale).rejects.toMatchObject({ current: { version: edited.version, updatedBy: 'Анна Смирнова', updatedAt: edited.updatedAt } });
    expect(await book().get(invoice.id)).toEqual(edited);
  });

  it('an edit without a version (legacy REST) wins and still bumps the version', async () => {
    const [, invoice] = await book().all();
    await book().update(invoice.id, input({ service: 'Сначала' }), { actor: 'A', version: invoice.version });
    const last = await book().update(invoice.id, input({ service: 'Последняя' }), { actor: 'B' });
    expect(last).toMatchObject({ service: 'Последняя', version: invoice.version + 2, updatedBy: 'B' });
    expect((await book().list({ sortColumn: 'service', sort: 'desc', q: String(invoice.id) })).items.map((i) => i.id)).toContain(invoice.id);
  });

  it('edits move an invoice in every order and the search', async () => {
    const [invoice] = await book().all();
    await book().update(invoice.id, input({ total: 9_999_999, balance: 0, invoiceStatus: 'Paid' }));
    expect((await book().list({ sortColumn: 'total', perPage: 1 })).items[0].id).toBe(invoice.id);
    expect((await book().list({ q: '9999999' })).items.map((i) => i.id)).toEqual([invoice.id]);
    expect((await book().list({ q: 'paid', status: 'Paid', perPage: 100 })).items.map((i) => i.id)).toContain(invoice.id);
  });

  it('removes and answers the invoice; unknown ids are NOT_FOUND', async () => {
    const [invoice] = await book().all();
    expect(await book().remove(invoice.id)).toEqual(invoice);
    await expect(book().get(invoice.id)).rejects.toThrow(NotFoundError);
    await expect(book().remove(invoice.id)).rejects.toThrow(NotFoundError);
    await expect(book().update(invoice.id, input())).rejects.toThrow(NotFoundError);
    expect((await book().list()).total).toBe((await book().all()).length);
  });

  it('answers clients in id order, the first five by default, and the bank details', async () => {
    const clients = await book().clients();
    expect(clients.map((c) => c.id)).toEqual([1, 2, 3, 4, 5]);
    expect((await book().findClients([3, 99_999, 1])).map((c) => c?.id)).toEqual([3, undefined, 1]);
    expect(await book().payment()).toMatchObject({ bankName: expect.any(String), iban: expect.any(String) });
  });

  it('gives 500 concurrent adds 500 distinct ids', async () => {
    const added = await Promise.all(Array.from({ length: 500 }, (_, i) => book().add(input({ service: `Параллельный счёт ${i}` }))));
    expect(new Set(added.map((i) => i.id)).size).toBe(500);
    expect((await book().list({ q: 'Параллельный', perPage: 1 })).total).toBe(0); // the service is not searched
    expect((await book().all()).filter((i) => i.service.startsWith('Параллельный'))).toHaveLength(500);
    expect((await book().list()).total).toBe((await book().all()).length);
  });

  it('keeps status-only totals exact through adds, edits and removals', async () => {
    const count = async (status: 'Sent' | 'Paid') => (await book().list({ status })).total;
    const [sent, paid] = [await count('Sent'), await count('Paid')];
    const added = await book().add(input({ invoiceStatus: 'Sent' }));
    expect(await count('Sent')).toBe(sent + 1);
    await book().update(added.id, input({ invoiceStatus: 'Paid', balance: 0 }));
    expect([await count('Sent'), await count('Paid')]).toEqual([sent, paid + 1]);
    await book().remove(added.id);
    expect(await book().list({ status: 'Paid' })).toMatchObject({ total: paid, totalEstimated: false });
  });
});

describe.each(STORE_NAMES)('invoices past 1,000 matches on the %s store', (name) => {
  const store = useStore(name, 'once', () => createSeed({ rows: 3_000 }));
  const book = () => store().stores.invoices;

  it('counts a large search exactly in memory and flags the PostgreSQL figure as an estimate; pages stay in order', async () => {
    const clients = new Map((await book().clients(1_000)).map((c) => [c.id, c]));
    const matching = (await book().all()).filter((i) => searchedFields(i, clients.get(i.clientId)!).some((f) => f.includes('2026')));
    const page = await book().list({ q: '2026', sortColumn: 'client.name', sort: 'desc', page: 4 });
    expect(matching.length).toBeGreaterThan(1_000);
    expect(page.totalEstimated).toBe(name === 'postgres');
    // At 3,000 rows the estimate's sample is the whole table: the same figure.
    expect(page.total).toBe(matching.length);
    const expected = [...matching]
      .sort((a, b) => -(collator.compare(clients.get(a.clientId)!.name, clients.get(b.clientId)!.name) || a.id - b.id))
      .slice(30, 40);
    expect(page.items.map((i) => i.id)).toEqual(expected.map((i) => i.id));
  });
});

describe.each(STORE_NAMES)('invoice versions over GraphQL and REST on the %s store', (name) => {
  const app = useApp({ config: appStoreConfig(name) });
  const fields = `clientId: 2, issuedDate: "2026-04-01", dueDate: "2026-04-30", total: 500, balance: 0, invoiceStatus: Paid`;

  it('a stale version answers CONFLICT with who changed it; REST without a version wins and moves the version', async () => {
    const gql = graphqlAs(app, 'admin');
    const read = await gql<{ invoice: { version: number } }>('{ invoice(id: "4901") { version updatedBy } }');
    const version = read.data!.invoice.version;
    const update = (service: string, v: number) =>
      gql<{ updateInvoice: { version: number; updatedBy: string } }>(
        `mutation($v: Int) { updateInvoice(id: "4901", version: $v, input: { ${fields}, service: "${service}" }) { version updatedBy updatedAt } }`,
        { v },
      );
    const first = await update('Правка из формы', version);
    expect(first.errors).toBeUndefined();
    expect(first.data!.updateInvoice).toMatchObject({ version: version + 1, updatedBy: 'Анна Смирнова' });
    const stale = await update('Потерянная правка', version);
    expect(stale.errors?.[0].extensions).toMatchObject({ code: 'CONFLICT', currentVersion: version + 1, updatedBy: 'Анна Смирнова', updatedAt: expect.any(String) });

    const rest = await injectAs(app, 'admin')({
      method: 'POST',
      url: '/apps/invoice/update-invoice',
      payload: { id: 4901, clientId: 2, issuedDate: '2026-04-01', dueDate: '2026-04-30', service: 'Из REST', total: 500, balance: 0, invoiceStatus: 'Paid' },
    });
    expect(rest.statusCode, rest.body).toBe(200);
    const after = await gql<{ invoice: { version: number; service: string } }>('{ invoice(id: "4901") { version service } }');
    expect(after.data!.invoice).toEqual({ version: version + 2, service: 'Из REST' });
  });
});
