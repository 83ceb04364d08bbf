import type { EventPublisher } from '../events/bus.js';
import { liveEvent } from '../events/envelope.js';
import { publishRecordChanges, type ErrorReporter } from '../events/publishing.js';
import type { InvoiceRecord } from './models.js';
import type { InvoiceRepository } from './repository.js';

/** Invoices added, edited and deleted, REST or GraphQL alike. */
export function publishInvoiceChanges(repo: InvoiceRepository, events: EventPublisher, report: ErrorReporter): InvoiceRepository {
  return publishRecordChanges<InvoiceRepository, InvoiceRecord>(
    repo,
    { add: 'CREATED', update: 'UPDATED', remove: 'DELETED' },
    (change, invoice) => events.publish(liveEvent({ topic: 'invoice', change, invoice })),
    report,
  );
}
