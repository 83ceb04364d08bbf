import { recordChanges } from '../events/publishing.js';
import type { UserRepository } from './repository.js';

/** Listed users added and deleted (and brought back by a restore), REST or GraphQL alike. */
export const publishUserChanges = recordChanges<UserRepository>('user', { add: 'CREATED', delete: 'DELETED', reinstate: 'CREATED' });
