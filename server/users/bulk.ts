import { checkedSelection, selectedIds, type Selection } from '../bulk-jobs/rules.js';
import { startListJob } from '../bulk-jobs/start.js';
import { oneByOne } from '../bulk-jobs/runner.js';
import type { BulkJobRecord } from '../bulk-jobs/models.js';
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

export function bulkUpdateUsers(ctx: GraphQLContext, selection: Selection<UserFilter>, patch: UserChanges): Promise<BulkJobRecord> {
  const users = ctx.repositories.users;
  return startListJob(ctx, {
    kind: 'users.update',
    action: 'update',
    subject: 'User',
    select: () => {
      if (Object.values(patch).every((value) => value === undefined)) throw new InvalidFieldError('patch', 'changes nothing: give at least one field');
      return selectedUsers(ctx, selection);
    },
    apply: oneByOne(async (id) => {
      await users.update(id, patch);
    }),
  });
}

export function bulkDeleteUsers(ctx: GraphQLContext, selection: Selection<UserFilter>): Promise<BulkJobRecord> {
  const users = ctx.repositories.users;
  return startListJob(ctx, {
    kind: 'users.delete',
    action: 'delete',
    subject: 'User',
    select: () => selectedUsers(ctx, selection),
    apply: oneByOne(async (id) => {
      await users.delete(id);
    }),
  });
}
