import type { InvoiceSeed } from '../../seed/invoices.js';
import { fold, ListIndex, type Compare } from '../common/list-index.js';
import { MAX_PER_PAGE } from '../common/schemas.js';
import { InvalidInputError, NotFoundError } from '../errors.js';
import type { Clock } from '../repositories.js';
import {
  CLIENTS_SHOWN,
  formatBalance,
  INVOICE_SORT_COLUMNS,
  INVOICE_STATUSES,
  INVOICES_PER_PAGE,
  type ClientRecord,
  type InvoiceInput,
  type InvoiceQuery,
  type InvoiceRecord,
  type InvoiceSortColumn,
  type PaymentDetails,
} from './models.js';

const MAX_QUERY_LENGTH = 200;
const MAX_SERVICE_LENGTH = 120;
const MAX_AMOUNT = 10_000_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

const collator = new Intl.Collator('ru');

type InvoiceOrder = `${InvoiceSortColumn}:${'asc' | 'desc'}`;

/** An invoice with its client embedded, as REST answers it. */
export type InvoiceView = Omit<InvoiceRecord, 'clientId' | 'balance'> & { balance: number | string; client: ClientRecord };

function requireId(id: number, what: string): number {
  if (!Number.isSafeInteger(id) || id < 1) throw new InvalidInputError(`${what} must be a positive integer`);
  return id;
}

function isValidDay(text: string): boolean {
  return ISO_DAY.test(text) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);
}

/** Money with at most cents: 12.345 is a typo, not an amount. */
function isMoney(value: number): boolean {
  return Number.isFinite(value) && Math.abs(value) <= MAX_AMOUNT && Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
}

/**
 * Owner of invoices and their clients (spec sections 3, 7, 9): search, status filter, sorting by
 * any listed column, paging, and the add / edit / delete the invoice forms need.
 */
export class InvoiceRepository {
  /** In book order (the legacy `allData`). */
  private readonly invoices: InvoiceRecord[];
  private readonly clientsById: Map<number, ClientRecord>;
  private readonly paymentDetails: PaymentDetails;
  /** By id, in each sort order, with the searched fields folded; kept on every write. */
  private readonly index: ListIndex<InvoiceOrder, InvoiceRecord>;

  constructor(
    seed: InvoiceSeed,
    // Invoice dates come from the forms, never from "now".
    _clock: Clock,
  ) {
    this.invoices = seed.invoices.map((invoice) => ({ ...invoice }));
    this.clientsById = new Map(seed.clients.map((client) => [client.id, { ...client }]));
    this.paymentDetails = { ...seed.paymentDetails };
    const comparators = {} as Record<InvoiceOrder, Compare<InvoiceRecord>>;
    for (const column of INVOICE_SORT_COLUMNS) {
      comparators[`${column}:asc`] = (a, b) => this.compare(a, b, column) || a.id - b.id;
      comparators[`${column}:desc`] = (a, b) => -(this.compare(a, b, column) || a.id - b.id);
    }
    // Spec section 9: email, name, id, total, balance, due date; a settled invoice also answers to 'paid'.
    this.index = new ListIndex(this.invoices, comparators, (invoice) => {
      const client = this.clientOf(invoice.clientId);
      const fields: unknown[] = [client.companyEmail, client.name, invoice.id, invoice.total, formatBalance(invoice.balance), invoice.dueDate];
      if (invoice.balance === 0) fields.push('paid');
      return fields;
    });
  }

  list(query: InvoiceQuery = {}): { items: InvoiceRecord[]; total: number } {
    const q = query.q ?? '';
    const sortColumn = query.sortColumn ?? 'id';
    const sort = query.sort ?? 'desc';
    const page = query.page ?? 1;
    const perPage = query.perPage ?? INVOICES_PER_PAGE;
    if (q.length > MAX_QUERY_LENGTH) throw new InvalidInputError(`q must be at most ${MAX_QUERY_LENGTH} characters`);
    if (query.status !== undefined && !INVOICE_STATUSES.includes(query.status)) {
      throw new InvalidInputError(`status must be one of ${INVOICE_STATUSES.join(', ')}`);
    }
    if (!INVOICE_SORT_COLUMNS.includes(sortColumn)) {
      throw new InvalidInputError(`sortColumn must be one of ${INVOICE_SORT_COLUMNS.join(', ')}`);
    }
    if (sort !== 'asc' && sort !== 'desc') throw new InvalidInputError('sort must be asc or desc');
    if (!Number.isSafeInteger(page) || page < 1) throw new InvalidInputError('page must be a positive integer');
    if (!Number.isSafeInteger(perPage) || perPage < 1 || perPage > MAX_PER_PAGE) {
      throw new InvalidInputError(`perPage must be between 1 and ${MAX_PER_PAGE}`);
    }
    const { status } = query;
    return this.index.page(
      {
        order: `${sortColumn}:${sort}`,
        needle: fold(q),
        filter: status === undefined ? null : (invoice) => invoice.invoiceStatus === status,
      },
      page,
      perPage,
    );
  }

