import type { EventPublisher } from '../events/bus.js';
import { liveEvent } from '../events/envelope.js';
import { publishingWrites, type ErrorReporter } from '../events/publishing.js';
import type { PermissionRecord } from './models.js';
import type { PermissionRepository } from './repository.js';
import { rolesAffected } from './rules.js';
import type { ChangeKind, TopicRules } from '../events/catalog.js';

declare module '../events/catalog.js' {
  interface LiveEventTopics {
    permission: { change: ChangeKind; permission: PermissionRecord };
  }
}

/** Who may receive this domain's live events (server/events/catalog.ts). */
export const permissionTopics = { permission: { subject: 'Permission', shared: true } } as const satisfies Partial<TopicRules>;

/**
 * Permissions added, changed and deleted, REST or GraphQL alike (`permission`), and the roles whose abilities the
 * change moved (`ability`: their accounts' open pages update their menu and buttons). A rename moves none;
 * a restore (server/audit/) brings a deleted permission back as created.
 */
export function publishPermissionChanges(repo: PermissionRepository, events: EventPublisher, report: ErrorReporter): PermissionRepository {
  const before = (id: number) => repo.findById(id);
  const publish = (change: ChangeKind, permission: PermissionRecord, previous: PermissionRecord | null) => {
    events.publish(liveEvent({ topic: 'permission', change, permission }));
    const roles = rolesAffected(previous, change === 'DELETED' ? null : permission);
    if (roles.length > 0) events.publish(liveEvent({ topic: 'ability', accountIds: [], roles }));
  };
  return publishingWrites(
    repo,
    {
      add: { after: (permission) => publish('CREATED', permission, null) },
      update: { before, after: (permission, _args, previous) => publish('UPDATED', permission, (previous as PermissionRecord | undefined) ?? null) },
      delete: { after: (permission) => publish('DELETED', permission, permission) },
      reinstate: { after: (permission) => publish('CREATED', permission, null) },
    },
    report,
  );
}
