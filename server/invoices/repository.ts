import type { WriteContext } from '../common/record-versions.js';
import type { ClientRecord, InvoiceInput, InvoicePage, InvoiceQuery, InvoiceRecord, PaymentDetails } from './models.js';
import type { MethodKinds } from '../common/revisions.js';

declare module '../common/repositories.js' {
  interface Repositories {
    invoices: InvoiceRepository;
  }
}

/** An invoice with its client embedded and the balance in the legacy money text, as REST answers it. */
export type InvoiceView = Omit<InvoiceRecord, 'clientId' | 'balance'> & { balance: number | string; client: ClientRecord };

/**
 * Owner of invoices and their clients (spec sections 3, 7, 9): search, status filter, sorting by any listed
 * column, paging, and the add / edit / delete the invoice forms need. Two stores implement it
 * (memory-repository.ts, postgres-repository.ts) with the rules of rules.ts; tests/invoices/contract.test.ts
 * pins that both answer alike.
 */
export interface InvoiceRepository {
  /**
   * q matches the searched fields of rules.ts (case-insensitive substring); status matches exactly; sorted by
   * any listed column (the client's by dotted path), id descending unless asked; ties keep id order.
   */
  list(query?: InvoiceQuery): Promise<InvoicePage>;
  /** Every invoice in book order (id order: the legacy `allData`). */
  all(): Promise<InvoiceRecord[]>;
  /** NotFoundError for an unknown id. */
  get(id: number): Promise<InvoiceRecord>;
  /** The clients of these ids, in the same order (undefined for an unknown one): one call per batch. */
  findClients(ids: readonly number[]): Promise<(ClientRecord | undefined)[]>;
  /** Clients in id order; REST shows the first five (spec section 7), the forms may ask for all. */
  clients(limit?: number): Promise<ClientRecord[]>;
  /** Fixed sample bank details shown on every invoice. */
  payment(): Promise<PaymentDetails>;
  /** The invoices with their clients embedded and the balance as legacy money text. */
  views(invoices: readonly InvoiceRecord[]): Promise<InvoiceView[]>;
  /** A new invoice, id = maximum + 1, version 1, no avatar. */
  add(input: InvoiceInput, writer?: WriteContext): Promise<InvoiceRecord>;
  /** Replaces the fields; a stale `writer.version` throws StaleVersionError and writes nothing. */
  update(id: number, input: InvoiceInput, writer?: WriteContext): Promise<InvoiceRecord>;
  /** Removes and returns the invoice; NotFoundError for an unknown id. */
  remove(id: number): Promise<InvoiceRecord>;
  /** Brings a deleted invoice back with its id and fields (a restore, server/audit/); ConflictError when the id is taken. */
  reinstate(invoice: InvoiceRecord, writer?: WriteContext): Promise<InvoiceRecord>;
}

/** Which methods change state (server/common/revisions.ts): answers kept between requests end at a write. */
export const invoiceMethods = {
  list: 'read',
  all: 'read',
  get: 'read',
  findClients: 'read',
  clients: 'read',
  payment: 'read',
  views: 'read',
  add: 'write',
  update: 'write',
  remove: 'write',
  reinstate: 'write',
} as const satisfies MethodKinds<InvoiceRepository>;
