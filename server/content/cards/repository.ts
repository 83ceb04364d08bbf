import type { AnalyticsPeriod, AvgSessions, Customers, GoalOverview, ProductOrders, RevenueCard, RevenueReport, RevenueYear, SessionsByDevice, StatisticsRecord, SupportTracker } from './models.js';

/** Period-aware answers also list the choices, so a dashboard can build its period menu. */
export type WithPeriods<T> = T & { periods: { value: AnalyticsPeriod; label: string }[] };

/**
 * The dashboard cards: read-only datasets (shared), chosen by period (default last_28_days) or year for the
 * revenue report (default 2020); an unknown period or year is an InvalidInputError, an unknown statistics
 * card a NotFoundError. Both stores answer through rules.ts `DatasetCards`; tests/content/contract.test.ts
 * pins that both answer alike.
 */
export interface CardsRepository {
  supportTracker(period?: string): Promise<WithPeriods<SupportTracker>>;
  avgSessions(period?: string): Promise<WithPeriods<AvgSessions>>;
  revenueReport(year?: number): Promise<RevenueReport & { years: RevenueYear[] }>;
  goalOverview(): Promise<GoalOverview>;
  revenue(): Promise<RevenueCard>;
  productOrders(period?: string): Promise<WithPeriods<ProductOrders>>;
  sessionsByDevice(period?: string): Promise<WithPeriods<SessionsByDevice>>;
  customers(period?: string): Promise<WithPeriods<Customers>>;
  statistics(kind: string, period?: string): Promise<WithPeriods<StatisticsRecord>>;
}
