import { describe, expect, it } from 'vitest';
import { newPage, recordGraphQL, screenshot, usePage } from './support/browser.js';
import { useProductServer } from './support/server.js';

const baseUrl = await useProductServer();
const scripts: string[] = [];

// One signed-in page for the whole file: the dashboards only read data.
const { browser, page } = usePage({
  signInAs: { baseUrl, role: 'admin' },
  prepare: (page) => {
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) scripts.push(response.url());
    });
  },
});

const text = (selector: string) => page.locator(selector).first().innerText();

/**
 * Opens a dashboard afresh and returns its cards' reads, having checked that none is asked twice: the route's
 * preload and the cards ask the same ones (a preload asking other variables than its card would add a read).
 */
async function cardReads(path: string, cards: string[]): Promise<{ operation: string; variables: string }[]> {
  const graphql = recordGraphQL(page);
  await page.goto(`${baseUrl}${path}`);
  await waitForCharts(cards);
  const reads = graphql.calls.filter((call) => call.operation.startsWith('Dashboard'));
  expect(new Set(reads.map((read) => `${read.operation} ${read.variables}`)).size).toBe(reads.length);
  return reads;
}

/** Number of Plotly traces (bars, lines, pie slices) drawn inside a card. */
const traces = (card: string) => page.locator(`[data-testid=${card}] .main-svg`).first().locator('.trace, .slice').count();

async function waitForCharts(cards: string[]): Promise<void> {
  for (const card of cards) await expect.poll(() => traces(card), { timeout: 30_000 }).toBeGreaterThan(0);
}

async function setSkin(skin: 'light' | 'dark'): Promise<void> {
  // The app stores its settings once it has rendered: a value written before that is written over.
  await page.locator('.page-header__title').waitFor();
  await page.evaluate((value) => localStorage.setItem('skin', JSON.stringify(value)), skin);
  await page.reload();
  await page.locator('.page-header__title').waitFor();
}

describe('e-commerce dashboard (/)', () => {
  const cards = ['stat-orders_bar_chart', 'stat-profit_line_chart', 'stat-sales', 'stat-revenue', 'card-revenue-report', 'card-goal-overview', 'card-product-orders', 'card-revenue'];

  it('renders every chart with data, loading the partial Plotly bundle only here', async () => {
    await page.goto(`${baseUrl}/`);
    await waitForCharts(cards);
    expect(await page.locator('.js-plotly-plot').count()).toBeGreaterThanOrEqual(cards.length);
    expect(scripts.some((url) => /plotly-basic/.test(url))).toBe(true);
    expect(await text('[data-testid=card-revenue-report] [data-testid=revenue-report-earning]')).toMatch(/\$/);
    await screenshot(page, 'dashboards-ecommerce-light');
  });

  it("asks each card's data once, starting with the navigation", async () => {
    const reads = await cardReads('/?period=last_month', cards);
    // Six statistics (welcome, overview and tiles share some), the revenue report, goal, orders by status and revenue.
    expect(reads.map((read) => read.operation).sort()).toEqual([
      'DashboardGoalOverview',
      'DashboardProductOrders',
      'DashboardRevenue',
      'DashboardRevenueReport',
      ...Array<string>(6).fill('DashboardStatistics'),
    ]);
    expect(reads.filter((read) => read.operation !== 'DashboardRevenueReport' && read.variables !== '{}').every((read) => read.variables.includes('"period":"last_month"'))).toBe(true);
  });

  it('the period switch refetches every period-aware card and changes the figures', async () => {
    const graphql = recordGraphQL(page);
    const before = await text('[data-testid=stat-orders_bar_chart] [data-testid=kpi-value]');
    const ordersBefore = await text('[data-testid=product-orders-list]');
    await page.locator('[data-testid=dashboard-period]').getByText('Прошлый год').click();
    await expect.poll(() => text('[data-testid=stat-orders_bar_chart] [data-testid=kpi-value]')).not.toBe(before);
    await expect.poll(() => text('[data-testid=product-orders-list]')).not.toBe(ordersBefore);
    expect(page.url()).toContain('period=last_year');
    expect(graphql.operations).toContain('DashboardStatistics');
    expect(graphql.operations).toContain('DashboardProductOrders');
    expect(await page.locator('[data-testid=product-orders-period]').inputValue()).toBe('last_year');
  });

  it('the revenue report switches years', async () => {
    const before = await text('[data-testid=revenue-report-earning]');
    await page.locator('[data-testid=revenue-year]').selectOption('2018');
    await expect.poll(() => text('[data-testid=revenue-report-earning]')).not.toBe(before);
    await waitForCharts(['card-revenue-report']);
  });

  it('follows the dark skin', async () => {
    await page.goto(`${baseUrl}/`);
    await setSkin('dark');
    await waitForCharts(cards);
    // Plotly draws axis text in the skin's muted colour: the dark skin's, not the light one's. The charts
    // drawn in the light skin are redrawn after the switch, so the colour is polled.
    const tick = () => page.locator('[data-testid=card-revenue-report] .xtick text').first().evaluate((node) => getComputedStyle(node).fill);
    await expect.poll(tick).toBe('rgb(176, 177, 196)');
    await screenshot(page, 'dashboards-ecommerce-dark');
    await setSkin('light');
  });
});

