import type { Resolvers, StatisticsKind } from '../../__generated__/resolvers-types.js';
import type { StatisticsKind as CardKind } from '../cards/models.js';

/** GraphQL enum values cannot contain '-': orders_bar_chart is REST's orders-bar-chart. */
const restKind = (kind: StatisticsKind): CardKind => kind.replaceAll('_', '-') as CardKind;

/** Dashboard cards under 'read Analytics', like their REST routes. */
export const cardResolvers: Resolvers = {
  Query: {
    supportTracker: (_parent, { period }, ctx) => {
      ctx.authorize('read', 'Analytics');
      return ctx.repositories.content.cards.supportTracker(period ?? undefined);
    },
    avgSessions: (_parent, { period }, ctx) => {
      ctx.authorize('read', 'Analytics');
      return ctx.repositories.content.cards.avgSessions(period ?? undefined);
    },
    revenueReport: (_parent, { year }, ctx) => {
      ctx.authorize('read', 'Analytics');
      return ctx.repositories.content.cards.revenueReport(year ?? undefined);
    },
    goalOverview: (_parent, _args, ctx) => {
      ctx.authorize('read', 'Analytics');
      return ctx.repositories.content.cards.goalOverview();
    },
    revenue: (_parent, _args, ctx) => {
      ctx.authorize('read', 'Analytics');
      return ctx.repositories.content.cards.revenue();
    },
    productOrders: (_parent, { period }, ctx) => {
      ctx.authorize('read', 'Analytics');
      return ctx.repositories.content.cards.productOrders(period ?? undefined);
    },
    sessionsByDevice: (_parent, { period }, ctx) => {
      ctx.authorize('read', 'Analytics');
      return ctx.repositories.content.cards.sessionsByDevice(period ?? undefined);
    },
    customers: (_parent, { period }, ctx) => {
      ctx.authorize('read', 'Analytics');
      return ctx.repositories.content.cards.customers(period ?? undefined);
    },
    statistics: (_parent, { kind, period }, ctx) => {
      ctx.authorize('read', 'Analytics');
      return ctx.repositories.content.cards.statistics(restKind(kind), period ?? undefined);
    },
  },
  StatisticsSeries: {
    kind: (series) => series.kind.replaceAll('-', '_') as StatisticsKind,
  },
};
