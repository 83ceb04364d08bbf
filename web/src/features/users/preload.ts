import type { RouteTarget } from '../../app/routing/preload-route';
import { preloadQuery } from '../../lib/apollo/preload';
import { readUrlState } from '../../lib/url-state';
import { UserQuery } from './api/user-query';
import { UsersQuery } from './api/users-query';
import { USER_LIST, usersVariables } from './user-list-state';

/** The routes' data, started with the navigation (their own chunk, loaded beside the page's). */
export function preloadUsers({ searchParams }: RouteTarget): void {
  preloadQuery(UsersQuery, usersVariables(readUrlState(USER_LIST, searchParams)));
}

export function preloadUser({ params }: RouteTarget): void {
  preloadQuery(UserQuery, { id: params.id ?? '' });
}
