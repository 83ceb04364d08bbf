import { avatarOf } from '../avatars/person-avatar.js';
import type { Resolvers, UserBilling as GraphQLBilling } from '../__generated__/resolvers-types.js';
import { idFromGraphQL } from '../common/graphql-ids.js';
import type { UserBilling, UserPlan, UserRole, UserStatus } from './models.js';
import { bulkDeleteUsers, bulkUpdateUsers, type UserFilter } from './bulk.js';

/** GraphQL enum values can't hold spaces or dashes; this is the one mapping to the stored values. */
const BILLING: Record<GraphQLBilling, UserBilling> = {
  Auto_Debit: 'Auto Debit',
  Manual_Credit_Card: 'Manual - Credit Card',
  Manual_Paypal: 'Manual - Paypal',
  Manual_Cash: 'Manual - Cash',
};
const BILLING_KEY = Object.fromEntries(Object.entries(BILLING).map(([key, value]) => [value, key])) as Record<
  UserBilling,
  GraphQLBilling
>;

/** The list's filter from the arguments of `users` (and a bulk selection's `matching`): one reading for both. */
function userFilterOf(args: { q?: string | null; role?: UserRole | null; currentPlan?: UserPlan | null; status?: UserStatus | null }): UserFilter {
  return { q: args.q ?? undefined, role: args.role ?? undefined, currentPlan: args.currentPlan ?? undefined, status: args.status ?? undefined };
}

function selectionOf(selection: { ids?: readonly string[] | null; matching?: Parameters<typeof userFilterOf>[0] | null; exceptIds?: readonly string[] | null }) {
  return {
    ids: selection.ids?.map((id) => idFromGraphQL(id, 'selection.ids')),
    matching: selection.matching ? userFilterOf(selection.matching) : null,
    exceptIds: selection.exceptIds?.map((id) => idFromGraphQL(id, 'selection.exceptIds')),
  };
}

/** Listed users over UserRepository, with the same CASL checks as the REST routes. */
export const usersResolvers: Resolvers = {
  Query: {
    user: (_parent, { id }, ctx) => {
      ctx.authorize('read', 'User');
      return ctx.repositories.users.findById(idFromGraphQL(id, 'user id'));
    },
    users: async (_parent, args, ctx) => {
      ctx.authorize('read', 'User');
      const { users, total, totalEstimated } = await ctx.repositories.users.list({
        ...userFilterOf(args),
        sort: args.sort ?? undefined,
        sortColumn: args.sortColumn ?? undefined,
        page: args.page ?? undefined,
        perPage: args.perPage ?? undefined,
      });
      return { items: users, total, totalEstimated };
    },
    allUsers: (_parent, _args, ctx) => {
      ctx.authorize('read', 'User');
      return ctx.repositories.users.all();
    },
  },
  Mutation: {
    bulkUpdateUsers: (_parent, { selection, patch }, ctx) =>
      bulkUpdateUsers(ctx, selectionOf(selection), { role: patch.role ?? undefined, currentPlan: patch.currentPlan ?? undefined, status: patch.status ?? undefined }),
    bulkDeleteUsers: (_parent, { selection }, ctx) => bulkDeleteUsers(ctx, selectionOf(selection)),
    addUser: (_parent, { input }, ctx) => {
      ctx.authorize('create', 'User');
      return ctx.repositories.users.add({
        fullName: input.fullName,
        username: input.username,
        email: input.email,
        role: input.role,
        currentPlan: input.currentPlan,
        company: input.company ?? undefined,
        country: input.country ?? undefined,
        contact: input.contact ?? undefined,
        billing: input.billing ? BILLING[input.billing] : undefined,
        status: input.status ?? undefined,
        avatar: input.avatar ?? null,
      });
    },
    deleteUser: (_parent, { id }, ctx) => {
      ctx.authorize('delete', 'User');
      return ctx.repositories.users.delete(idFromGraphQL(id, 'user id'));
    },
  },
  User: {
    billing: (user) => BILLING_KEY[user.billing],
    avatar: (user) => avatarOf(user.fullName, user.avatar),
  },
};
