import { recordChanges } from '../events/publishing.js';
import type { InvoiceRepository } from './repository.js';

/** Invoices added, edited and deleted (and brought back by a restore), REST or GraphQL alike. */
export const publishInvoiceChanges = recordChanges<InvoiceRepository>('invoice', { add: 'CREATED', update: 'UPDATED', remove: 'DELETED', reinstate: 'CREATED' });
