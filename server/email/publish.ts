import type { EventPublisher } from '../events/bus.js';
import type { ChangeKind } from '../events/catalog.js';
import { liveEvent } from '../events/envelope.js';
import { publishingWrites, type ErrorReporter } from '../events/publishing.js';
import type { EmailRecord } from './models.js';
import type { EmailRepository } from './repository.js';

/**
 * Mails flagged, moved, labelled (UPDATED, in bulk) and composed (CREATED), REST or GraphQL alike: to the
 * mailbox's own account only (its other sessions update too).
 */
export function publishEmailChanges(repo: EmailRepository, events: EventPublisher, report: ErrorReporter): EmailRepository {
  const publish = (change: ChangeKind, accountId: number, emails: EmailRecord[]) =>
    events.publish(liveEvent({ topic: 'emails', change, accountId, emails }, [accountId]));
  return publishingWrites(
    repo,
    {
      update: { after: (emails, [accountId]) => publish('UPDATED', accountId, emails) },
      toggleLabel: { after: (emails, [accountId]) => publish('UPDATED', accountId, emails) },
      compose: { after: (email, [accountId]) => publish('CREATED', accountId, [email]) },
    },
    report,
  );
}
