import type { Resolvers } from '../__generated__/resolvers-types.js';
import { NotFoundError } from '../common/errors.js';
import { deviceOf } from './device.js';
import type { SessionRecord } from './repository.js';

const endedIds = (sessions: readonly SessionRecord[]) => ({ endedSessionIds: sessions.map((session) => session.id) });

/** The caller's own sessions: listed and ended by any signed-in account, whatever its role. */
export const sessionResolvers: Resolvers = {
  Query: {
    accountSessions: (_parent, _args, ctx) => ctx.authService.liveSessions(ctx.signedIn()),
  },
  Mutation: {
    logout: async (_parent, { refreshToken }, ctx) =>
      endedIds(await ctx.authService.logout({ refreshToken: refreshToken ?? undefined, caller: ctx.principal ?? undefined })),
    endSession: async (_parent, { id }, ctx) => {
      const ended = await ctx.authService.endSession(ctx.signedIn(), String(id));
      if (!ended) throw new NotFoundError(`Session ${id} not found`);
      return endedIds([ended]);
    },
    endOtherSessions: async (_parent, _args, ctx) => endedIds(await ctx.authService.endOtherSessions(ctx.signedIn())),
  },
  AccountSession: {
    device: (session) => deviceOf(session.userAgent),
    current: (session, _args, ctx) => session.id === ctx.principal?.sessionId,
  },
};
