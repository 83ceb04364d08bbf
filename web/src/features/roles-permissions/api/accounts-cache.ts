import type { ApolloCache } from '@apollo/client';
import type { AccountFieldsFragment, AccountRoleCountsQuery as RoleCounts, AccountsQueryVariables } from '../../../__generated__/graphql.js';
import { fieldArgs } from '../../../lib/apollo/field-args.js';
import { claimNewRow } from '../../../lib/apollo/list-claims.js';
import type { CachedPage } from '../../../lib/apollo/numbered-page.js';
import { AccountFields } from './account-fields.js';
import { AccountRoleCountsQuery } from './accounts-query.js';

const PER_PAGE = 10;

/** What the accounts lists filter by, beside the search text. */
export type AccountState = Pick<AccountFieldsFragment, 'role' | 'active'>;

/** The server's rule (server/auth/rules.ts matchesAccount): q in the e-mail, full name or username, exact role and activity. */
export function accountMatches(account: Pick<AccountFieldsFragment, 'email' | 'fullName' | 'username' | 'role' | 'active'>, args: AccountsQueryVariables): boolean {
  const q = (args.q ?? '').trim().toLowerCase();
  if (args.role && account.role !== args.role) return false;
  if (typeof args.active === 'boolean' && account.active !== args.active) return false;
  return q === '' || [account.email, account.fullName, account.username].some((text) => text.toLowerCase().includes(q));
}

const numeric = (id: unknown) => Number(id);

/** How long the lists' view of an account is trusted over what a caller says it was: far past a round trip. */
const LISTED_TTL_MS = 60_000;
const listed = new WeakMap<ApolloCache, Map<string, AccountState & { at: number }>>();

/**
 * The role and activity the cached lists last placed an account by. A change reaches the cache twice (the
 * mutation's answer and its live echo, in either order): the second finds the lists already placed by the new
 * state and changes nothing, even for a list where the account is off the cached page.
 */
function listedState(cache: ApolloCache): Map<string, AccountState & { at: number }> {
  let states = listed.get(cache);
  if (!states) listed.set(cache, (states = new Map()));
  const now = Date.now();
  for (const [id, state] of states) if (now - state.at > LISTED_TTL_MS) states.delete(id);
  return states;
}

/**
 * Puts an account where the cached pages of accounts say it belongs, without refetching. `previous` is its role and
 * activity before the change (null for a new account): a list it matched before and still matches keeps it (the
 * normalized record updates itself); a list it left loses it (the row, when on the page, and one from the total); a
 * list it joined counts it, with the row in place when its id falls within the page (lists are in id order). A later
 * page whose rows shift by the change is dropped and read again when shown. Idempotent: the mutation's answer and
 * its live echo may both arrive.
 */
export function placeAccountInLists(cache: ApolloCache, account: AccountFieldsFragment, said: AccountState | null): void {
  const id = cache.identify({ __typename: 'Account', id: account.id });
  if (!id) return;
  cache.writeFragment({ id, fragment: AccountFields, data: account });
  const states = listedState(cache);
  const previous = states.get(account.id) ?? said;
  states.set(account.id, { role: account.role, active: account.active, at: Date.now() });
  if (previous !== null && previous.role === account.role && previous.active === account.active) return;
  cache.modify<{ accounts: CachedPage }>({
    fields: {
      accounts(stored, { storeFieldName, readField, toReference, DELETE }) {
        const page = stored as CachedPage;
        const args = fieldArgs<AccountsQueryVariables>(storeFieldName);
        const ids = page.items.map((ref) => numeric(readField('id', ref)));
        const present = ids.includes(numeric(account.id));
        const matches = accountMatches(account, args);
        const matched = previous !== null && accountMatches({ ...account, ...previous }, args);
        if (matched === matches) return page;
        const perPage = args.perPage ?? PER_PAGE;
        const beforePage = ids.length > 0 && numeric(account.id) < ids[0] && (args.page ?? 1) > 1;
        if (beforePage) return DELETE;
        if (!matches) return { total: Math.max(0, page.total - 1), items: page.items.filter((ref) => numeric(readField('id', ref)) !== numeric(account.id)) };
        const ref = toReference(id);
        if (present) return { ...page, total: page.total + 1 };
        const fits = ids.length < perPage || numeric(account.id) < ids[ids.length - 1];
        if (!ref || !fits) return { ...page, total: page.total + 1 };
        const at = ids.findIndex((other) => other > numeric(account.id));
        const items = at < 0 ? [...page.items, ref] : [...page.items.slice(0, at), ref, ...page.items.slice(at)];
        return { total: page.total + 1, items: items.slice(0, perPage) };
      },
    },
  });
}

/** A new account, counted into the matching lists once, whether the mutation's answer or its live echo comes first. */
export function addAccountToCache(cache: ApolloCache, account: AccountFieldsFragment): void {
  if (claimNewRow(cache, 'Account', account.id)) placeAccountInLists(cache, account, null);
}

/** The counts the server sent after a change (the live payload): the role cards and the last-admin guard read them. */
export function writeRoleCounts(cache: ApolloCache, accountRoleCounts: RoleCounts['accountRoleCounts']): void {
  cache.writeQuery({ query: AccountRoleCountsQuery, data: { accountRoleCounts } });
}
