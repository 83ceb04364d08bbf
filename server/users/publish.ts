import { recordChanges } from '../events/publishing.js';
import type { UserRepository } from './repository.js';

/** Listed users added and deleted, REST or GraphQL alike. */
export const publishUserChanges = recordChanges<UserRepository>('user', { add: 'CREATED', delete: 'DELETED' });
