import type { EventPublisher } from '../events/bus.js';
import type { TopicRules } from '../events/catalog.js';
import { liveEvent } from '../events/envelope.js';
import { publishingWrites, type ErrorReporter } from '../events/publishing.js';
import type { BulkJobRecord } from './models.js';
import type { BulkJobRepository } from './repository.js';

declare module '../events/catalog.js' {
  interface LiveEventTopics {
    /** A bulk job's progress, cancel request or end: to the account that started it. */
    bulkJob: { job: BulkJobRecord };
  }
}

export const bulkJobTopics = { bulkJob: { subject: 'Auth', shared: false } } as const satisfies Partial<TopicRules>;

/** Every change of a job's record, to its owner's sessions. */
export function publishBulkJobChanges(repo: BulkJobRepository, events: EventPublisher, report: ErrorReporter): BulkJobRepository {
  const publish = { after: (job: BulkJobRecord) => events.publish(liveEvent({ topic: 'bulkJob', job }, [job.ownerId])) };
  const publishEach = { after: (jobs: BulkJobRecord[]) => jobs.forEach(publish.after) };
  return publishingWrites(repo, { create: publish, progress: publish, finish: publish, requestCancel: publish, interruptStale: publishEach }, report);
}
