import type { DomainModule } from '../domain.js';

/** The permissions domain: REST routes and GraphQL resolvers over PermissionRepository. */
export const permissionsDomain: DomainModule = { name: 'permissions' };
