import { fold, ListIndex, type Compare } from '../common/list-index.js';
import { checkVersion, firstStamp, nextStamp, stamped, type Versioned, type WriteContext } from '../common/record-versions.js';
import { auditBefore } from '../audit/trail.js';
import { ConflictError, InvalidInputError, NotFoundError } from '../common/errors.js';
import { CLIENTS_SHOWN, formatBalance, INVOICE_SORT_COLUMNS, type ClientRecord, type InvoiceFields, type InvoiceInput, type InvoicePage, type InvoiceQuery, type InvoiceRecord, type InvoiceSortColumn, type PaymentDetails, type InvoiceSeed } from './models.js';
import type { InvoiceRepository, InvoiceView } from './repository.js';
import { checkedListQuery, invoiceFields, requireId, searchedFields } from './rules.js';
import type { Clock } from '../common/clock.js';
import { extended } from '../common/extended.js';

const collator = new Intl.Collator('ru');

type InvoiceOrder = `${InvoiceSortColumn}:${'asc' | 'desc'}`;

const NO_WRITER: WriteContext = { actor: null };

/** Invoices and clients in this process's memory: the default store, seeded on every start. */
export class MemoryInvoiceRepository implements InvoiceRepository {
  /** In book order (the legacy `allData`). */
  private readonly invoices: InvoiceRecord[];
  private readonly clientsById: Map<number, ClientRecord>;
  private readonly paymentDetails: PaymentDetails;
  /** By id, in each sort order, with the searched fields folded; kept on every write. */
  private readonly index: ListIndex<InvoiceOrder, InvoiceRecord>;

  constructor(
    seed: Omit<InvoiceSeed, 'invoices'> & { invoices: (InvoiceFields & Partial<Versioned>)[] },
    private readonly clock: Clock,
  ) {
    this.invoices = seed.invoices.map((invoice) => stamped(invoice));
    this.clientsById = new Map(seed.clients.map((client) => [client.id, { ...client }]));
    this.paymentDetails = { ...seed.paymentDetails };
    const comparators = {} as Record<InvoiceOrder, Compare<InvoiceRecord>>;
    for (const column of INVOICE_SORT_COLUMNS) {
      comparators[`${column}:asc`] = (a, b) => this.compare(a, b, column) || a.id - b.id;
      comparators[`${column}:desc`] = (a, b) => -(this.compare(a, b, column) || a.id - b.id);
    }
    this.index = new ListIndex(this.invoices, comparators, (invoice) => searchedFields(invoice, this.clientOf(invoice.clientId)));
  }

  async list(query: InvoiceQuery = {}): Promise<InvoicePage> {
    const { q, status, sortColumn, sort, page, perPage } = checkedListQuery(query);
    const { items, total } = this.index.page(
      {
        order: `${sortColumn}:${sort}`,
        needle: fold(q),
        filter: status === undefined ? null : (invoice) => invoice.invoiceStatus === status,
      },
      page,
      perPage,
    );
    // Memory counts every match: its totals are always exact.
    return { items, total, totalEstimated: false };
  }

  async all(): Promise<InvoiceRecord[]> {
    return [...this.invoices];
  }

  async get(id: number): Promise<InvoiceRecord> {
    const invoice = this.index.get(requireId(id, 'id'));
    if (!invoice) throw new NotFoundError(`Invoice ${id} not found`);
    return invoice;
  }

  async findClients(ids: readonly number[]): Promise<(ClientRecord | undefined)[]> {
    return ids.map((id) => this.clientsById.get(id));
  }

  async clients(limit = CLIENTS_SHOWN): Promise<ClientRecord[]> {
    if (!Number.isSafeInteger(limit) || limit < 1) throw new InvalidInputError('limit must be a positive integer');
    return [...this.clientsById.values()].slice(0, limit);
  }

  async payment(): Promise<PaymentDetails> {
    return this.paymentDetails;
  }

  async views(invoices: readonly InvoiceRecord[]): Promise<InvoiceView[]> {
    return invoices.map(({ clientId, balance, ...rest }) => extended(rest, { balance: formatBalance(balance), client: this.clientOf(clientId) }));
  }

  async add(input: InvoiceInput, writer: WriteContext = NO_WRITER): Promise<InvoiceRecord> {
    const fields = invoiceFields(input, (id) => this.clientsById.has(id));
    const id = this.invoices.reduce((max, row) => Math.max(max, row.id), 0) + 1;
    const invoice: InvoiceRecord = { id, ...fields, avatar: null, ...firstStamp(writer.actor, this.clock().toISOString()) };
    this.invoices.push(invoice);
    this.index.insert(invoice);
    return invoice;
  }

  async update(id: number, input: InvoiceInput, writer: WriteContext = NO_WRITER): Promise<InvoiceRecord> {
    const invoice = await this.get(id);
    const fields = invoiceFields(input, (clientId) => this.clientsById.has(clientId));
    checkVersion(`Invoice ${id}`, invoice, writer.version);
    auditBefore(invoice);
    // A new object: records already handed out (a read, a published event) keep what they said.
    const next: InvoiceRecord = { ...invoice, ...fields, ...nextStamp(invoice, writer, this.clock()) };
    this.invoices[this.invoices.indexOf(invoice)] = next;
    this.index.replace(invoice, next);
    return next;
  }

  async remove(id: number): Promise<InvoiceRecord> {
    const invoice = await this.get(id);
    this.invoices.splice(this.invoices.indexOf(invoice), 1);
    this.index.remove(invoice);
    return invoice;
  }

  async reinstate(invoice: InvoiceRecord, writer: WriteContext = NO_WRITER): Promise<InvoiceRecord> {
    if (this.index.get(invoice.id)) throw new ConflictError(`Invoice ${invoice.id} exists`);
    const { id: _id, avatar, version: _version, updatedBy: _by, updatedAt: _at, ...input } = invoice;
    const restored: InvoiceRecord = { id: invoice.id, ...invoiceFields(input, (id) => this.clientsById.has(id)), avatar, ...nextStamp(invoice, writer, this.clock()) };
    // Book order is id order.
    const at = this.invoices.findIndex((row) => row.id > restored.id);
    this.invoices.splice(at < 0 ? this.invoices.length : at, 0, restored);
    this.index.insert(restored);
    return restored;
  }

  private compare(a: InvoiceRecord, b: InvoiceRecord, column: InvoiceSortColumn): number {
    const value = (invoice: InvoiceRecord): string | number => {
      if (column.startsWith('client.')) {
        const field = column.slice('client.'.length) as 'name' | 'companyEmail' | 'company' | 'country';
        return this.clientOf(invoice.clientId)[field];
      }
      return invoice[column as Exclude<InvoiceSortColumn, `client.${string}`>];
    };
    const left = value(a);
    const right = value(b);
    if (typeof left === 'number' && typeof right === 'number') return left - right;
    return collator.compare(String(left), String(right));
  }

  private clientOf(clientId: number): ClientRecord {
    const client = this.clientsById.get(clientId);
    if (!client) throw new Error(`invoice refers to missing client ${clientId}`);
    return client;
  }
}
