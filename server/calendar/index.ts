import type { DomainModule } from '../domain.js';

/** The calendar domain: REST routes and GraphQL resolvers over CalendarRepository. */
export const calendarDomain: DomainModule = { name: 'calendar' };
