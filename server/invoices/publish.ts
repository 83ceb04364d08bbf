import { recordChanges } from '../events/publishing.js';
import type { InvoiceRepository } from './repository.js';
import type { ChangeKind, TopicRules } from '../events/catalog.js';
import type { InvoiceRecord } from './models.js';

declare module '../events/catalog.js' {
  interface LiveEventTopics {
    invoice: { change: ChangeKind; invoice: InvoiceRecord };
  }
}

/** Who may receive this domain's live events (server/events/catalog.ts). */
export const invoiceTopics = { invoice: { subject: 'Invoice', shared: true } } as const satisfies Partial<TopicRules>;

/** Invoices added, edited and deleted (and brought back by a restore), REST or GraphQL alike. */
export const publishInvoiceChanges = recordChanges<InvoiceRepository, 'invoice'>('invoice', 'invoice', { add: 'CREATED', update: 'UPDATED', remove: 'DELETED', reinstate: 'CREATED' });
