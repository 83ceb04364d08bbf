import type { EventPublisher } from '../events/bus.js';
import type { ChangeKind, TopicRules } from '../events/catalog.js';
import { liveEvent } from '../events/envelope.js';
import { publishingWrites, type ErrorReporter } from '../events/publishing.js';
import type { MailLogEntry } from './models.js';
import type { MailRepository } from './repository.js';
import { logEntryOf } from './rules.js';

declare module '../events/catalog.js' {
  interface LiveEventTopics {
    /**
     * A letter queued (CREATED) or moved on by a worker (UPDATED: claimed, sent, due again, failed): the mail log.
     * Its log entry only: never its body or links (a claim's answer holds them; `logEntryOf` leaves them out).
     */
    mailLetter: { change: ChangeKind; letter: MailLogEntry };
  }
}

/** The mail log's readers (`read MailLog`) receive every letter's changes; the entry is the same for each of them. */
export const mailTopics = { mailLetter: { subject: 'MailLog', shared: true } } as const satisfies Partial<TopicRules>;

/** Every write of the queue, as the mail log's live feed: a letter's status and tries move on the open page. */
export function publishMailChanges(repo: MailRepository, events: EventPublisher, report: ErrorReporter): MailRepository {
  const publish = (change: ChangeKind) => ({
    after: (letter: MailLogEntry | undefined) => {
      if (letter) events.publish(liveEvent({ topic: 'mailLetter', change, letter: logEntryOf(letter) }));
    },
  });
  return publishingWrites(
    repo,
    { enqueue: publish('CREATED'), claim: publish('UPDATED'), markSent: publish('UPDATED'), markRetry: publish('UPDATED'), markFailed: publish('UPDATED') },
    report,
  );
}
