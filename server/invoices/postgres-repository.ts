import { sql } from 'kysely';
import type { Db } from '../db/connection.js';
import { inIdOrder, sortedIds } from '../db/searched-page.js';
import { auditBefore } from '../audit/trail.js';
import { containsPattern, countMatches, groupRows, inTransaction, nextId, SEARCH_SEPARATOR, sortFromMatches, tableRows, writeLocked, type RowFilter } from '../db/queries.js';
import { fold } from '../common/list-index.js';
import { checkVersion, firstStamp, nextStamp, type WriteContext } from '../common/record-versions.js';
import { ConflictError, InvalidInputError, NotFoundError } from '../common/errors.js';
import { CLIENTS_SHOWN, formatBalance, type ClientRecord, type InvoiceInput, type InvoicePage, type InvoiceQuery, type InvoiceRecord, type InvoiceSortColumn, type PaymentDetails } from './models.js';
import type { InvoiceRepository, InvoiceView } from './repository.js';
import { checkedListQuery, invoiceFields, requireId } from './rules.js';
import { CLIENT_SORTS, invoiceRow, type InvoiceTables } from './tables.js';
import type { Clock } from '../common/clock.js';
import { extended } from '../common/extended.js';

const NO_WRITER: WriteContext = { actor: null };

/** The searched fields (rules.ts): sorted by one of them, a search's matches may sit at one end of the order. */
const SEARCHED_SORTS: ReadonlySet<string> = new Set(['client.companyEmail', 'client.name', 'id', 'total', 'balance', 'dueDate']);

function toRecord({
  searchText: _searchText,
  clientName: _clientName,
  clientCompany: _clientCompany,
  clientCompanyEmail: _clientCompanyEmail,
  clientCountry: _clientCountry,
  ...invoice
}: InvoiceTables['invoices']): InvoiceRecord {
  return invoice;
}

/** Invoices and clients in PostgreSQL (tables of server/invoices/tables.ts). */
export class PostgresInvoiceRepository implements InvoiceRepository {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async list(query: InvoiceQuery = {}): Promise<InvoicePage> {
    const { q, status, sortColumn, sort, page, perPage } = checkedListQuery(query);
    const needle = fold(q);
    if (needle.includes(SEARCH_SEPARATOR)) return { items: [], total: 0, totalEstimated: false };
    const filter: RowFilter<'invoices'> = (eb) =>
      eb.and([
        ...(needle === '' ? [] : [eb('searchText', 'like', containsPattern(needle))]),
        ...(status === undefined ? [] : [eb('invoiceStatus', '=', status)]),
      ]);
    const rowCount = await tableRows(this.db, 'invoices');
    const { total, estimated } =
      needle !== ''
        ? await countMatches(this.db, 'invoices', filter, rowCount)
        : { total: await groupRows(this.db, 'invoices', { invoice_status: status }), estimated: false };
    const offset = (page - 1) * perPage;
    if (offset >= total) return { items: [], total, totalEstimated: estimated };
    const column = sortColumn in CLIENT_SORTS ? CLIENT_SORTS[sortColumn as keyof typeof CLIENT_SORTS] : (sortColumn as Exclude<InvoiceSortColumn, keyof typeof CLIENT_SORTS>);
    const matching = this.db.selectFrom('invoices').where(filter);
    const rows = sortFromMatches(total, rowCount, offset + perPage, needle !== '' && SEARCHED_SORTS.has(sortColumn))
      ? await this.byIds(await sortedIds(this.db, matching, ['id', column], sql`${sql.ref(column)} ${sql.raw(sort)}, id ${sql.raw(sort)}`, perPage, offset))
      : await matching.selectAll().orderBy(column, sort).orderBy('id', sort).limit(perPage).offset(offset).execute();
    return { items: rows.map(toRecord), total, totalEstimated: estimated };
  }

  /** The invoices of these ids, in their order. */
  private async byIds(ids: readonly number[]): Promise<InvoiceTables['invoices'][]> {
    if (ids.length === 0) return [];
    return inIdOrder(ids, await this.db.selectFrom('invoices').selectAll().where('id', 'in', ids).execute());
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
      return extended(rest, { balance: formatBalance(balance), client });
    });
  }

  async add(input: InvoiceInput, writer: WriteContext = NO_WRITER): Promise<InvoiceRecord> {
    const client = await this.clientFor(input.clientId);
    const fields = invoiceFields(input, () => client !== undefined);
    return writeLocked(this.db, 'invoices', async (trx) => {
      const id = await nextId(trx, 'invoices');
      const invoice: InvoiceRecord = { id, ...fields, avatar: null, ...firstStamp(writer.actor, this.clock().toISOString()) };
      await trx.insertInto('invoices').values(invoiceRow(invoice, client as ClientRecord)).execute();
      return invoice;
    });
  }

  async update(id: number, input: InvoiceInput, writer: WriteContext = NO_WRITER): Promise<InvoiceRecord> {
    requireId(id, 'id');
    const client = await this.clientFor(input.clientId);
    return inTransaction(this.db, async (trx) => {
      const row = await trx.selectFrom('invoices').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
      if (!row) throw new NotFoundError(`Invoice ${id} not found`);
      const fields = invoiceFields(input, () => client !== undefined);
      const current = toRecord(row);
      checkVersion(`Invoice ${id}`, current, writer.version);
      auditBefore(current);
      const invoice: InvoiceRecord = { ...current, ...fields, ...nextStamp(current, writer, this.clock()) };
      const { id: _id, ...changes } = invoiceRow(invoice, client as ClientRecord);
      await trx
        .updateTable('invoices')
        .set(changes)
        .where('id', '=', id)
        .execute();
      return invoice;
    });
  }

  async remove(id: number): Promise<InvoiceRecord> {
    requireId(id, 'id');
    return inTransaction(this.db, async (trx) => {
      const row = await trx.deleteFrom('invoices').where('id', '=', id).returningAll().executeTakeFirst();
      if (!row) throw new NotFoundError(`Invoice ${id} not found`);
      return toRecord(row);
    });
  }

  async reinstate(invoice: InvoiceRecord, writer: WriteContext = NO_WRITER): Promise<InvoiceRecord> {
    const client = await this.clientFor(invoice.clientId);
    const { id, avatar, version: _version, updatedBy: _by, updatedAt: _at, ...input } = invoice;
    const fields = invoiceFields(input, () => client !== undefined);
    return writeLocked(this.db, 'invoices', async (trx) => {
      if (await trx.selectFrom('invoices').select('id').where('id', '=', id).executeTakeFirst()) throw new ConflictError(`Invoice ${id} exists`);
      const restored: InvoiceRecord = { id, ...fields, avatar, ...nextStamp(invoice, writer, this.clock()) };
      await trx.insertInto('invoices').values(invoiceRow(restored, client as ClientRecord)).execute();
      return restored;
    });
  }

  /** The client an input names, when the id is a plausible one (the rules say what is wrong otherwise). */
  private async clientFor(clientId: number): Promise<ClientRecord | undefined> {
    if (!Number.isSafeInteger(clientId) || clientId < 1) return undefined;
    return this.db.selectFrom('invoice_clients').selectAll().where('id', '=', clientId).executeTakeFirst();
  }
}
