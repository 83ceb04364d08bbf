import { checkedSelection, selectedIds, type Selection } from '../bulk-jobs/rules.js';
import { startListJob } from '../bulk-jobs/start.js';
import { oneByOne } from '../bulk-jobs/runner.js';
import type { BulkJobRecord } from '../bulk-jobs/models.js';
import type { JobKind } from '../bulk-jobs/kinds.js';
import { MAX_PER_PAGE } from '../common/schemas.js';
import { InvalidFieldError } from '../common/errors.js';
import type { GraphQLContext } from '../graphql/context.js';
import type { UserChanges, UserQuery } from './models.js';

/** The list's filter of a selection: what `users` filters by, nothing of its order or paging. */
export type UserFilter = Pick<UserQuery, 'q' | 'role' | 'currentPlan' | 'status'>;

/** Every id the users list's own filter (`UserRepository.list`) matches, page by page in id order. */
async function matchingUsers(ctx: GraphQLContext, filter: UserFilter): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const { users } = await ctx.repositories.users.list({ ...filter, sortColumn: 'id', page, perPage: MAX_PER_PAGE });
    ids.push(...users.map((user) => user.id));
    if (users.length < MAX_PER_PAGE) return ids;
  }
}

const selectedUsers = (ctx: GraphQLContext, selection: Selection<UserFilter>) => selectedIds(checkedSelection(selection), (filter) => matchingUsers(ctx, filter));

export const updateUsers: JobKind<UserChanges> = {
  name: 'users.update',
  action: 'update',
  subject: 'User',
  apply: ({ users }, patch) =>
    oneByOne(async (id) => {
      await users.update(id, patch);
    }),
};

export const deleteUsers: JobKind<null> = {
  name: 'users.delete',
  action: 'delete',
  subject: 'User',
  apply: ({ users }) =>
    oneByOne(async (id) => {
      await users.delete(id);
    }),
};

export function bulkUpdateUsers(ctx: GraphQLContext, selection: Selection<UserFilter>, patch: UserChanges): Promise<BulkJobRecord> {
  return startListJob(ctx, {
    kind: updateUsers,
    params: patch,
    select: () => {
      if (Object.values(patch).every((value) => value === undefined)) throw new InvalidFieldError('patch', 'changes nothing: give at least one field');
      return selectedUsers(ctx, selection);
    },
  });
}

export function bulkDeleteUsers(ctx: GraphQLContext, selection: Selection<UserFilter>): Promise<BulkJobRecord> {
  return startListJob(ctx, { kind: deleteUsers, params: null, select: () => selectedUsers(ctx, selection) });
}
