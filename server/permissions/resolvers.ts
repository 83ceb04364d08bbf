import type { Resolvers } from '../__generated__/resolvers-types.js';
import { graphqlRole, roleFromGraphQL } from '../access/roles.js';
import { idFromGraphQL } from '../common/graphql-ids.js';
import { writerOf } from '../common/record-versions.js';

/** Permissions over PermissionRepository, with the same CASL checks as the REST routes. */
export const permissionsResolvers: Resolvers = {
  Query: {
    permissions: async (_parent, args, ctx) => {
      ctx.authorize('read', 'Permission');
      const { permissions, total } = await ctx.repositories.permissions.list({
        q: args.q ?? undefined,
        assignedTo: args.assignedTo ? roleFromGraphQL(args.assignedTo) : undefined,
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
    addPermission: async (_parent, { name, assignedTo, grants }, ctx) => {
      const { accountId } = ctx.authorize('create', 'Permission');
      const input = { name, assignedTo: assignedTo?.map(roleFromGraphQL), grants: grants ?? undefined };
      return ctx.repositories.permissions.add(input, await writerOf(ctx.repositories.accounts, accountId));
    },
    // A stale `version` answers CONFLICT with who changed the permission since (server/graphql/errors.ts).
    updatePermission: async (_parent, { id, name, assignedTo, grants, version }, ctx) => {
      const { accountId } = ctx.authorize('update', 'Permission');
      const changes = { name: name ?? undefined, assignedTo: assignedTo?.map(roleFromGraphQL), grants: grants ?? undefined };
      return ctx.repositories.permissions.update(idFromGraphQL(id, 'permission id'), changes, await writerOf(ctx.repositories.accounts, accountId, version));
    },
    deletePermission: (_parent, { id }, ctx) => {
      ctx.authorize('delete', 'Permission');
      return ctx.repositories.permissions.delete(idFromGraphQL(id, 'permission id'));
    },
  },
  Permission: {
    assignedTo: (permission) => permission.assignedTo.map(graphqlRole),
  },
};
