import type { EventPublisher } from '../events/bus.js';
import type { ChangeKind } from '../events/catalog.js';
import { liveEvent } from '../events/envelope.js';
import { publishingWrites, type ErrorReporter } from '../events/publishing.js';
import type { PermissionRecord } from './models.js';
import type { PermissionRepository } from './repository.js';

/** Permissions added, renamed and deleted, REST or GraphQL alike. */
export function publishPermissionChanges(repo: PermissionRepository, events: EventPublisher, report: ErrorReporter): PermissionRepository {
  const publish = (change: ChangeKind, permission: PermissionRecord) => events.publish(liveEvent({ topic: 'permission', change, permission }));
  return publishingWrites(
    repo,
    {
      add: { after: (permission) => publish('CREATED', permission) },
      rename: { after: (permission) => publish('UPDATED', permission) },
      delete: { after: (permission) => publish('DELETED', permission) },
    },
    report,
  );
}