describe('analytics dashboard (/dashboard/analytics)', () => {
  const cards = ['stat-subscribers', 'stat-orders', 'stat-site_traffic', 'stat-active_users', 'card-avg-sessions', 'card-support-tracker', 'card-sessions-device', 'card-customers', 'stat-newsletter'];

  it('renders every chart with data', async () => {
    await page.goto(`${baseUrl}/dashboard/analytics`);
    await waitForCharts(cards);
    expect(await page.locator('[data-testid=card-sessions-device] .slice').count()).toBe(3);
    await screenshot(page, 'dashboards-analytics-light');
  });

  it("asks each card's data once, starting with the navigation", async () => {
    const reads = await cardReads('/dashboard/analytics', cards);
    expect(reads.map((read) => read.operation).sort()).toEqual([
      'DashboardAvgSessions',
      'DashboardCustomers',
      'DashboardSessionsByDevice',
      ...Array<string>(5).fill('DashboardStatistics'),
      'DashboardSupportTracker',
    ]);
    // Without ?period=, the default period: the preload reads the URL as the page does.
    expect(reads.every((read) => read.variables.includes('"period":"last_28_days"'))).toBe(true);
  });

  it('a card period selector changes that card only', async () => {
    const support = await text('[data-testid=support-total]');
    const sessions = await text('[data-testid=avg-sessions-value]');
    await page.locator('[data-testid=support-period]').selectOption('last_month');
    await expect.poll(() => text('[data-testid=support-total]')).not.toBe(support);
    expect(await text('[data-testid=avg-sessions-value]')).toBe(sessions);

    const devices = await text('[data-testid=devices-list]');
    await page.locator('[data-testid=devices-period]').selectOption('last_year');
    await expect.poll(() => text('[data-testid=devices-list]')).not.toBe(devices);
  });

  it('follows the dark skin and RTL', async () => {
    await page.evaluate(() => localStorage.setItem('direction', JSON.stringify('rtl')));
    await setSkin('dark');
    await waitForCharts(cards);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await screenshot(page, 'dashboards-analytics-dark-rtl');
    await page.evaluate(() => localStorage.setItem('direction', JSON.stringify('ltr')));
    await setSkin('dark');
    await waitForCharts(cards);
    await screenshot(page, 'dashboards-analytics-dark');
    await setSkin('light');
  });
});

describe('login page', () => {
  it('loads no Plotly code', async () => {
    const { context: anonymous, page: login } = await newPage(browser);
    const loaded: string[] = [];
    login.on('response', (response) => {
      if (response.url().endsWith('.js')) loaded.push(response.url());
    });
    await login.goto(`${baseUrl}/login`);
    await login.locator('#login-email').waitFor();
    expect(loaded.length).toBeGreaterThan(0);
    expect(loaded.filter((url) => /plotly|factory/i.test(url))).toEqual([]);
    await anonymous.close();
  });
});
