import type { EventPublisher } from '../events/bus.js';
import type { ChangeKind } from '../events/catalog.js';
import { liveEvent } from '../events/envelope.js';
import { publishingWrites, type ErrorReporter } from '../events/publishing.js';
import type { EmailRecord } from './models.js';
import type { EmailRepository } from './repository.js';

/** Mails flagged, moved, labelled (UPDATED, in bulk) and composed (CREATED), REST or GraphQL alike. */
export function publishEmailChanges(repo: EmailRepository, events: EventPublisher, report: ErrorReporter): EmailRepository {
  const publish = (change: ChangeKind, emails: EmailRecord[]) => events.publish(liveEvent({ topic: 'emails', change, emails }));
  return publishingWrites(
    repo,
    {
      update: { after: (emails) => publish('UPDATED', emails) },
      toggleLabel: { after: (emails) => publish('UPDATED', emails) },
      compose: { after: (email) => publish('CREATED', [email]) },
    },
    report,
  );
}
