import { recordChanges } from '../events/publishing.js';
import type { PermissionRepository } from './repository.js';

/** Permissions added, renamed and deleted (and brought back by a restore), REST or GraphQL alike. */
export const publishPermissionChanges = recordChanges<PermissionRepository>('permission', { add: 'CREATED', rename: 'UPDATED', delete: 'DELETED', reinstate: 'CREATED' });
