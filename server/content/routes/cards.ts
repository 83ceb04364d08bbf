import type { FastifyPluginAsync } from 'fastify';
import { errorSchema, protectedErrorResponses } from '../../common/schemas.js';
import { NotFoundError } from '../../common/errors.js';
import { DEFAULT_PERIOD, DEFAULT_YEAR } from '../cards/rules.js';
import { arr, int, ints, num, nums, obj, str, strings } from '../json-schema.js';
import { ANALYTICS_PERIODS, DEVICES, PERIOD_VALUES, REVENUE_YEARS, STATISTICS_KINDS, type StatisticsKind } from '../cards/models.js';

const periodSchema = { type: 'string', enum: [...PERIOD_VALUES] } as const;
const periodQuery = { type: 'object', properties: { period: { ...periodSchema, default: DEFAULT_PERIOD } } } as const;
const periodsSchema = arr(obj({ value: periodSchema, label: str }));
const nameParams = { type: 'object', properties: { name: { type: 'string', maxLength: 60 } } } as const;

/**
 * Response schema of a period-aware card: its own fields plus the chosen period and the choices,
 * and `last_days`, the period menu as the legacy cards read it (labels only).
 */
function periodCard(properties: Record<string, unknown>) {
  return obj({ period: periodSchema, ...properties, periods: periodsSchema, last_days: strings });
}

/*
 * What the legacy dashboard cards read that ours names differently, added beside our fields on the
 * REST face only: the period menu as `last_days`, order counts under `chart_info`, device and
 * customer rows with react-feather icons and text colour classes, short figures as text, the average sessions'
 * growth as the signed percentage it prints.
 */
const lastDays = ANALYTICS_PERIODS.map((p) => p.label);
const withLastDays = <C extends object>(card: C) => ({ ...card, last_days: lastDays });
const DEVICE_ROWS = {
  desktop: { icon: 'Monitor', iconColor: 'text-primary' },
  mobile: { icon: 'Smartphone', iconColor: 'text-warning' },
  tablet: { icon: 'Tablet', iconColor: 'text-danger' },
} as const;
const CUSTOMER_ROWS = [
  ['new', 'Новые', 'text-primary'],
  ['returning', 'Вернувшиеся', 'text-warning'],
  ['referrals', 'По рекомендации', 'text-danger'],
] as const;
/** The statistics cards that show their total as `analyticsData.<key>`. */
const ANALYTICS_DATA_KEYS: Partial<Record<StatisticsKind, string>> = {
  subscribers: 'subscribers',
  revenue: 'revenue',
  sales: 'sales',
  orders: 'orders',
};
const grouped = new Intl.NumberFormat('en-US');
/** A change as the legacy card prints it, sign included: 13.6 → '+13.6%', -4 → '-4%' (GraphQL keeps the number). */
const signedPercent = (value: number) => `${value > 0 ? '+' : value < 0 ? '-' : ''}${Math.abs(value)}%`;
const compact = (value: number) => (Math.abs(value) > 999 ? `${(value / 1000).toFixed(1)}k` : String(value));

const statisticsSchema = periodCard({
  kind: { type: 'string', enum: [...STATISTICS_KINDS] },
  title: str,
  unit: { type: 'string', enum: ['count', 'currency'] },
  total: int,
  growth: num,
  labels: strings,
  series: arr(obj({ name: str, data: ints })),
  statistics: str,
  analyticsData: obj(Object.fromEntries(Object.values(ANALYTICS_DATA_KEYS).map((key) => [key, int]))),
});

/**
 * GET /card/card-analytics/<name> and /card/card-statistics/<name> (spec section 7; periods and
 * years of section 9). One route per card so each declares its own shape; `?period=` selects the
 * dataset (default last_28_days), `?year=` the revenue report's year (default 2020). Unknown names
 * fall through to a catch-all that answers 404 JSON.
 */
