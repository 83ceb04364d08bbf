import type { AccountRole as GraphQLRole, Resolvers } from '../__generated__/resolvers-types.js';
import { graphqlRole, roleFromGraphQL, type AccountRole } from '../access/roles.js';
import { idFromGraphQL } from '../common/graphql-ids.js';
import { writerOf } from '../common/record-versions.js';
import type { GraphQLContext } from '../graphql/context.js';
import { liveField } from '../graphql/live-field.js';
import { deleteView, hearsOf, isDefaultView, mayChangeView, saveView, updateView, viewsOf } from './service.js';

const roles = (sharedWith: readonly GraphQLRole[] | null | undefined): AccountRole[] | undefined =>
  sharedWith?.map((role) => roleFromGraphQL(role) as AccountRole);
const given = <T>(value: T | null | undefined): T | undefined => value ?? undefined;
const writer = (ctx: GraphQLContext, version?: number | null) => writerOf(ctx.repositories.accounts, ctx.principal?.accountId, version);

/** savedViews and the view mutations over SavedViewRepository, with the rules of service.ts. */
export const savedViewResolvers: Resolvers = {
  Query: {
    savedViews: (_parent, { list }, ctx) => viewsOf(ctx.repositories.savedViews, ctx.principal, list),
  },
  Mutation: {
    saveView: async (_parent, { input }, ctx) =>
      saveView(
        ctx.repositories.savedViews,
        ctx.principal,
        { list: input.list, name: input.name, state: input.state, sharedWith: roles(input.sharedWith), isDefault: given(input.isDefault) },
        await writer(ctx),
      ),
    updateView: async (_parent, { id, input, version }, ctx) =>
      updateView(
        ctx.repositories.savedViews,
        ctx.principal,
        idFromGraphQL(id),
        // null leaves a field as it is, as absence does.
        { name: given(input.name), state: given(input.state), sharedWith: roles(given(input.sharedWith)), isDefault: given(input.isDefault) },
        await writer(ctx, version),
      ),
    deleteView: (_parent, { id }, ctx) => deleteView(ctx.repositories.savedViews, ctx.principal, idFromGraphQL(id)),
  },
  Subscription: {
    savedViewChanged: liveField(
      ['savedView'],
      async (e, ctx) => ({
        change: e.change,
        list: e.list,
        view: e.view,
        actor: e.actorId === null ? null : ((await ctx.repositories.accounts.findById(e.actorId)) ?? null),
      }),
      (e, principal) => hearsOf(principal, e.list, e.view, e.sharedBefore),
    ),
  },
  SavedView: {
    sharedWith: (view) => view.sharedWith.map((role) => graphqlRole(role)),
    isDefault: (view, _args, ctx) => isDefaultView(ctx.repositories.savedViews, ctx.principal, view),
    isMine: (view, _args, ctx) => view.ownerId === ctx.principal?.accountId,
    canEdit: (view, _args, ctx) => mayChangeView(ctx.principal, view),
  },
};
