import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { useLegacyApp } from './support.js';

/**
 * The dashboards' analytics and statistics cards: each asks once, with no parameters, and reads
 * the fields below (the period menu as `last_days`, device and customer rows as `chart_info` and
 * `listData` with react-feather icons, figures under `analyticsData`).
 */
const FEATHER_EXPORTS = new Set(readFileSync(new URL('./fixtures/react-feather-exports.txt', import.meta.url), 'utf8').split('\n').filter(Boolean));
const number = expect.any(Number);
const text = expect.any(String);

const ctx = useLegacyApp();

async function card(path: string): Promise<Record<string, any>> {
  const res = await ctx.client.get(`/card/${path}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const periodMenu = (body: Record<string, any>) => {
  expect(body.last_days).toHaveLength(3);
  body.last_days.forEach((label: unknown) => expect(typeof label).toBe('string'));
};

describe('card-analytics', () => {
  it('support-tracker: title, period menu, ticket counts and response time', async () => {
    const body = await card('card-analytics/support-tracker');
    periodMenu(body);
    expect(body).toMatchObject({ title: text, totalTicket: number, newTicket: number, openTicket: number, responseTime: number });
  });

  it('avg-sessions: sessions, growth, period menu, goal, users, retention, duration', async () => {
    const body = await card('card-analytics/avg-sessions');
    periodMenu(body);
    expect(body).toMatchObject({ sessions: number, goal: number, users: number, retention: number, duration: number });
  });

  it('avg-sessions: growth is the text the card prints as is, sign included; GraphQL keeps the number', async () => {
    const { growth } = await card('card-analytics/avg-sessions');
    expect(growth).toMatch(/^[+-]?\d+(\.\d+)?%$/);
    const res = await ctx.admin({ method: 'POST', url: '/graphql', payload: { query: '{ avgSessions { growth } }' } });
    const number = res.json<{ data: { avgSessions: { growth: number } } }>().data.avgSessions.growth;
    expect(typeof number).toBe('number');
    expect(growth).toBe(`${number > 0 ? '+' : number < 0 ? '-' : ''}${Math.abs(number)}%`);
  });

  it('revenue-report: the year menu, the earning as text and the budget', async () => {
    const body = await card('card-analytics/revenue-report');
    expect(body.years.length).toBe(3);
    expect(body.price).toMatch(/^\d{1,3}(,\d{3})*$/);
    expect(['number', 'string']).toContain(typeof body.budget);
  });

  it('goal-overview: completed and in progress', async () => {
    expect(await card('card-analytics/goal-overview')).toMatchObject({ completed: number, inProgress: number });
  });

  it('revenue: answers (the card draws its own series)', async () => {
    expect(await card('card-analytics/revenue')).toBeTypeOf('object');
  });

  it('product-orders: period menu and chart_info counts', async () => {
    const body = await card('card-analytics/product-orders');
    periodMenu(body);
    expect(body.chart_info).toEqual({ finished: body.finished, pending: body.pending, rejected: body.rejected });
    expect(body.chart_info).toEqual({ finished: number, pending: number, rejected: number });
  });

  it('sessions-device: period menu and one chart_info row per device, with react-feather icons', async () => {
    const body = await card('card-analytics/sessions-device');
    periodMenu(body);
    expect(body.chart_info).toHaveLength(3);
    for (const row of body.chart_info) {
      expect(row).toEqual({ icon: text, iconColor: expect.stringMatching(/^text-/), name: text, usage: number, upDown: number });
      expect(FEATHER_EXPORTS).toContain(row.icon);
    }
  });

  it('customers: period menu and listData rows with react-feather icons', async () => {
    const body = await card('card-analytics/customers');
    periodMenu(body);
    expect(body.listData.map((row: { result: number }) => row.result)).toEqual([body.new, body.returning, body.referrals]);
    for (const row of body.listData) {
      expect(row).toEqual({ icon: text, iconColor: expect.stringMatching(/^text-/), text, result: number });
      expect(FEATHER_EXPORTS).toContain(row.icon);
    }
  });
});

describe('card-statistics', () => {
  it.each(['orders-bar-chart', 'profit-line-chart'])('%s: title, the figure as text and the series', async (name) => {
    const body = await card(`card-statistics/${name}`);
    expect(body).toMatchObject({ title: text, statistics: text });
    expect(body.series.length).toBeGreaterThan(0);
    for (const s of body.series) expect(s.data.every((v: unknown) => typeof v === 'number')).toBe(true);
  });

  it.each([
    ['subscribers', 'subscribers'],
    ['revenue', 'revenue'],
    ['sales', 'sales'],
    ['orders', 'orders'],
  ])('%s: the series and analyticsData.%s', async (name, key) => {
    const body = await card(`card-statistics/${name}`);
    expect(body.analyticsData).toEqual({ [key]: body.total });
    expect(typeof body.analyticsData[key]).toBe('number');
    expect(body.series[0]).toMatchObject({ name: text, data: expect.any(Array) });
  });

  it.each(['site-traffic', 'active-users', 'newsletter'])('%s: the series', async (name) => {
    const body = await card(`card-statistics/${name}`);
    expect(body.series[0]).toMatchObject({ name: text, data: expect.any(Array) });
  });
});
