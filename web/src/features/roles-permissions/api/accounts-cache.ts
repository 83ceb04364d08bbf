import type { ApolloCache, Reference } from '@apollo/client';
import type { AccountFieldsFragment, AccountRoleCountsQuery as RoleCounts, AccountsQueryVariables } from '../../../__generated__/graphql.js';
import { fieldArgs } from '../../../lib/apollo/field-args.js';
import { claimNewRow } from '../../../lib/apollo/list-claims.js';
import { AccountFields } from './account-fields.js';
import { AccountRoleCountsQuery } from './accounts-query.js';

/** A cached AccountPage: no id, so it is stored inline. */
interface CachedPage {
  total: number;
  items: readonly Reference[];
}

const PER_PAGE = 10;

/** The server's rule (server/auth/rules.ts matchesAccount): q in the e-mail, full name or username, exact role and activity. */
export function accountMatches(account: AccountFieldsFragment, args: AccountsQueryVariables): boolean {
  const q = (args.q ?? '').trim().toLowerCase();
  if (args.role && account.role !== args.role) return false;
  if (typeof args.active === 'boolean' && account.active !== args.active) return false;
  return q === '' || [account.email, account.fullName, account.username].some((text) => text.toLowerCase().includes(q));
}

const numeric = (id: unknown) => Number(id);

/**
 * Puts an account where the cached pages of accounts say it belongs, without refetching: the lists are in id
 * order, so a page that holds it and no longer matches loses it (and one from its total); a page whose filters it
 * now matches gets it in place when its id falls within the page, or only a larger total when it falls after;
 * a later page whose rows shift by the change is dropped and read again when shown. Idempotent: the mutation's
 * answer and its live echo may both arrive.
 */
export function placeAccountInLists(cache: ApolloCache, account: AccountFieldsFragment): void {
  const id = cache.identify({ __typename: 'Account', id: account.id });
  if (!id) return;
  cache.writeFragment({ id, fragment: AccountFields, data: account });
  cache.modify<{ accounts: CachedPage }>({
    fields: {
      accounts(stored, { storeFieldName, readField, toReference, DELETE }) {
        const page = stored as CachedPage;
        const args = fieldArgs<AccountsQueryVariables>(storeFieldName);
        const ids = page.items.map((ref) => numeric(readField('id', ref)));
        const present = ids.includes(numeric(account.id));
        const matches = accountMatches(account, args);
        if (present === matches) return page;
        const perPage = args.perPage ?? PER_PAGE;
        const before = ids.length > 0 && numeric(account.id) < ids[0] && (args.page ?? 1) > 1;
        if (before) return DELETE;
        if (present) return { total: Math.max(0, page.total - 1), items: page.items.filter((ref) => numeric(readField('id', ref)) !== numeric(account.id)) };
        const ref = toReference(id);
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
  if (claimNewRow(cache, 'Account', account.id)) placeAccountInLists(cache, account);
}

/** The counts the server sent after a change (the live payload): the role cards and the last-admin guard read them. */
export function writeRoleCounts(cache: ApolloCache, accountRoleCounts: RoleCounts['accountRoleCounts']): void {
  cache.writeQuery({ query: AccountRoleCountsQuery, data: { accountRoleCounts } });
}
