import type { Resolvers, TaskSort as GqlTaskSort } from '../__generated__/resolvers-types.js';
import { avatarOf } from '../avatars/person-avatar.js';
import { idFromGraphQL } from '../common/graphql-ids.js';
import { writerOf } from '../common/record-versions.js';
import type { GraphQLContext } from '../graphql/context.js';
import type { AssigneeRef, TaskChanges, TaskSort, TeamMember } from './models.js';

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

const writer = (ctx: GraphQLContext, version?: number | null) => writerOf(ctx.repositories.accounts, ctx.principal?.accountId, version);

/** tasks, task, assignees and the task mutations over TodoRepository, with REST's CASL rules. */
export const todoResolvers: Resolvers = {
  Query: {
    tasks: async (_parent, { q, filter, tag, sortBy, page, perPage }, ctx) => {
      ctx.authorize('read', 'Task');
      const { items, total, totalEstimated = false } = await ctx.repositories.todo.list(
        { q: q ?? undefined, filter: filter ?? undefined, tag: tag ?? undefined, sortBy: sortBy ? SORTS[sortBy] : undefined },
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
