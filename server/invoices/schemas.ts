import { idSchema, pageSchema, perPageSchema, searchSchema, sortDirectionSchema } from '../common/schemas.js';
import { INVOICE_SORT_COLUMNS, INVOICE_STATUSES, INVOICES_PER_PAGE } from './models.js';

/** JSON schemas of the invoice REST surface (legacy shapes, see brief LEGACY.md). */
export const clientSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    company: { type: 'string' },
    companyEmail: { type: 'string' },
    country: { type: 'string' },
    contact: { type: 'string' },
    address: { type: 'string' },
  },
} as const;

export const invoiceSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    issuedDate: { type: 'string', format: 'date' },
    dueDate: { type: 'string', format: 'date' },
    client: clientSchema,
    service: { type: 'string' },
    total: { type: 'number' },
    // Legacy: the number 0 when settled, otherwise money text such as '$724' or '-$205.25'.
    balance: { type: ['number', 'string'] },
    // The legacy list measures it (`avatar.length`): '' when the client has no picture.
    avatar: { type: 'string' },
    invoiceStatus: { type: 'string', enum: INVOICE_STATUSES },
  },
} as const;

/** Legacy list screens send empty strings for "no filter" / "default order". */
export const invoiceListQuerySchema = {
  type: 'object',
  properties: {
    q: searchSchema,
    status: { type: 'string', enum: ['', ...INVOICE_STATUSES], default: '' },
    sortColumn: { type: 'string', enum: ['', ...INVOICE_SORT_COLUMNS], default: '' },
    sort: { ...sortDirectionSchema, enum: ['', ...sortDirectionSchema.enum], default: '' },
    page: pageSchema,
    perPage: perPageSchema(INVOICES_PER_PAGE),
  },
} as const;

export const invoiceListResponseSchema = {
  type: 'object',
  properties: {
    allData: { type: 'array', items: invoiceSchema },
    invoices: { type: 'array', items: invoiceSchema },
    total: { type: 'integer' },
  },
} as const;

const money = { type: 'number', minimum: -10_000_000, maximum: 10_000_000 } as const;

const invoiceInputProperties = {
  clientId: idSchema,
  issuedDate: { type: 'string', format: 'date' },
  dueDate: { type: 'string', format: 'date' },
  service: { type: 'string', minLength: 1, maxLength: 120 },
  total: { ...money, minimum: 0 },
  balance: money,
  invoiceStatus: { type: 'string', enum: INVOICE_STATUSES },
} as const;

const invoiceInputRequired = ['clientId', 'issuedDate', 'dueDate', 'service', 'total', 'balance', 'invoiceStatus'];

export const invoiceInputSchema = {
  type: 'object',
  required: invoiceInputRequired,
  additionalProperties: false,
  properties: invoiceInputProperties,
} as const;

export const invoiceUpdateSchema = {
  type: 'object',
  required: ['id', ...invoiceInputRequired],
  additionalProperties: false,
  properties: { id: idSchema, ...invoiceInputProperties },
} as const;

export const invoiceEnvelopeSchema = { type: 'object', properties: { invoice: invoiceSchema } } as const;
