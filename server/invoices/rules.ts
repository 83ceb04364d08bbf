import { fold } from '../common/list-index.js';
import { MAX_PER_PAGE } from '../common/schemas.js';
import { InvalidInputError } from '../common/errors.js';
import {
  formatBalance,
  INVOICE_SORT_COLUMNS,
  INVOICE_STATUSES,
  INVOICES_PER_PAGE,
  type ClientRecord,
  type InvoiceFields,
  type InvoiceInput,
  type InvoiceQuery,
  type InvoiceSortColumn,
  type InvoiceStatus,
} from './models.js';

/**
 * The invoices domain's rules that do not depend on where rows live, shared by both stores: what a list
 * call may ask (with its defaults), what the search matches, and what an added or edited invoice must be.
 */

const MAX_QUERY_LENGTH = 200;
const MAX_SERVICE_LENGTH = 120;
const MAX_AMOUNT = 10_000_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface InvoiceListQuery {
  q: string;
  status?: InvoiceStatus;
  sortColumn: InvoiceSortColumn;
  sort: 'asc' | 'desc';
  page: number;
  perPage: number;
}

export function requireId(id: number, what: string): number {
  if (!Number.isSafeInteger(id) || id < 1) throw new InvalidInputError(`${what} must be a positive integer`);
  return id;
}

/** Spec sections 7 and 9: page 1 of 10, id descending, unless asked. */
export function checkedListQuery(query: InvoiceQuery = {}): InvoiceListQuery {
  const { q = '', sortColumn = 'id', sort = 'desc', page = 1, perPage = INVOICES_PER_PAGE, status } = query;
  if (q.length > MAX_QUERY_LENGTH) throw new InvalidInputError(`q must be at most ${MAX_QUERY_LENGTH} characters`);
  if (status !== undefined && !INVOICE_STATUSES.includes(status)) {
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
  return { q, status, sortColumn, sort, page, perPage };
}

/**
 * Spec section 9: the client's e-mail and name, the id, total, balance (as the legacy money text) and due
 * date; a settled invoice also answers to 'paid'. Each field folded; a needle matches inside one field.
 */
export function searchedFields(invoice: Pick<InvoiceFields, 'id' | 'total' | 'balance' | 'dueDate'>, client: ClientRecord): string[] {
  const fields = [client.companyEmail, client.name, invoice.id, invoice.total, formatBalance(invoice.balance), invoice.dueDate].map(fold);
  if (invoice.balance === 0) fields.push('paid');
  return fields;
}

function isValidDay(text: string): boolean {
  return ISO_DAY.test(text) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);
}

/** Money with at most cents: 12.345 is a typo, not an amount. */
function isMoney(value: number): boolean {
  return Number.isFinite(value) && Math.abs(value) <= MAX_AMOUNT && Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
}

/** A checked invoice's own fields (the service trimmed); `clientExists` answers for its client. */
export function invoiceFields(input: InvoiceInput, clientExists: (id: number) => boolean): Omit<InvoiceFields, 'id' | 'avatar'> {
  requireId(input.clientId, 'clientId');
  if (!clientExists(input.clientId)) throw new InvalidInputError(`Client ${input.clientId} does not exist`);
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
  return {
    clientId: input.clientId,
    issuedDate: input.issuedDate,
    dueDate: input.dueDate,
    service,
    total: input.total,
    balance: input.balance,
    invoiceStatus: input.invoiceStatus,
  };
}
