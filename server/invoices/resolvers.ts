import { initialsAvatarUrl } from '../avatars/person-avatar.js';
import type {
  InvoiceInput as InvoiceInputArgs,
  InvoiceSortColumn as InvoiceSortColumnEnum,
  InvoiceStatus as InvoiceStatusEnum,
  Resolvers,
} from '../__generated__/resolvers-types.js';
import { idFromGraphQL } from '../common/graphql-ids.js';
import { writerOf } from '../common/record-versions.js';
import { NotFoundError } from '../common/errors.js';
import { httpClient, type GraphQLContext } from '../graphql/context.js';
import { languageOf } from '../mail/rules.js';
import { bulkDeleteInvoices, bulkMarkInvoicesSent, type InvoiceFilter } from './bulk.js';
import type { ClientRecord, InvoiceInput, InvoiceRecord, InvoiceSortColumn, InvoiceStatus } from './models.js';

const STATUSES: Record<InvoiceStatusEnum, InvoiceStatus> = {
  Paid: 'Paid',
  Downloaded: 'Downloaded',
  Sent: 'Sent',
  Draft: 'Draft',
  Partial_Payment: 'Partial Payment',
  Past_Due: 'Past Due',
};
const STATUS_ENUMS = Object.fromEntries(
  Object.entries(STATUSES).map(([enumValue, status]) => [status, enumValue]),
) as Record<InvoiceStatus, InvoiceStatusEnum>;

const SORT_COLUMNS: Record<InvoiceSortColumnEnum, InvoiceSortColumn> = {
  id: 'id',
  issuedDate: 'issuedDate',
  dueDate: 'dueDate',
  service: 'service',
  total: 'total',
  balance: 'balance',
  invoiceStatus: 'invoiceStatus',
  client_name: 'client.name',
  client_companyEmail: 'client.companyEmail',
  client_company: 'client.company',
  client_country: 'client.country',
};

/** GraphQL Date arrives as a Date at UTC midnight; the repository keeps calendar days as text. */
function day(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function toInput(input: InvoiceInputArgs): InvoiceInput {
  return {
    clientId: idFromGraphQL(input.clientId, 'clientId'),
    issuedDate: day(input.issuedDate),
    dueDate: day(input.dueDate),
    service: input.service,
    total: input.total,
    balance: input.balance,
    invoiceStatus: STATUSES[input.invoiceStatus],
  };
}

/** Invoices over InvoiceRepository; the same rules and ability as REST. */
/** A bulk selection: `matching` read as the arguments of `invoices` are (the list's own filter). */
function invoiceSelectionOf(selection: {
  ids?: readonly string[] | null;
  matching?: { q?: string | null; status?: InvoiceStatusEnum | null } | null;
  exceptIds?: readonly string[] | null;
}) {
  const matching: InvoiceFilter | null = selection.matching
    ? { q: selection.matching.q ?? undefined, status: selection.matching.status ? STATUSES[selection.matching.status] : undefined }
    : null;
  return {
    ids: selection.ids?.map((id) => idFromGraphQL(id, 'selection.ids')),
    matching,
    exceptIds: selection.exceptIds?.map((id) => idFromGraphQL(id, 'selection.exceptIds')),
  };
}

/** An invoice's client, one read per request for all the invoices that name it. */
function clientOf(invoice: InvoiceRecord, ctx: GraphQLContext): Promise<ClientRecord> {
  return ctx
    .loader<number, ClientRecord>('invoices.client', (ids) =>
      ctx.repositories.invoices.findClients(ids).then((clients) => clients.map((client, at) => client ?? new NotFoundError(`Client ${ids[at]} not found`))),
    )
    .load(invoice.clientId);
}

export const invoicesResolvers: Resolvers = {
  Query: {
    invoices: (_parent, { q, status, sortColumn, sort, page, perPage }, ctx) => {
      ctx.authorize('read', 'Invoice');
      return ctx.repositories.invoices.list({
        q: q ?? undefined,
        status: status ? STATUSES[status] : undefined,
        sortColumn: sortColumn ? SORT_COLUMNS[sortColumn] : undefined,
        sort: sort ?? undefined,
        page: page ?? undefined,
        perPage: perPage ?? undefined,
      });
    },
    invoice: (_parent, { id }, ctx) => {
      ctx.authorize('read', 'Invoice');
      return ctx.repositories.invoices.get(idFromGraphQL(id));
    },
    invoiceClients: (_parent, { first }, ctx) => {
      ctx.authorize('read', 'Invoice');
      return ctx.repositories.invoices.clients(first ?? undefined);
    },
  },
  Mutation: {
    bulkMarkInvoicesSent: async (_parent, { selection }, ctx) =>
      bulkMarkInvoicesSent(ctx, invoiceSelectionOf(selection), await writerOf(ctx.repositories.accounts, ctx.principal?.accountId)),
    bulkDeleteInvoices: (_parent, { selection }, ctx) => bulkDeleteInvoices(ctx, invoiceSelectionOf(selection)),
    addInvoice: async (_parent, { input }, ctx) => {
      const { accountId } = ctx.authorize('create', 'Invoice');
      return ctx.repositories.invoices.add(toInput(input), await writerOf(ctx.repositories.accounts, accountId));
    },
    // A stale `version` answers CONFLICT with who changed the invoice since (server/graphql/errors.ts).
    updateInvoice: async (_parent, { id, input, version }, ctx) => {
      const { accountId } = ctx.authorize('update', 'Invoice');
      return ctx.repositories.invoices.update(idFromGraphQL(id), toInput(input), await writerOf(ctx.repositories.accounts, accountId, version));
    },
    sendInvoice: async (_parent, { id, input }, ctx) => {
      const { accountId } = ctx.authorize('update', 'Invoice');
      return ctx.invoiceSending.send(idFromGraphQL(id), input, languageOf(httpClient(ctx).acceptLanguage), await writerOf(ctx.repositories.accounts, accountId));
    },
    deleteInvoice: (_parent, { id }, ctx) => {
      ctx.authorize('delete', 'Invoice');
      return ctx.repositories.invoices.remove(idFromGraphQL(id));
    },
  },
  Invoice: {
    invoiceStatus: (invoice) => STATUS_ENUMS[invoice.invoiceStatus],
    client: (invoice, _args, ctx) => clientOf(invoice, ctx),
    // The client's picture; without one, their initials avatar (REST keeps the legacy '').
    avatar: async (invoice, _args, ctx) => invoice.avatar || initialsAvatarUrl((await clientOf(invoice, ctx)).name),
    paymentDetails: (_invoice, _args, ctx) => ctx.repositories.invoices.payment(),
  },
};
