import { HTMLSelect } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import type { Data } from 'plotly.js';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RevenueReportQuery } from '../api/card-queries';
import { Chart } from '../charts/chart';
import { useChartTheme, withAlpha } from '../charts/use-chart-theme';
import { formatMoney } from '../format';
import { REVENUE_YEARS } from '../period';
import { DashCard } from './dash-card';

/** Earnings over expenses per month as stacked bars, with the year's totals and the budget line. */
export function RevenueReportCard() {
  const { t, i18n } = useTranslation('dashboards');
  const theme = useChartTheme();
  const [year, setYear] = useState<number>(REVENUE_YEARS[0]);
  const { data, previousData, loading, error, refetch } = useQuery(RevenueReportQuery, { variables: { year } });
  const report = (data ?? previousData)?.revenueReport;
  const years = report?.years ?? [...REVENUE_YEARS];
  const bars = useMemo<Data[]>(
    () =>
      report
        ? [
            { type: 'bar', name: t('revenueReport.earning'), x: report.labels, y: report.earning, marker: { color: theme.primary }, hovertemplate: '%{x}: %{y:$,}<extra></extra>' },
            { type: 'bar', name: t('revenueReport.expense'), x: report.labels, y: report.expense.map((v) => -Math.abs(v)), marker: { color: theme.warning }, hovertemplate: '%{x}: %{y:$,}<extra></extra>' },
          ]
        : [],
    [report, theme, t],
  );
  const budget = useMemo<Data[]>(
    () =>
      report
        ? [
            { type: 'scatter', mode: 'lines', y: report.budgetSeries, line: { color: theme.primary, width: 2, shape: 'spline' }, hoverinfo: 'skip' },
            { type: 'scatter', mode: 'lines', y: report.budgetSeries.map((v) => v * 0.82), line: { color: withAlpha(theme.muted, 0.6), width: 2, dash: 'dash', shape: 'spline' }, hoverinfo: 'skip' },
          ]
        : [],
    [report, theme],
  );
  return (
    <DashCard className="revenue-report" testId="card-revenue-report" loading={loading && !report} error={report ? null : error} onRetry={() => void refetch()}>
      {report ? (
        <div className="revenue-report__grid">
          <div className="revenue-report__main">
            <div className="dash-card__head dash-card__head--inline">
              <h2 className="dash-card__title">{t('revenueReport.title')}</h2>
              <ul className="legend" aria-hidden="true">
                <li>
                  <span className="legend__dot tone-bg-primary" />
                  {t('revenueReport.earning')}
                </li>
                <li>
                  <span className="legend__dot tone-bg-warning" />
                  {t('revenueReport.expense')}
                </li>
              </ul>
            </div>
            <Chart
              data={bars}
              height={280}
              label={t('revenueReport.chartLabel', { year: report.year })}
              testId="revenue-report-chart"
              layout={{ barmode: 'relative', bargap: 0.55, margin: { l: 0, r: 0, t: 10, b: 24 }, xaxis: { showgrid: false }, yaxis: { tickprefix: '$', separatethousands: true } }}
            />
          </div>
          <div className="revenue-report__side">
            <HTMLSelect
              aria-label={t('revenueReport.year')}
              value={String(year)}
              data-testid="revenue-year"
              onChange={(event) => setYear(Number(event.currentTarget.value))}
              options={years.map((y) => ({ value: String(y), label: String(y) }))}
            />
            <span className="big-number" data-testid="revenue-report-earning">
              {formatMoney(report.totalEarning, i18n.language)}
            </span>
            <span className="text-muted">
              {t('revenueReport.expenseTotal')}: <strong>{formatMoney(report.totalExpense, i18n.language)}</strong>
            </span>
            <Chart data={budget} height={90} label={t('revenueReport.budget')} layout={{ margin: { l: 0, r: 0, t: 6, b: 6 }, xaxis: { visible: false }, yaxis: { visible: false } }} />
            <span className="text-muted">
              {t('revenueReport.budget')}: {formatMoney(report.budget, i18n.language)}
            </span>
          </div>
        </div>
      ) : null}
    </DashCard>
  );
}
