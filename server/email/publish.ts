import type { EventPublisher } from '../events/bus.js';
import { liveEvent } from '../events/envelope.js';
import { publishingWrites, type ErrorReporter } from '../events/publishing.js';
import type { EmailRecord } from './models.js';
import type { EmailRepository } from './repository.js';
import type { ChangeKind, TopicRules } from '../events/catalog.js';

declare module '../events/catalog.js' {
  interface LiveEventTopics {
    /** `accountId`: whose mailbox (the event's audience). */
    emails: { change: ChangeKind; accountId: number; emails: EmailRecord[] };
  }
}

/** Who may receive this domain's live events (server/events/catalog.ts). */
export const emailTopics = { emails: { subject: 'Email', shared: false } } as const satisfies Partial<TopicRules>;

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
