import { describe, expect, it } from 'vitest';
import { useParity } from '../helper.js';
import { initialsAvatarUrl } from '../../server/avatars/person-avatar.js';

interface RestInvoice {
  id: number;
  issuedDate: string;
  dueDate: string;
  service: string;
  total: number;
  balance: number | string;
  avatar: string;
  invoiceStatus: string;
  client: Record<string, unknown>;
}
interface GqlInvoice extends Omit<RestInvoice, 'id' | 'balance' | 'client'> {
  id: string;
  balance: number;
  client: Record<string, unknown>;
}

const CLIENT = 'id name company companyEmail country contact address';
const INVOICE = `id issuedDate dueDate service total balance avatar invoiceStatus client { ${CLIENT} }`;

const { rest, restJson, gqlData } = useParity();

/** The two faces differ only in spelling: string ids, enum names, numeric balance, the initials avatar ('' on REST). */
function fromGraphQL(invoice: GqlInvoice): RestInvoice {
  const balance = invoice.balance;
  const money = Number.isInteger(Math.abs(balance)) ? String(Math.abs(balance)) : Math.abs(balance).toFixed(2);
  return {
    ...invoice,
    id: Number(invoice.id),
    avatar: invoice.avatar === initialsAvatarUrl(String(invoice.client.name)) ? '' : invoice.avatar,
    balance: balance === 0 ? 0 : `${balance < 0 ? '-' : ''}$${money}`,
    invoiceStatus: invoice.invoiceStatus.replace('_', ' '),
    client: { ...invoice.client, id: Number(invoice.client.id) },
  };
}

describe('REST and GraphQL agree', () => {
  it.each([
    ['defaults', '', {}],
    ['a status filter', 'status=Partial%20Payment&perPage=100', { status: 'Partial_Payment', perPage: 100 }],
    ['"paid" search', 'q=paid&perPage=100', { q: 'paid', perPage: 100 }],
    ['a search on the due date', 'q=2026-09', { q: '2026-09' }],
    ['client name ascending, page 2', 'sortColumn=client.name&sort=asc&page=2', { sortColumn: 'client_name', sort: 'asc', page: 2 }],
    ['balance descending, 25 per page', 'sortColumn=balance&sort=desc&perPage=25', { sortColumn: 'balance', sort: 'desc', perPage: 25 }],
    ['issued date ascending', 'sortColumn=issuedDate&sort=asc', { sortColumn: 'issuedDate', sort: 'asc' }],
    ['a page past the end', 'page=20', { page: 20 }],
  ])('on the invoice list: %s', async (_name, query, variables) => {
    const r = await restJson<{ invoices: RestInvoice[]; total: number }>(`/apps/invoice/invoices?${query}`);
    const g = await gqlData<{ invoices: { total: number; items: GqlInvoice[] } }>(
      `query($q: String, $status: InvoiceStatus, $sortColumn: InvoiceSortColumn, $sort: SortDirection, $page: PositiveInt, $perPage: PositiveInt) {
        invoices(q: $q, status: $status, sortColumn: $sortColumn, sort: $sort, page: $page, perPage: $perPage) { total items { ${INVOICE} } }
      }`,
      variables,
    );
    expect(g.invoices.total).toBe(r.total);
    expect(g.invoices.items.map(fromGraphQL)).toEqual(r.invoices);
  });

  it('on an invoice detail with its payment details', async () => {
    const { invoices } = await restJson<{ invoices: RestInvoice[] }>('/apps/invoice/invoices?perPage=100');
    for (const id of [invoices[0].id, invoices[30].id, invoices[63].id]) {
      const r = await restJson<{ invoice: RestInvoice; paymentDetails: unknown }>(`/api/invoice/invoices/${id}`);
      const g = await gqlData<{ invoice: GqlInvoice & { paymentDetails: unknown } }>(
        `{ invoice(id: "${id}") { ${INVOICE} paymentDetails { totalDue bankName country iban swiftCode } } }`,
      );
      const { paymentDetails, ...invoice } = g.invoice;
      expect(fromGraphQL(invoice)).toEqual(r.invoice);
      expect(paymentDetails).toEqual(r.paymentDetails);
    }
  });

  it('on the clients list', async () => {
    const r = await restJson<Record<string, unknown>[]>('/api/invoice/clients');
    const g = await gqlData<{ invoiceClients: Record<string, unknown>[] }>(`{ invoiceClients { ${CLIENT} } }`);
    expect(g.invoiceClients.map((c) => ({ ...c, id: Number(c.id) }))).toEqual(r);
  });

  it('after an add through REST and an update through GraphQL', async () => {
    const fields = { issuedDate: '2026-11-05', dueDate: '2026-11-25', service: 'Миграция данных', total: 800 };
    const added = await rest({
      method: 'POST',
      url: '/apps/invoice/add-invoice',
      payload: { ...fields, clientId: 2, balance: 800, invoiceStatus: 'Draft' },
    });
    const id = added.json().invoice.id as number;
    await gqlData(`mutation($id: ID!, $input: InvoiceInput!) { updateInvoice(id: $id, input: $input) { id } }`, {
      id: String(id),
      input: { ...fields, clientId: '2', balance: -12.5, invoiceStatus: 'Sent' },
    });
    const r = await restJson<{ invoice: RestInvoice }>(`/api/invoice/invoices/${id}`);
    const g = await gqlData<{ invoice: GqlInvoice }>(`{ invoice(id: "${id}") { ${INVOICE} } }`);
    expect(fromGraphQL(g.invoice)).toEqual(r.invoice);
    expect(r.invoice.balance).toBe('-$12.50');
  });
});
