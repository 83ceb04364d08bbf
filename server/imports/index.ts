import type { DomainModule } from '../graphql/domain-module.js';
import { importJobResolvers } from './resolvers.js';
import { importRoutes } from './routes.js';
import type { ImportTarget } from './target.js';

/** CSV imports into the lists that declare a target (server/composition/import-targets.ts names them). */
export function importsDomain(targets: readonly ImportTarget[]): DomainModule {
  return { name: 'imports', routes: importRoutes(targets), resolvers: importJobResolvers };
}
