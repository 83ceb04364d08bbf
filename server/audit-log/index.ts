import type { DomainModule } from '../graphql/domain-module.js';
import { auditResolvers } from './resolvers.js';
import { auditRoutes } from './routes.js';

/** The audit log: REST GET /api/audit-log and the GraphQL log, restore and live feed over AuditLogRepository. */
export const auditDomain: DomainModule = { name: 'audit', routes: auditRoutes, resolvers: auditResolvers };
