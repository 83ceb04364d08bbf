import type { EventPublisher } from '../events/bus.js';
import type { ChangeKind } from '../events/catalog.js';
import { liveEvent } from '../events/envelope.js';
import { publishingWrites, type ErrorReporter } from '../events/publishing.js';
import type { InvoiceRecord } from './models.js';
import type { InvoiceRepository } from './repository.js';

/** Invoices added, edited and deleted, REST or GraphQL alike. */
export function publishInvoiceChanges(repo: InvoiceRepository, events: EventPublisher, report: ErrorReporter): InvoiceRepository {
  const publish = (change: ChangeKind, invoice: InvoiceRecord) => events.publish(liveEvent({ topic: 'invoice', change, invoice }));
  return publishingWrites(
    repo,
    {
      add: { after: (invoice) => publish('CREATED', invoice) },
      update: { after: (invoice) => publish('UPDATED', invoice) },
      remove: { after: (invoice) => publish('DELETED', invoice) },
    },
    report,
  );
}
