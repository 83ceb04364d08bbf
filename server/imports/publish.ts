import type { EventPublisher } from '../events/bus.js';
import type { TopicRules } from '../events/catalog.js';
import { liveEvent } from '../events/envelope.js';
import { publishingWrites, type ErrorReporter } from '../events/publishing.js';
import type { ImportJobRecord } from './models.js';
import type { ImportJobRepository } from './repository.js';

declare module '../events/catalog.js' {
  interface LiveEventTopics {
    /** An import's start, progress, cancel request or end: to the account that uploaded it. */
    importJob: { job: ImportJobRecord };
  }
}

export const importJobTopics = { importJob: { subject: 'Auth', shared: false } } as const satisfies Partial<TopicRules>;

/** Every change of an import's record, to its owner's sessions. */
export function publishImportJobChanges(repo: ImportJobRepository, events: EventPublisher, report: ErrorReporter): ImportJobRepository {
  const publish = { after: (job: ImportJobRecord) => events.publish(liveEvent({ topic: 'importJob', job }, [job.ownerId])) };
  return publishingWrites(repo, { create: publish, start: publish, progress: publish, finish: publish, requestCancel: publish }, report);
}
