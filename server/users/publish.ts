import { recordChanges } from '../events/publishing.js';
import type { UserRepository } from './repository.js';
import type { ChangeKind, TopicRules } from '../events/catalog.js';
import type { UserRecord } from './models.js';

declare module '../events/catalog.js' {
  interface LiveEventTopics {
    user: { change: ChangeKind; user: UserRecord };
  }
}

/** Who may receive this domain's live events (server/events/catalog.ts). */
export const userTopics = { user: { subject: 'User', shared: true } } as const satisfies Partial<TopicRules>;

/** Listed users added, changed and deleted (and brought back by a restore), REST or GraphQL alike. */
export const publishUserChanges = recordChanges<UserRepository, 'user'>(
  'user',
  'user',
  { add: 'CREATED', update: 'UPDATED', delete: 'DELETED', reinstate: 'CREATED' },
  { addMany: 'CREATED', updateMany: 'UPDATED' },
);
