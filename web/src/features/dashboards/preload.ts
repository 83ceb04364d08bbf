import type { AnalyticsPeriod, StatisticsKind } from '../../__generated__/graphql';
import type { RouteTarget } from '../../lib/routing/types';
import { preloadQuery } from '../../lib/apollo/preload';
import { readUrlState } from '../../lib/url-state';
import {
  AvgSessionsQuery,
  CustomersQuery,
  GoalOverviewQuery,
  ProductOrdersQuery,
  RevenueQuery,
  RevenueReportQuery,
  SessionsByDeviceQuery,
  StatisticsQuery,
  SupportTrackerQuery,
} from './api/card-queries';
import { DASHBOARD, REVENUE_YEARS } from './period';

/**
 * What the cards of each dashboard ask for the URL's period, started with the navigation (their own chunk, loaded
 * beside the page's): the cards then find their answers instead of asking once the page has rendered. The lists
 * follow the pages' slots (pages/*-dashboard-page.tsx); the dashboards' browser test checks each read is asked once.
 */
const periodOf = ({ searchParams }: RouteTarget): AnalyticsPeriod => readUrlState(DASHBOARD, searchParams).period;

const statistics = (kinds: readonly StatisticsKind[], period: AnalyticsPeriod) => {
  for (const kind of kinds) preloadQuery(StatisticsQuery, { kind, period });
};

/** The welcome card (revenue), the overview (sales, active users, orders, revenue) and the four tiles. */
const ECOMMERCE_STATISTICS: readonly StatisticsKind[] = ['revenue', 'sales', 'active_users', 'orders', 'orders_bar_chart', 'profit_line_chart'];
/** The five tiles. */
const ANALYTICS_STATISTICS: readonly StatisticsKind[] = ['subscribers', 'orders', 'site_traffic', 'active_users', 'newsletter'];

export function preloadEcommerceDashboard(target: RouteTarget): void {
  const period = periodOf(target);
  statistics(ECOMMERCE_STATISTICS, period);
  preloadQuery(RevenueReportQuery, { year: REVENUE_YEARS[0] });
  preloadQuery(GoalOverviewQuery);
  preloadQuery(ProductOrdersQuery, { period });
  preloadQuery(RevenueQuery);
}

export function preloadAnalyticsDashboard(target: RouteTarget): void {
  const period = periodOf(target);
  statistics(ANALYTICS_STATISTICS, period);
  preloadQuery(AvgSessionsQuery, { period });
  preloadQuery(SupportTrackerQuery, { period });
  preloadQuery(SessionsByDeviceQuery, { period });
  preloadQuery(CustomersQuery, { period });
}
