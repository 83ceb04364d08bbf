/**
 * Dashboard cards (spec section 3 "Analytics cards", "Statistics series"; section 9 periods and
 * years). Every period-aware card holds one dataset per period so the dashboards can switch.
 */
export const ANALYTICS_PERIODS = [
  { value: 'last_28_days', label: 'Последние 28 дней' },
  { value: 'last_month', label: 'Прошлый месяц' },
  { value: 'last_year', label: 'Прошлый год' },
] as const;

export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number]['value'];

export const PERIOD_VALUES = ANALYTICS_PERIODS.map((p) => p.value);

export const REVENUE_YEARS = [2020, 2019, 2018] as const;

export type RevenueYear = (typeof REVENUE_YEARS)[number];

export const STATISTICS_KINDS = [
  'orders-bar-chart', 'profit-line-chart', 'subscribers', 'revenue', 'sales', 'orders', 'site-traffic', 'active-users', 'newsletter',
] as const;

export type StatisticsKind = (typeof STATISTICS_KINDS)[number];

export interface SupportTracker {
  period: AnalyticsPeriod;
  totalTicket: number;
  newTicket: number;
  openTicket: number;
  /** Average first response, in hours. */
  responseTime: number;
  /** Share of tickets closed, percent. */
  completedPercent: number;
}

export interface AvgSessions {
  period: AnalyticsPeriod;
  /** Average sessions per day. */
  sessions: number;
  /** Change against the previous period, percent. */
  growth: number;
  labels: string[];
  series: number[];
  goal: number;
  goalProgress: number;
  users: number;
  usersProgress: number;
  retention: number;
  retentionProgress: number;
  /** Average session length, minutes. */
  duration: number;
  durationProgress: number;
}

export interface RevenueReport {
  year: RevenueYear;
  labels: string[];
  earning: number[];
  expense: number[];
  totalEarning: number;
  totalExpense: number;
  budget: number;
  budgetSeries: number[];
}

export interface GoalOverview {
  completed: number;
  inProgress: number;
  percent: number;
}

export interface RevenueCard {
  labels: string[];
  currentMonth: number[];
  previousMonth: number[];
  currentTotal: number;
  previousTotal: number;
}

export interface ProductOrders {
  period: AnalyticsPeriod;
  finished: number;
  pending: number;
  rejected: number;
  total: number;
  /** finished, pending, rejected as percent of total, for a donut chart. */
  series: number[];
}

export const DEVICES = [
  { device: 'desktop', name: 'Компьютер' },
  { device: 'mobile', name: 'Смартфон' },
  { device: 'tablet', name: 'Планшет' },
] as const;

export interface SessionsByDevice {
  period: AnalyticsPeriod;
  devices: { device: (typeof DEVICES)[number]['device']; name: string; usage: number; upDown: number }[];
}

export interface Customers {
  period: AnalyticsPeriod;
  new: number;
  returning: number;
  referrals: number;
  total: number;
}

export interface StatisticsRecord {
  kind: StatisticsKind;
  period: AnalyticsPeriod;
  title: string;
  unit: 'count' | 'currency';
  total: number;
  growth: number;
  labels: string[];
  series: { name: string; data: number[] }[];
}

export interface CardsSeed {
  supportTracker: Record<AnalyticsPeriod, SupportTracker>;
  avgSessions: Record<AnalyticsPeriod, AvgSessions>;
  revenueReport: Record<RevenueYear, RevenueReport>;
  goalOverview: GoalOverview;
  revenue: RevenueCard;
  productOrders: Record<AnalyticsPeriod, ProductOrders>;
  sessionsByDevice: Record<AnalyticsPeriod, SessionsByDevice>;
  customers: Record<AnalyticsPeriod, Customers>;
  statistics: Record<StatisticsKind, Record<AnalyticsPeriod, StatisticsRecord>>;
}
