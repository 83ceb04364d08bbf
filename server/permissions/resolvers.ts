import type { PermissionRole as GraphQLRole, Resolvers } from '../__generated__/resolvers-types.js';
import { idFromGraphQL } from '../common/graphql-ids.js';
import { writerOf } from '../common/record-versions.js';
import type { PermissionRole } from './models.js';

/** GraphQL enum values can't contain '-': restricted_user is the REST 'restricted-user'. */
const toRole = (role: GraphQLRole): PermissionRole => (role === 'restricted_user' ? 'restricted-user' : role);
const fromRole = (role: PermissionRole): GraphQLRole => (role === 'restricted-user' ? 'restricted_user' : role);

/** Permissions over PermissionRepository, with the same CASL checks as the REST routes. */
export const permissionsResolvers: Resolvers = {
  Query: {
    permissions: async (_parent, args, ctx) => {
      ctx.authorize('read', 'Permission');
      const { permissions, total } = await ctx.repositories.permissions.list({
        q: args.q ?? undefined,
        assignedTo: args.assignedTo ? toRole(args.assignedTo) : undefined,
        page: args.page ?? undefined,
        perPage: args.perPage ?? undefined,
      });
      return { items: permissions, total };
    },
    allPermissions: (_parent, _args, ctx) => {
      ctx.authorize('read', 'Permission');
      return ctx.repositories.permissions.all();
    },
    permission: (_parent, { id }, ctx) => {
      ctx.authorize('read', 'Permission');
      return ctx.repositories.permissions.findById(idFromGraphQL(id, 'permission id'));
    },
  },
  Mutation: {
    addPermission: async (_parent, { name }, ctx) => {
      const { accountId } = ctx.authorize('create', 'Permission');
      return ctx.repositories.permissions.add(name, await writerOf(ctx.repositories.accounts, accountId));
    },
    // A stale `version` answers CONFLICT with who renamed the permission since (server/graphql/errors.ts).
    updatePermission: async (_parent, { id, name, version }, ctx) => {
      const { accountId } = ctx.authorize('update', 'Permission');
      return ctx.repositories.permissions.rename(idFromGraphQL(id, 'permission id'), name, await writerOf(ctx.repositories.accounts, accountId, version));
    },
    deletePermission: (_parent, { id }, ctx) => {
      ctx.authorize('delete', 'Permission');
      return ctx.repositories.permissions.delete(idFromGraphQL(id, 'permission id'));
    },
  },
  Permission: {
    assignedTo: (permission) => permission.assignedTo.map(fromRole),
  },
};
