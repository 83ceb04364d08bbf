import type { Versioned } from '../common/record-versions.js';

/**
 * Invoices and their clients (spec section 3, "Invoice", "Payment details"). The closed value sets
 * live here once and feed the seed, the REST schemas, the repository and the GraphQL enums.
 */
export const INVOICE_STATUSES = ['Paid', 'Downloaded', 'Sent', 'Draft', 'Partial Payment', 'Past Due'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** Every column the invoice list shows, the client's fields by dotted path as legacy clients send them. */
export const INVOICE_SORT_COLUMNS = [
  'id', 'issuedDate', 'dueDate', 'service', 'total', 'balance', 'invoiceStatus',
  'client.name', 'client.companyEmail', 'client.company', 'client.country',
] as const;
export type InvoiceSortColumn = (typeof INVOICE_SORT_COLUMNS)[number];

export const INVOICES_PER_PAGE = 10;
export const CLIENTS_SHOWN = 5;

export interface ClientRecord {
  id: number;
  name: string;
  company: string;
  companyEmail: string;
  country: string;
  contact: string;
  address: string;
}

/** An invoice as the seed and the forms describe it. */
export interface InvoiceFields {
  id: number;
  /** YYYY-MM-DD. */
  issuedDate: string;
  /** YYYY-MM-DD, never before issuedDate. */
  dueDate: string;
  clientId: number;
  service: string;
  total: number;
  /** What is still owed: 0 when settled, negative when overpaid. REST shows it as '$724' / '-$205.25'. */
  balance: number;
  /** null: the client shows the company's initials instead. */
  avatar: string | null;
  invoiceStatus: InvoiceStatus;
}

/** A stored invoice: its fields and who changed it last (GraphQL edits carry the version they read). */
export type InvoiceRecord = InvoiceFields & Versioned;

/** Fixed sample bank details shown on every invoice (spec section 3). */
export interface PaymentDetails {
  totalDue: string;
  bankName: string;
  country: string;
  iban: string;
  swiftCode: string;
}

/** A list request; absent filters match everything. Default order: id descending. */
/** One page of the list, as both stores answer it. */
export interface InvoicePage {
  items: InvoiceRecord[];
  total: number;
  /** Whether `total` is an estimate (server/db/queries.ts `countMatches`: searches matching over 1,000 invoices on PostgreSQL). */
  totalEstimated: boolean;
}

export interface InvoiceQuery {
  q?: string;
  status?: InvoiceStatus;
  sortColumn?: InvoiceSortColumn;
  sort?: 'asc' | 'desc';
  page?: number;
  perPage?: number;
}

/** What the add and edit forms send; the repository validates every field. */
export interface InvoiceInput {
  clientId: number;
  issuedDate: string;
  dueDate: string;
  service: string;
  total: number;
  balance: number;
  invoiceStatus: InvoiceStatus;
}

/** The legacy money text: 0 stays the number 0, anything else '$724' or '-$205.25'. */
export function formatBalance(balance: number): number | string {
  if (balance === 0) return 0;
  const amount = Math.abs(balance);
  const text = Number.isInteger(amount) ? String(amount) : amount.toFixed(2);
  return `${balance < 0 ? '-' : ''}$${text}`;
}

/** Seed of the invoices domain (spec section 3): clients, invoices referencing them, bank details. */
export interface InvoiceSeed {
  clients: ClientRecord[];
  invoices: InvoiceFields[];
  paymentDetails: PaymentDetails;
}
