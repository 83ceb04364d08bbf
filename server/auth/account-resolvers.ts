import type { Resolvers } from '../__generated__/resolvers-types.js';
import { idFromGraphQL } from '../common/graphql-ids.js';
import type { EventOf } from '../events/catalog.js';
import { httpClient, type GraphQLContext } from '../graphql/context.js';
import { liveField } from '../graphql/live-field.js';
import { ACCOUNT_ROLES, graphqlRole, roleFromGraphQL } from '../access/roles.js';
import type { AccountRecord } from './models.js';
import { languageOf } from '../mail/rules.js';

const roleCountList = (counts: Awaited<ReturnType<GraphQLContext['repositories']['accounts']['roleCounts']>>) =>
  ACCOUNT_ROLES.map((role) => ({ role: graphqlRole(role), count: counts[role] }));

const actorOf = async (ctx: GraphQLContext, actorId: number | null) => (actorId === null ? null : ((await ctx.repositories.accounts.findById(actorId)) ?? null));

/**
 * The signed-in account as it now is, for `abilityChanged`. Read afresh, not from what this instance keeps: the
 * event may come from another instance (PostgreSQL), ahead of this one's recheck. One read per event serves every
 * socket of this instance.
 */
const freshRoles = new WeakMap<EventOf<'ability'>, ReturnType<GraphQLContext['roleAbilities']['fresh']>>();

/** Account administration: the GraphQL face; the rules are the accounts repository's (server/auth/rules.ts). */
export const accountResolvers: Resolvers = {
  Query: {
    accounts: async (_parent, args, ctx) => {
      ctx.authorize('read', 'Account');
      const { accounts, total } = await ctx.repositories.accounts.list({
        q: args.q ?? undefined,
        role: args.role ? roleFromGraphQL(args.role) : undefined,
        active: args.active ?? undefined,
        page: args.page ?? undefined,
        perPage: args.perPage ?? undefined,
      });
      return { items: accounts, total };
    },
    accountRoleCounts: async (_parent, _args, ctx) => {
      ctx.authorize('read', 'Account');
      return roleCountList(await ctx.repositories.accounts.roleCounts());
    },
  },
  Mutation: {
    createAccount: (_parent, { input }, ctx) => {
      ctx.authorize('create', 'Account');
      return ctx.accountAdministration.create({ ...input, role: roleFromGraphQL(input.role) }, languageOf(httpClient(ctx).acceptLanguage));
    },
    updateAccountRole: (_parent, { id, role }, ctx) => {
      const { accountId } = ctx.authorize('update', 'Account');
      return ctx.repositories.accounts.changeRole(idFromGraphQL(id, 'account id'), roleFromGraphQL(role), accountId);
    },
    setAccountActive: (_parent, { id, active }, ctx) => {
      const { accountId } = ctx.authorize('update', 'Account');
      return ctx.accountAdministration.setActive(idFromGraphQL(id, 'account id'), active, accountId);
    },
    acceptInvitation: async (_parent, { token, password }, ctx) =>
      ctx.authService.signIn(await ctx.accountAdministration.acceptInvitation(token, password), httpClient(ctx)),
  },
  Subscription: {
    abilityChanged: liveField(
      ['ability'],
      async (event, ctx, { accountId }) => {
        let roles = freshRoles.get(event);
        if (!roles) freshRoles.set(event, (roles = ctx.roleAbilities.fresh()));
        const [account] = await Promise.all([ctx.repositories.accounts.findById(accountId), roles]);
        if (!account) throw new Error(`account ${accountId} of an open subscription is gone`);
        return ctx.authService.userData(account);
      },
      (event, principal) => event.accountIds.includes(principal.accountId) || event.roles.includes(principal.role),
    ),
    accountChanged: liveField(['account'], async (event, ctx) => ({
      change: event.change,
      account: event.account,
      previous: event.previous && { role: graphqlRole(event.previous.role), active: event.previous.active },
      roleCounts: roleCountList(await ctx.repositories.accounts.roleCounts()),
      actor: await actorOf(ctx, event.actorId),
    })),
  },
  // The role as GraphQL spells it wherever an account shows (userData too).
  AuthUser: {
    role: (user) => graphqlRole(user.role),
  },
  Account: {
    role: (account) => graphqlRole(account.role),
    invitedUntil: (account) => account.inviteExpiresAt,
  },
  User: {
    account: async (user, _args, ctx) => {
      ctx.authorize('read', 'Account');
      const account: AccountRecord | undefined = await ctx.repositories.accounts.findByEmail(user.email);
      return account ?? null;
    },
  },
};
