import type { DomainModule } from '../graphql/domain-module.js';
import { bulkJobResolvers } from './resolvers.js';

/** Bulk jobs: their progress and cancel (each list's bulk changes live with its domain and start jobs here). */
export const bulkJobsDomain: DomainModule = { name: 'bulk-jobs', resolvers: bulkJobResolvers };
