import type { DomainModule } from '../graphql/domain-module.js';
import { notificationResolvers } from './resolvers.js';

/** The navbar bell (GraphQL only; raised by NotificationRules from live events). */
export const notificationsDomain: DomainModule = { name: 'notifications', resolvers: notificationResolvers };
