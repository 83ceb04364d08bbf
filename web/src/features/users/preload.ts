import type { RouteTarget } from '../../lib/routing/types';
import { preloadChangeHistory } from '../../components/audit/preload-history';
import { ability } from '../../lib/ability';
import { preloadQuery } from '../../lib/apollo/preload';
import { readUrlState } from '../../lib/url-state';
import { FirstUserQuery } from './api/first-user-query';
import { UserQuery } from './api/user-query';
import { UserSignInQuery } from './api/user-sign-in-query';
import { UsersQuery } from './api/users-query';
import { USER_LIST, usersVariables } from './user-list-state';

/** The routes' data, started with the navigation (their own chunk, loaded beside the page's). */
export function preloadUsers({ searchParams }: RouteTarget): void {
  preloadQuery(UsersQuery, usersVariables(readUrlState(USER_LIST, searchParams)));
}

/** The profile, and what its page asks once the profile is in: the sign-in card and the change history. */
export function preloadUser({ params }: RouteTarget): void {
  const id = params.id ?? '';
  preloadQuery(UserQuery, { id });
  if (ability.can('read', 'Account')) preloadQuery(UserSignInQuery, { id });
  preloadChangeHistory('User', id);
}

/** /apps/user/view opens the first user of the list as it is now (not what an earlier visit read): that view's path, or null. */
export function firstUserView(): Promise<string | null> {
  return preloadQuery(FirstUserQuery, undefined, 'network-only').then((data) => {
    const first = data?.users.items[0];
    return first ? `/apps/user/view/${first.id}` : null;
  });
}
