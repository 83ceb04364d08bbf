import { describe, expect, it } from 'vitest';
import { injectAs, useApp } from '../helper.js';

const app = useApp();
const admin = injectAs(app, 'admin');

const PERIODS = ['last_28_days', 'last_month', 'last_year'] as const;
type Card = Record<string, unknown> & { period?: string; periods?: { value: string; label: string }[] };

async function card(url: string): Promise<Card> {
  const res = await admin({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Card>();
}

/** Card name -> the fields its answer must carry. */
const PERIOD_CARDS: Record<string, string[]> = {
  'support-tracker': ['totalTicket', 'newTicket', 'openTicket', 'responseTime', 'completedPercent'],
  'avg-sessions': ['sessions', 'growth', 'labels', 'series', 'goal', 'goalProgress', 'users', 'retention', 'duration'],
  'product-orders': ['finished', 'pending', 'rejected', 'total', 'series'],
  'sessions-device': ['devices'],
  customers: ['new', 'returning', 'referrals', 'total'],
};
const STATISTICS = ['orders-bar-chart', 'profit-line-chart', 'subscribers', 'revenue', 'sales', 'orders', 'site-traffic', 'active-users', 'newsletter'];
const ALL_CARDS = [
  ...Object.keys(PERIOD_CARDS).map((n) => `/card/card-analytics/${n}`),
  '/card/card-analytics/revenue-report',
  '/card/card-analytics/goal-overview',
  '/card/card-analytics/revenue',
  ...STATISTICS.map((n) => `/card/card-statistics/${n}`),
];

describe('card access', () => {
  it('covers all eight analytics and nine statistics cards', () => {
    expect(ALL_CARDS).toHaveLength(17);
  });

  it.each(ALL_CARDS)('GET %s: 401 anonymous, 403 for client', async (url) => {
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await injectAs(app, 'client')({ method: 'GET', url })).statusCode).toBe(403);
  });
});

describe('period-aware analytics cards', () => {
  it.each(Object.entries(PERIOD_CARDS))('%s answers each period with its own data', async (name, fields) => {
    const answers = [];
    for (const period of PERIODS) {
      const data = await card(`/card/card-analytics/${name}?period=${period}`);
      expect(data.period).toBe(period);
      for (const field of fields) expect(data[field], field).toBeDefined();
      expect(data.periods?.map((p) => p.value)).toEqual([...PERIODS]);
      const { period: _period, ...rest } = data;
      answers.push(JSON.stringify(rest));
    }
    expect(new Set(answers).size).toBe(3);
  });

  it.each(Object.keys(PERIOD_CARDS))('%s defaults to last_28_days', async (name) => {
    expect(await card(`/card/card-analytics/${name}`)).toEqual(await card(`/card/card-analytics/${name}?period=last_28_days`));
  });

  it.each(Object.keys(PERIOD_CARDS))('%s refuses an unknown period with 400', async (name) => {
    const res = await admin({ method: 'GET', url: `/card/card-analytics/${name}?period=last_week` });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('period');
  });

  it('keeps the numbers consistent', async () => {
    const orders = await card('/card/card-analytics/product-orders?period=last_month');
    expect(orders.total).toBe(Number(orders.finished) + Number(orders.pending) + Number(orders.rejected));
    const customers = await card('/card/card-analytics/customers?period=last_year');
    expect(customers.total).toBe(Number(customers.new) + Number(customers.returning) + Number(customers.referrals));
    const devices = (await card('/card/card-analytics/sessions-device')).devices as { device: string; usage: number; upDown: number }[];
    expect(devices.map((d) => d.device)).toEqual(['desktop', 'mobile', 'tablet']);
    expect(devices.reduce((s, d) => s + d.usage, 0)).toBe(100);
    const tracker = await card('/card/card-analytics/support-tracker');
    expect(Number(tracker.newTicket)).toBeLessThanOrEqual(Number(tracker.totalTicket));
    const sessions = await card('/card/card-analytics/avg-sessions?period=last_year');
    expect((sessions.labels as string[]).length).toBe(12);
    expect((sessions.series as number[]).length).toBe(12);
  });
});

describe('revenue report', () => {
  it.each([2020, 2019, 2018])('answers year %i with twelve months of earning and expense', async (year) => {
    const report = await card(`/card/card-analytics/revenue-report?year=${year}`);
    expect(report.year).toBe(year);
    expect(report.years).toEqual([2020, 2019, 2018]);
    const earning = report.earning as number[];
    expect(earning).toHaveLength(12);
    expect(report.expense).toHaveLength(12);
    expect(report.totalEarning).toBe(earning.reduce((a, b) => a + b, 0));
  });

  it('defaults to 2020 and differs between years', async () => {
    const current = await card('/card/card-analytics/revenue-report');
    expect(current.year).toBe(2020);
    expect((await card('/card/card-analytics/revenue-report?year=2018')).earning).not.toEqual(current.earning);
  });

  it.each(['2021', 'abc'])('refuses year=%s with 400', async (year) => {
    expect((await admin({ method: 'GET', url: `/card/card-analytics/revenue-report?year=${year}` })).statusCode).toBe(400);
  });
});

describe('cards without a period', () => {
  it('goal-overview gives completed, in progress and the percentage', async () => {
    const goal = await card('/card/card-analytics/goal-overview');
    const { completed, inProgress, percent } = goal as { completed: number; inProgress: number; percent: number };
    expect(percent).toBe(Math.round((completed / (completed + inProgress)) * 100));
  });

  it('revenue gives this and the previous month as series with totals', async () => {
    const revenue = await card('/card/card-analytics/revenue');
    const current = revenue.currentMonth as number[];
    expect(current).toHaveLength((revenue.labels as string[]).length);
    expect(revenue.currentTotal).toBe(current.reduce((a, b) => a + b, 0));
    expect(revenue.previousMonth).toHaveLength(current.length);
  });
});

describe('statistics cards', () => {
  it.each(STATISTICS)('%s answers a series per period', async (kind) => {
    const answers = [];
    for (const period of PERIODS) {
      const data = await card(`/card/card-statistics/${kind}?period=${period}`);
      expect(data).toMatchObject({ kind, period, title: expect.any(String), unit: expect.stringMatching(/^(count|currency)$/), growth: expect.any(Number) });
      const series = data.series as { name: string; data: number[] }[];
      const labels = data.labels as string[];
      expect(series.length).toBeGreaterThan(0);
      for (const s of series) expect(s.data).toHaveLength(labels.length);
      expect(data.total).toBe(series[0].data.reduce((a, b) => a + b, 0));
      answers.push(JSON.stringify(series));
    }
    expect(new Set(answers).size).toBe(3);
  });

  it.each(STATISTICS)('%s refuses an unknown period with 400', async (kind) => {
    expect((await admin({ method: 'GET', url: `/card/card-statistics/${kind}?period=1` })).statusCode).toBe(400);
  });
});

describe('unknown cards', () => {
  it.each(['/card/card-analytics/unknown', '/card/card-statistics/unknown', '/card/card-analytics/orders-bar-chart', '/card/card-statistics/goal-overview'])(
    'GET %s -> 404 JSON',
    async (url) => {
      const res = await admin({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ statusCode: 404, error: 'Not Found', message: expect.stringContaining('Unknown card') });
    },
  );
});