export const cardRoutes: FastifyPluginAsync = async (app) => {
  const cards = () => app.repositories.content.cards;
  const ability = ['read', 'Analytics'] as const;
  const schema = (summary: string, response: unknown, querystring?: unknown) => ({
    tags: ['content'],
    summary,
    ...(querystring !== undefined && { querystring }),
    response: { 200: response, ...protectedErrorResponses },
  });
  type PeriodQuery = { Querystring: { period: string } };

  app.get<PeriodQuery>(
    '/card/card-analytics/support-tracker',
    {
      config: { ability },
      schema: schema(
        'Support tickets: total, new, open, response time, completion',
        periodCard({ title: str, totalTicket: int, newTicket: int, openTicket: int, responseTime: int, completedPercent: num }),
        periodQuery,
      ),
    },
    async (request) => ({ ...withLastDays(await cards().supportTracker(request.query.period)), title: 'Служба поддержки' }),
  );

  app.get<PeriodQuery>(
    '/card/card-analytics/avg-sessions',
    {
      config: { ability },
      schema: schema(
        'Average sessions with goal, users, retention and duration progress',
        periodCard({
          sessions: int,
          growth: str,
          labels: strings,
          series: ints,
          goal: int,
          goalProgress: int,
          users: int,
          usersProgress: int,
          retention: int,
          retentionProgress: int,
          duration: int,
          durationProgress: int,
        }),
        periodQuery,
      ),
    },
    async (request) => {
      const card = await cards().avgSessions(request.query.period);
      return { ...withLastDays(card), growth: signedPercent(card.growth) };
    },
  );

  app.get<{ Querystring: { year: number } }>(
    '/card/card-analytics/revenue-report',
    {
      config: { ability },
      schema: schema(
        'Monthly earning and expense of a year, with the budget',
        obj({
          year: int,
          years: ints,
          labels: strings,
          earning: ints,
          expense: ints,
          totalEarning: int,
          totalExpense: int,
          budget: int,
          budgetSeries: ints,
          price: str,
        }),
        { type: 'object', properties: { year: { type: 'integer', enum: [...REVENUE_YEARS], default: DEFAULT_YEAR } } },
      ),
    },
    async (request) => {
      const report = await cards().revenueReport(request.query.year);
      return { ...report, price: grouped.format(report.totalEarning) };
    },
  );

  app.get(
    '/card/card-analytics/goal-overview',
    { config: { ability }, schema: schema('Completed against in-progress goals', obj({ completed: int, inProgress: int, percent: int })) },
    async () => cards().goalOverview(),
  );

  app.get(
    '/card/card-analytics/revenue',
    {
      config: { ability },
      schema: schema(
        "This month's revenue against the previous month's",
        obj({ labels: strings, currentMonth: ints, previousMonth: ints, currentTotal: int, previousTotal: int }),
      ),
    },
    async () => cards().revenue(),
  );

  app.get<PeriodQuery>(
    '/card/card-analytics/product-orders',
    {
      config: { ability },
      schema: schema(
        'Finished, pending and rejected orders',
        periodCard({
          finished: int,
          pending: int,
          rejected: int,
          total: int,
          series: nums,
          chart_info: obj({ finished: int, pending: int, rejected: int }),
        }),
        periodQuery,
      ),
    },
    async (request) => {
      const orders = await cards().productOrders(request.query.period);
      const { finished, pending, rejected } = orders;
      return { ...withLastDays(orders), chart_info: { finished, pending, rejected } };
    },
  );

  app.get<PeriodQuery>(
    '/card/card-analytics/sessions-device',
    {
      config: { ability },
      schema: schema(
        'Sessions by device: usage share and change',
        periodCard({
          devices: arr(obj({ device: { type: 'string', enum: DEVICES.map((d) => d.device) }, name: str, usage: num, upDown: num })),
          chart_info: arr(obj({ icon: str, iconColor: str, name: str, usage: num, upDown: num })),
        }),
        periodQuery,
      ),
    },
    async (request) => {
      const sessions = await cards().sessionsByDevice(request.query.period);
      const chartInfo = sessions.devices.map(({ device, name, usage, upDown }) => ({ ...DEVICE_ROWS[device], name, usage, upDown }));
      return { ...withLastDays(sessions), chart_info: chartInfo };
    },
  );

  app.get<PeriodQuery>(
    '/card/card-analytics/customers',
    {
      config: { ability },
      schema: schema(
        'New, returning and referred customers',
        periodCard({
          new: int,
          returning: int,
          referrals: int,
          total: int,
          listData: arr(obj({ icon: str, iconColor: str, text: str, result: int })),
        }),
        periodQuery,
      ),
    },
    async (request) => {
      const customers = await cards().customers(request.query.period);
      const listData = CUSTOMER_ROWS.map(([key, text, iconColor]) => ({ icon: 'Circle', iconColor, text, result: customers[key] }));
      return { ...withLastDays(customers), listData };
    },
  );

  for (const kind of STATISTICS_KINDS) {
    app.get<PeriodQuery>(
      `/card/card-statistics/${kind}`,
      { config: { ability }, schema: schema(`Statistics series: ${kind}`, statisticsSchema, periodQuery) },
      async (request) => {
        const card = await cards().statistics(kind, request.query.period);
        const key = ANALYTICS_DATA_KEYS[kind];
        return {
          ...withLastDays(card),
          statistics: compact(card.total),
          ...(key !== undefined && { analyticsData: { [key]: card.total } }),
        };
      },
    );
  }

  for (const group of ['card-analytics', 'card-statistics']) {
    app.get<{ Params: { name: string } }>(
      `/card/${group}/:name`,
      {
        config: { ability },
        schema: { tags: ['content'], summary: 'Unknown card names: 404', params: nameParams, response: { 404: errorSchema, ...protectedErrorResponses } },
      },
      async (request) => {
        throw new NotFoundError(`Unknown card '${group}/${request.params.name}'`);
      },
    );
  }
};