  /** Every invoice in book order (the legacy `allData`). */
  all(): readonly InvoiceRecord[] {
    return this.invoices;
  }

  get(id: number): InvoiceRecord {
    const invoice = this.index.get(requireId(id, 'id'));
    if (!invoice) throw new NotFoundError(`Invoice ${id} not found`);
    return invoice;
  }

  findClient(id: number): ClientRecord | undefined {
    return this.clientsById.get(id);
  }

  /** Clients in id order; REST shows the first five (spec section 7), the forms may ask for all. */
  clients(limit = CLIENTS_SHOWN): ClientRecord[] {
    if (!Number.isSafeInteger(limit) || limit < 1) throw new InvalidInputError('limit must be a positive integer');
    return [...this.clientsById.values()].slice(0, limit);
  }

  payment(): PaymentDetails {
    return this.paymentDetails;
  }

  /** The invoice with its client embedded and the balance in the legacy money text. */
  view(invoice: InvoiceRecord): InvoiceView {
    const { clientId, balance, ...rest } = invoice;
    return { ...rest, balance: formatBalance(balance), client: this.clientOf(clientId) };
  }

  add(input: InvoiceInput): InvoiceRecord {
    this.validate(input);
    const id = this.invoices.reduce((max, row) => Math.max(max, row.id), 0) + 1;
    const invoice: InvoiceRecord = { id, ...this.normalize(input), avatar: null };
    this.invoices.push(invoice);
    this.index.insert(invoice);
    return invoice;
  }

  update(id: number, input: InvoiceInput): InvoiceRecord {
    const invoice = this.get(id);
    this.validate(input);
    // Out of every order while its sort fields change, back in at its new place.
    this.index.replace(invoice, invoice, () => Object.assign(invoice, this.normalize(input)));
    return invoice;
  }

  remove(id: number): InvoiceRecord {
    const invoice = this.get(id);
    this.invoices.splice(this.invoices.indexOf(invoice), 1);
    this.index.remove(invoice);
    return invoice;
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

  private validate(input: InvoiceInput): void {
    requireId(input.clientId, 'clientId');
    if (!this.clientsById.has(input.clientId)) throw new InvalidInputError(`Client ${input.clientId} does not exist`);
    if (!isValidDay(input.issuedDate)) throw new InvalidInputError('issuedDate must be a date (YYYY-MM-DD)');
    if (!isValidDay(input.dueDate)) throw new InvalidInputError('dueDate must be a date (YYYY-MM-DD)');
    if (input.dueDate < input.issuedDate) throw new InvalidInputError('dueDate must not be before issuedDate');
    const service = input.service.trim();
    if (service === '' || service.length > MAX_SERVICE_LENGTH) {
      throw new InvalidInputError(`service must be 1 to ${MAX_SERVICE_LENGTH} characters`);
    }
    if (!isMoney(input.total) || input.total < 0) throw new InvalidInputError('total must be a non-negative amount with at most two decimals');
    if (!isMoney(input.balance)) throw new InvalidInputError('balance must be an amount with at most two decimals');
    if (input.balance > input.total) throw new InvalidInputError('balance must not exceed total');
    if (!INVOICE_STATUSES.includes(input.invoiceStatus)) {
      throw new InvalidInputError(`invoiceStatus must be one of ${INVOICE_STATUSES.join(', ')}`);
    }
  }

  private normalize(input: InvoiceInput): Omit<InvoiceRecord, 'id' | 'avatar'> {
    return {
      clientId: input.clientId,
      issuedDate: input.issuedDate,
      dueDate: input.dueDate,
      service: input.service.trim(),
      total: input.total,
      balance: input.balance,
      invoiceStatus: input.invoiceStatus,
    };
  }
}
