import type { Resolvers, TaskSort as GqlTaskSort } from '../__generated__/resolvers-types.js';
import { avatarOf } from '../avatars/person-avatar.js';
import { idFromGraphQL } from '../common/graphql-ids.js';
import { writerOf } from '../common/record-versions.js';
import type { GraphQLContext } from '../graphql/context.js';
import type { AssigneeRef, TaskChanges, TaskFilter, TaskQuery, TaskSort, TaskTag, TeamMember } from './models.js';
import { bulkDeleteTasks, bulkUpdateTasks } from './bulk.js';

// GraphQL enum values cannot contain '-'.
const SORTS: Record<GqlTaskSort, TaskSort> = {
  latest: 'latest',
  title_asc: 'title-asc',
  title_desc: 'title-desc',
  assignee: 'assignee',
  due_date: 'due-date',
};

function assigneeRef(id: string | null | undefined): AssigneeRef | undefined {
  if (id === undefined) return undefined;
  return id === null ? null : { id: idFromGraphQL(id, 'assigneeId') };
}

interface TaskFields {
  title?: string | null;
  dueDate?: Date | null;
  description?: string | null;
  assigneeId?: string | null;
  tags?: TaskChanges['tags'] | null;
  isCompleted?: boolean | null;
  isImportant?: boolean | null;
  isDeleted?: boolean | null;
}

/** GraphQL nulls on non-nullable record fields mean "leave unchanged", like an omitted field. */
function toChanges(input: TaskFields): TaskChanges {
  const given = <T>(value: T | null | undefined): T | undefined => value ?? undefined;
  return {
    title: given(input.title),
    dueDate: given(input.dueDate)?.toISOString(),
    description: given(input.description),
    assignee: assigneeRef(input.assigneeId),
    tags: given(input.tags),
    isCompleted: given(input.isCompleted),
    isImportant: given(input.isImportant),
    isDeleted: given(input.isDeleted),
  };
}

/** The list's filter from the arguments of `tasks` (and a bulk selection's `matching`): one reading for both. */
function taskQueryOf(args: { q?: string | null; filter?: TaskFilter | null; tag?: TaskTag | null; sortBy?: GqlTaskSort | null }): TaskQuery {
  return { q: args.q ?? undefined, filter: args.filter ?? undefined, tag: args.tag ?? undefined, sortBy: args.sortBy ? SORTS[args.sortBy] : undefined };
}

const ids = (values: readonly string[] | null | undefined, label: string) => values?.map((id) => idFromGraphQL(id, label));

const writer = (ctx: GraphQLContext, version?: number | null) => writerOf(ctx.repositories.accounts, ctx.principal?.accountId, version);

/** tasks, task, assignees and the task mutations over TodoRepository, with REST's CASL rules. */
export const todoResolvers: Resolvers = {
  Query: {
    tasks: async (_parent, { q, filter, tag, sortBy, page, perPage }, ctx) => {
      ctx.authorize('read', 'Task');
      const { items, total, totalEstimated = false } = await ctx.repositories.todo.list(
        taskQueryOf({ q, filter, tag, sortBy }),
        { page: page ?? undefined, perPage: perPage ?? undefined },
      );
      return { items, total, totalEstimated };
    },
    task: (_parent, { id }, ctx) => {
      ctx.authorize('read', 'Task');
      return ctx.repositories.todo.find(idFromGraphQL(id));
    },
    assignees: (_parent, _args, ctx) => {
      ctx.authorize('read', 'Task');
      return ctx.repositories.todo.members();
    },
  },
  Mutation: {
    addTask: async (_parent, { input }, ctx) => {
      ctx.authorize('create', 'Task');
      return ctx.repositories.todo.add({ ...toChanges(input), title: input.title, dueDate: input.dueDate.toISOString() }, await writer(ctx));
    },
    updateTask: async (_parent, { id, input }, ctx) => {
      ctx.authorize('update', 'Task');
      return ctx.repositories.todo.update(idFromGraphQL(id), toChanges(input), await writer(ctx, input.version));
    },
    deleteTask: async (_parent, { id }, ctx) => {
      ctx.authorize('delete', 'Task');
      return ctx.repositories.todo.remove(idFromGraphQL(id), await writer(ctx));
    },
    bulkUpdateTasks: async (_parent, { selection, patch }, ctx) => {
      const given = <T>(value: T | null | undefined): T | undefined => value ?? undefined;
      return bulkUpdateTasks(
        ctx,
        { ids: ids(selection.ids, 'selection.ids'), matching: selection.matching ? taskQueryOf(selection.matching) : null, exceptIds: ids(selection.exceptIds, 'selection.exceptIds') },
        {
          assignee: assigneeRef(patch.assigneeId),
          addTags: given(patch.addTags),
          removeTags: given(patch.removeTags),
          isCompleted: given(patch.isCompleted),
          isImportant: given(patch.isImportant),
        },
        await writer(ctx),
      );
    },
    bulkDeleteTasks: async (_parent, { selection }, ctx) =>
      bulkDeleteTasks(
        ctx,
        { ids: ids(selection.ids, 'selection.ids'), matching: selection.matching ? taskQueryOf(selection.matching) : null, exceptIds: ids(selection.exceptIds, 'selection.exceptIds') },
        await writer(ctx),
      ),
  },
  TaskAssignee: {
    avatar: (member) => avatarOf(member.fullName, member.avatar),
  },
  GuestAssignee: {
    avatar: (guest) => avatarOf(guest.fullName, guest.avatar),
  },
  Task: {
    assignee: (task, _args, ctx) => {
      if (task.assigneeId === null) return null;
      const todo = ctx.repositories.todo;
      // The team is small: one read answers every assignee of the request.
      return ctx
        .loader<number, TeamMember | null>('todo.assignee', async (ids) => {
          const team = await todo.members();
          return ids.map((id) => team.find((m) => m.id === id) ?? null);
        })
        .load(task.assigneeId);
    },
  },
};
