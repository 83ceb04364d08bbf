import type { DomainModule } from '../graphql/domain-module.js';
import { permissionsResolvers } from './resolvers.js';
import { permissionsRoutes } from './routes.js';

/** The permissions domain: REST routes and GraphQL resolvers over PermissionRepository. */
export const permissionsDomain: DomainModule = {
  name: 'permissions',
  routes: permissionsRoutes,
  resolvers: permissionsResolvers,
};
