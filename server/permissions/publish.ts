import type { EventPublisher } from '../events/bus.js';
import { liveEvent } from '../events/envelope.js';
import { publishRecordChanges, type ErrorReporter } from '../events/publishing.js';
import type { PermissionRecord } from './models.js';
import type { PermissionRepository } from './repository.js';

/** Permissions added, renamed and deleted, REST or GraphQL alike. */
export function publishPermissionChanges(repo: PermissionRepository, events: EventPublisher, report: ErrorReporter): PermissionRepository {
  return publishRecordChanges<PermissionRepository, PermissionRecord>(
    repo,
    { add: 'CREATED', rename: 'UPDATED', delete: 'DELETED' },
    (change, permission) => events.publish(liveEvent({ topic: 'permission', change, permission })),
    report,
  );
}
