import { SEED_EPOCH } from '../random.js';
import { type AnalyticsPeriod, PERIOD_VALUES, REVENUE_YEARS, type RevenueYear, STATISTICS_KINDS, type StatisticsKind, type RevenueReport, DEVICES, type StatisticsRecord, type CardsSeed } from '../../server/content/cards/models.js';
import { createRandom, type Random } from '../../server/common/random.js';

const MONTHS = ['янв', 'фев', 'мар', 'апр', 'май', 'июн', 'июл', 'авг', 'сен', 'окт', 'ноя', 'дек'];
const DAY_MS = 86_400_000;

/** Chart labels: days (DD.MM) for the day periods, months for the year. */
function periodLabels(period: AnalyticsPeriod): string[] {
  const day = (d: Date) => `${String(d.getUTCDate()).padStart(2, '0')}.${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  if (period === 'last_year') return [...MONTHS];
  if (period === 'last_28_days') {
    return Array.from({ length: 28 }, (_, i) => day(new Date(SEED_EPOCH.getTime() - (28 - i) * DAY_MS)));
  }
  const first = new Date(Date.UTC(SEED_EPOCH.getUTCFullYear(), SEED_EPOCH.getUTCMonth() - 1, 1));
  const days = new Date(Date.UTC(SEED_EPOCH.getUTCFullYear(), SEED_EPOCH.getUTCMonth(), 0)).getUTCDate();
  return Array.from({ length: days }, (_, i) => day(new Date(first.getTime() + i * DAY_MS)));
}

/** How many days one chart point covers, to scale per-point values. */
const POINT_DAYS: Record<AnalyticsPeriod, number> = { last_28_days: 1, last_month: 1, last_year: 30 };
/** Whole-period length in days, to scale totals. */
const PERIOD_DAYS: Record<AnalyticsPeriod, number> = { last_28_days: 28, last_month: 31, last_year: 365 };

/** A wavy, positive series around `base` so charts look like real traffic. */
function wave(random: Random, count: number, base: number): number[] {
  const phase = random.next() * Math.PI * 2;
  return Array.from({ length: count }, (_, i) =>
    Math.max(1, Math.round(base * (1 + 0.25 * Math.sin(phase + i / 2.5) + (random.next() - 0.5) * 0.3))),
  );
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10);
const growth = (random: Random) => Math.round((random.next() * 60 - 20) * 10) / 10;

function perPeriod<T>(build: (period: AnalyticsPeriod) => T): Record<AnalyticsPeriod, T> {
  return Object.fromEntries(PERIOD_VALUES.map((p) => [p, build(p)])) as Record<AnalyticsPeriod, T>;
}

const STATISTICS_META: Record<StatisticsKind, { title: string; unit: 'count' | 'currency'; names: string[]; daily: number }> = {
  'orders-bar-chart': { title: 'Заказы', unit: 'count', names: ['Заказы'], daily: 95 },
  'profit-line-chart': { title: 'Прибыль', unit: 'currency', names: ['Прибыль'], daily: 2100 },
  subscribers: { title: 'Подписчики', unit: 'count', names: ['Подписчики'], daily: 310 },
  revenue: { title: 'Выручка', unit: 'currency', names: ['Выручка'], daily: 3300 },
  sales: { title: 'Продажи', unit: 'count', names: ['Продажи', 'Возвраты'], daily: 140 },
  orders: { title: 'Заказы', unit: 'count', names: ['Заказы'], daily: 1280 },
  'site-traffic': { title: 'Посещаемость сайта', unit: 'count', names: ['Посетители'], daily: 5200 },
  'active-users': { title: 'Активные пользователи', unit: 'count', names: ['Активные пользователи'], daily: 870 },
  newsletter: { title: 'Рассылка', unit: 'count', names: ['Открытия'], daily: 480 },
};

export function seedCards(): CardsSeed {
  const random = createRandom('content-cards');
  const scale = (period: AnalyticsPeriod) => PERIOD_DAYS[period];

  const supportTracker = perPeriod((period) => {
    const totalTicket = Math.round(random.int(5, 8) * scale(period));
    const newTicket = Math.round(totalTicket * (0.2 + random.next() * 0.1));
    const openTicket = Math.round(totalTicket * (0.05 + random.next() * 0.1));
    return {
      period,
      totalTicket,
      newTicket,
      openTicket,
      responseTime: random.int(2, 12),
      completedPercent: percent(totalTicket - openTicket, totalTicket),
    };
  });

  const avgSessions = perPeriod((period) => {
    const labels = periodLabels(period);
    const series = wave(random, labels.length, random.int(2200, 3000) * POINT_DAYS[period]);
    return {
      period,
      sessions: Math.round(sum(series) / PERIOD_DAYS[period]),
      growth: growth(random),
      labels,
      series,
      goal: 100_000 * (period === 'last_year' ? 12 : 1),
      goalProgress: random.int(40, 90),
      users: random.int(80, 120) * scale(period),
      usersProgress: random.int(30, 80),
      retention: random.int(60, 95),
      retentionProgress: random.int(50, 95),
      duration: random.int(4, 18),
      durationProgress: random.int(20, 70),
    };
  });

  const revenueReport = Object.fromEntries(
    REVENUE_YEARS.map((year) => {
      const earning = wave(random, 12, random.int(180, 260) * 100);
      const expense = earning.map((e) => Math.round(e * (0.45 + random.next() * 0.3)));
      return [
        year,
        {
          year,
          labels: [...MONTHS],
          earning,
          expense,
          totalEarning: sum(earning),
          totalExpense: sum(expense),
          budget: Math.round(sum(earning) * 1.1),
          budgetSeries: wave(random, 12, random.int(200, 280) * 100),
        },
      ];
    }),
  ) as Record<RevenueYear, RevenueReport>;

  const completed = random.int(700, 900);
  const inProgress = random.int(100, 250);
  const goalOverview = { completed, inProgress, percent: Math.round((completed / (completed + inProgress)) * 100) };

  const revenueLabels = Array.from({ length: 10 }, (_, i) => String((i + 1) * 3));
  const currentMonth = wave(random, 10, 5000);
  const previousMonth = wave(random, 10, 4500);
  const revenue = {
    labels: revenueLabels,
    currentMonth,
    previousMonth,
    currentTotal: sum(currentMonth),
    previousTotal: sum(previousMonth),
  };

  const productOrders = perPeriod((period) => {
    const finished = random.int(18, 26) * scale(period);
    const pending = random.int(4, 9) * scale(period);
    const rejected = random.int(1, 4) * scale(period);
    const total = finished + pending + rejected;
    return { period, finished, pending, rejected, total, series: [percent(finished, total), percent(pending, total), percent(rejected, total)] };
  });

  const sessionsByDevice = perPeriod((period) => {
    const desktop = random.int(45, 62);
    const mobile = random.int(25, 40);
    return {
      period,
      devices: DEVICES.map(({ device, name }, i) => ({
        device,
        name,
        usage: [desktop, mobile, 100 - desktop - mobile][i],
        upDown: growth(random),
      })),
    };
  });

  const customers = perPeriod((period) => {
    const fresh = random.int(20, 30) * scale(period);
    const returning = random.int(10, 20) * scale(period);
    const referrals = random.int(3, 9) * scale(period);
    return { period, new: fresh, returning, referrals, total: fresh + returning + referrals };
  });

  const statistics = Object.fromEntries(
    STATISTICS_KINDS.map((kind) => {
      const meta = STATISTICS_META[kind];
      return [
        kind,
        perPeriod((period) => {
          const labels = periodLabels(period);
          const series = meta.names.map((name, i) => ({
            name,
            data: wave(random, labels.length, (meta.daily * POINT_DAYS[period]) / (i === 0 ? 1 : 8)),
          }));
          return { kind, period, title: meta.title, unit: meta.unit, total: sum(series[0].data), growth: growth(random), labels, series };
        }),
      ];
    }),
  ) as Record<StatisticsKind, Record<AnalyticsPeriod, StatisticsRecord>>;

  return { supportTracker, avgSessions, revenueReport, goalOverview, revenue, productOrders, sessionsByDevice, customers, statistics };
}
