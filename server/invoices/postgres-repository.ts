import type { Db } from '../db/connection.js';
import { containsPattern, nextId, SEARCH_SEPARATOR, tableRows, writeLocked } from '../db/queries.js';
import { fold, type Page } from '../common/list-index.js';
import { checkVersion, firstStamp, nextStamp, type WriteContext } from '../common/record-versions.js';
import { InvalidInputError, NotFoundError } from '../errors.js';
import type { Clock } from '../repositories.js';
import { CLIENTS_SHOWN, formatBalance, type ClientRecord, type InvoiceInput, type InvoiceQuery, type InvoiceRecord, type PaymentDetails } from './models.js';
import type { InvoiceRepository, InvoiceView } from './repository.js';
import { checkedListQuery, invoiceFields, requireId } from './rules.js';
import { invoiceSearchText, type InvoiceTables } from './tables.js';

const NO_WRITER: WriteContext = { actor: null };

/** The client's columns a list sorts by, by the dotted name legacy clients send. */
const CLIENT_SORTS = {
  'client.name': 'invoice_clients.name',
  'client.companyEmail': 'invoice_clients.companyEmail',
  'client.company': 'invoice_clients.company',
  'client.country': 'invoice_clients.country',
} as const;

function toRecord({ searchText: _searchText, ...invoice }: InvoiceTables['invoices']): InvoiceRecord {
  return invoice;
}

/** Invoices and clients in PostgreSQL (tables of server/invoices/tables.ts). */
export class PostgresInvoiceRepository implements InvoiceRepository {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async list(query: InvoiceQuery = {}): Promise<Page<InvoiceRecord>> {
    const { q, status, sortColumn, sort, page, perPage } = checkedListQuery(query);
    const needle = fold(q);
    if (needle.includes(SEARCH_SEPARATOR)) return { items: [], total: 0 };
    let matching = this.db.selectFrom('invoices');
    if (needle !== '') matching = matching.where('invoices.searchText', 'like', containsPattern(needle));
    if (status !== undefined) matching = matching.where('invoices.invoiceStatus', '=', status);
    const ordered =
      sortColumn in CLIENT_SORTS
        ? matching
            .innerJoin('invoice_clients', 'invoice_clients.id', 'invoices.clientId')
            .orderBy(CLIENT_SORTS[sortColumn as keyof typeof CLIENT_SORTS], sort)
        : matching.orderBy(`invoices.${sortColumn as Exclude<typeof sortColumn, keyof typeof CLIENT_SORTS>}`, sort);
    const filtered = needle !== '' || status !== undefined;
    const [rowCount, total] = await Promise.all([
      tableRows(this.db, 'invoices'),
      filtered ? matching.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow().then((r) => r.total) : null,
    ]);
    const matches = total ?? rowCount;
    const offset = (page - 1) * perPage;
    if (offset >= matches) return { items: [], total: matches };
    const rows = await ordered.selectAll('invoices').orderBy('invoices.id', sort).limit(perPage).offset(offset).execute();
    return { items: rows.map(toRecord), total: matches };
  }

  async all(): Promise<InvoiceRecord[]> {
    const rows = await this.db.selectFrom('invoices').selectAll().orderBy('id').execute();
    return rows.map(toRecord);
  }

  async get(id: number): Promise<InvoiceRecord> {
    const row = await this.db.selectFrom('invoices').selectAll().where('id', '=', requireId(id, 'id')).executeTakeFirst();
    if (!row) throw new NotFoundError(`Invoice ${id} not found`);
    return toRecord(row);
  }

  async findClients(ids: readonly number[]): Promise<(ClientRecord | undefined)[]> {
    if (ids.length === 0) return [];
    const rows = await this.db.selectFrom('invoice_clients').selectAll().where('id', 'in', [...new Set(ids)]).execute();
    const byId = new Map(rows.map((c) => [c.id, c]));
    return ids.map((id) => byId.get(id));
  }

  async clients(limit = CLIENTS_SHOWN): Promise<ClientRecord[]> {
    if (!Number.isSafeInteger(limit) || limit < 1) throw new InvalidInputError('limit must be a positive integer');
    return this.db.selectFrom('invoice_clients').selectAll().orderBy('id').limit(limit).execute();
  }

  async payment(): Promise<PaymentDetails> {
    const { id: _id, ...details } = await this.db.selectFrom('invoice_payment_details').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
    return details;
  }

  async views(invoices: readonly InvoiceRecord[]): Promise<InvoiceView[]> {
    const clients = await this.findClients(invoices.map((i) => i.clientId));
    return invoices.map(({ clientId, balance, ...rest }, at) => {
      const client = clients[at];
      if (!client) throw new Error(`invoice ${rest.id} refers to missing client ${clientId}`);
      return { ...rest, balance: formatBalance(balance), client };
    });
  }

  async add(input: InvoiceInput, writer: WriteContext = NO_WRITER): Promise<InvoiceRecord> {
    const client = await this.clientFor(input.clientId);
    const fields = invoiceFields(input, () => client !== undefined);
    return writeLocked(this.db, 'invoices', async (trx) => {
      const id = await nextId(trx, 'invoices');
      const invoice: InvoiceRecord = { id, ...fields, avatar: null, ...firstStamp(writer.actor, this.clock().toISOString()) };
      await trx.insertInto('invoices').values({ ...invoice, searchText: invoiceSearchText(invoice, client as ClientRecord) }).execute();
      return invoice;
    });
  }

  async update(id: number, input: InvoiceInput, writer: WriteContext = NO_WRITER): Promise<InvoiceRecord> {
    requireId(id, 'id');
    const client = await this.clientFor(input.clientId);
    return this.db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('invoices').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
      if (!row) throw new NotFoundError(`Invoice ${id} not found`);
      const fields = invoiceFields(input, () => client !== undefined);
      const current = toRecord(row);
      checkVersion(`Invoice ${id}`, current, writer.version);
      const invoice: InvoiceRecord = { ...current, ...fields, ...nextStamp(current, writer, this.clock()) };
      const { id: _id, ...changes } = invoice;
      await trx
        .updateTable('invoices')
        .set({ ...changes, searchText: invoiceSearchText(invoice, client as ClientRecord) })
        .where('id', '=', id)
        .execute();
      return invoice;
    });
  }

  async remove(id: number): Promise<InvoiceRecord> {
    const row = await this.db.deleteFrom('invoices').where('id', '=', requireId(id, 'id')).returningAll().executeTakeFirst();
    if (!row) throw new NotFoundError(`Invoice ${id} not found`);
    return toRecord(row);
  }

  /** The client an input names, when the id is a plausible one (the rules say what is wrong otherwise). */
  private async clientFor(clientId: number): Promise<ClientRecord | undefined> {
    if (!Number.isSafeInteger(clientId) || clientId < 1) return undefined;
    return this.db.selectFrom('invoice_clients').selectAll().where('id', '=', clientId).executeTakeFirst();
  }
}
