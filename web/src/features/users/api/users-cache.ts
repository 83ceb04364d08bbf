import type { ApolloCache, Reference } from '@apollo/client';
import type { ModifierDetails } from '@apollo/client/cache';
import type { UserFieldsFragment, UserSortColumn, UsersQueryVariables } from '../../../__generated__/graphql.js';
import { fieldArgs } from '../../../lib/apollo/field-args.js';
import { claimNewRow, releaseRow, removedByLiveEcho } from '../../../lib/apollo/list-claims.js';
import { withoutRow, type CachedPage } from '../../../lib/apollo/numbered-page.js';
import { BILLING_TEXT } from '../components/user-meta.js';
import { UserFields } from './user-fields.js';

type UserFieldsOfQuery = { users: CachedPage; allUsers: readonly Reference[] };

const PER_PAGE = 10;

/** The server's rule (server/users/repository.ts): q in e-mail, full name or billing; exact role, plan, status. */
function matches(user: UserFieldsFragment, args: UsersQueryVariables): boolean {
  const q = (args.q ?? '').toLowerCase();
  const text = [user.email, user.fullName, BILLING_TEXT[user.billing]].map((s) => s.toLowerCase());
  return (
    (q === '' || text.some((s) => s.includes(q))) &&
    (!args.role || args.role === user.role) &&
    (!args.currentPlan || args.currentPlan === user.currentPlan) &&
    (!args.status || args.status === user.status)
  );
}

function sortValue(column: UserSortColumn, value: unknown): string | number {
  if (column === 'id') return Number(value);
  if (column === 'billing') return BILLING_TEXT[value as UserFieldsFragment['billing']] ?? String(value);
  return String(value ?? '');
}

function compare(a: string | number, b: string | number): number {
  return typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b), 'ru');
}

/**
 * Where `user` falls among a cached page's rows under the page's sort (ties go by id, as on the server):
 * the number of rows that come before it.
 */
function positionIn(page: CachedPage, user: UserFieldsFragment, args: UsersQueryVariables, readField: ModifierDetails['readField']): number {
  const column = args.sortColumn ?? 'fullName';
  const direction = args.sort === 'desc' ? -1 : 1;
  const own = sortValue(column, user[column]);
  return page.items.filter((ref) => {
    const order = direction * compare(sortValue(column, readField(column, ref)), own);
    return order < 0 || (order === 0 && Number(readField('id', ref)) < Number(user.id));
  }).length;
}

/**
 * After an add, without refetching the list. Each cached page the new user matches gets total + 1;
 * if the user sorts into that page it is written in (the page keeps 10 rows); if it sorts after the
 * page the rows stay as they are; if it sorts before the page, every row of that page shifts by one
 * and only the server knows which row now leads it, so that one entry is dropped and re-read when shown.
 * `allUsers` (newest first) gets the user at its head. Applied once, whether the mutation's answer or
 * the live event of the same add comes first.
 */
export function addUserToCache(cache: ApolloCache, user: UserFieldsFragment): void {
  const id = cache.identify({ __typename: 'User', id: user.id });
  if (!id || !claimNewRow(cache, 'User', user.id)) return;
  cache.writeFragment({ id, fragment: UserFields, data: user });
  cache.modify<UserFieldsOfQuery>({
    fields: {
      users(stored, { storeFieldName, readField, toReference, DELETE }) {
        const existing = stored as CachedPage;
        const args = fieldArgs<UsersQueryVariables>(storeFieldName);
        if (!matches(user, args)) return existing;
        const page = args.page ?? 1;
        const perPage = args.perPage ?? PER_PAGE;
        const position = positionIn(existing, user, args, readField);
        const fitsHere = (position > 0 || page === 1) && (position < existing.items.length || existing.items.length < perPage);
        const ref = toReference(id);
        if (fitsHere && ref) {
          const items = [...existing.items.slice(0, position), ref, ...existing.items.slice(position)].slice(0, perPage);
          return { ...existing, total: existing.total + 1, items };
        }
        if (position === existing.items.length) return { ...existing, total: existing.total + 1 };
        return DELETE;
      },
      allUsers(existing, { toReference }) {
        const ref = toReference(id);
        return ref ? [ref, ...existing] : existing;
      },
    },
  });
}

/**
 * After a delete (also in the optimistic layer, so it rolls back with it): pages holding the user lose
 * the row and one from their total; pages of the same filter that come after it shift by one and are
 * dropped to be re-read; pages it did not match only keep their rows. Then the user itself is evicted.
 * A user no longer in the cache was already removed (this session's delete and its live echo both arrive
 * here) or never read: nothing to do.
 */
export function removeUserFromCache(cache: ApolloCache, user: UserFieldsFragment | null, userId: string): void {
  const id = cache.identify({ __typename: 'User', id: userId });
  if (!id || !cache.readFragment({ id, fragment: UserFields, returnPartialData: true }) || removedByLiveEcho(cache, 'User', userId)) return;
  releaseRow(cache, 'User', userId);
  cache.modify<UserFieldsOfQuery>({
    fields: {
      users(stored, { storeFieldName, readField, DELETE }) {
        const existing = stored as CachedPage;
        const without = withoutRow(existing, userId, readField);
        if (without) return without;
        if (!user) return DELETE;
        const args = fieldArgs<UsersQueryVariables>(storeFieldName);
        if (!matches(user, args)) return existing;
        const after = positionIn(existing, user, args, readField) === existing.items.length;
        return after ? { ...existing, total: Math.max(0, existing.total - 1) } : DELETE;
      },
    },
  });
  cache.evict({ id });
  cache.gc();
}
