import type { DomainModule } from '../graphql/domain-module.js';
import { calendarResolvers } from './resolvers.js';
import { calendarRoutes } from './routes.js';

/** The calendar domain: REST routes and GraphQL resolvers over CalendarRepository. */
export const calendarDomain: DomainModule = { name: 'calendar', routes: calendarRoutes, resolvers: calendarResolvers };
