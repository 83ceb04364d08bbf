import { Button, ButtonGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BarChart } from '../components/charts/bar-chart';
import { ChartLegend } from '../components/charts/chart-legend';
import { DonutChart } from '../components/charts/donut-chart';
import { LineChart } from '../components/charts/line-chart';
import { DemoCard, DemoPage } from '../components/demo-card';
import { useNumberFormat } from '../components/use-number-format';
import '../demo.css';

/** Sample figures of the gallery (our own numbers, fixed so screenshots and tests are stable). */
const REVENUE = [28, 34, 31, 45, 52, 48, 61, 58, 66].map((v) => v * 1000);
const EXPENSES = [18, 22, 26, 24, 30, 33, 35, 31, 38].map((v) => v * 1000);
const SESSIONS = { week: [420, 510, 480, 620, 580, 710, 690], lastWeek: [380, 430, 460, 500, 540, 520, 600] };
const TRAFFIC = { year: [120, 180, 160, 240, 300, 280, 360, 420, 390, 470, 520, 610], half: [300, 280, 360, 420, 390, 470] };
const DEVICES = [
  { key: 'desktop', value: 58.2, color: 'var(--primary)' },
  { key: 'mobile', value: 31.4, color: 'var(--info)' },
  { key: 'tablet', value: 10.4, color: 'var(--warning)' },
] as const;

/** /charts: bar, line, area and donut charts drawn as inline SVG (Plotly stays in the dashboards' lazy chunk). */
export default function ChartsPage() {
  const { t } = useTranslation('demo');
  const f = useNumberFormat();
  const [range, setRange] = useState<'year' | 'half'>('year');
  const months = f.months(12);
  const trafficCategories = range === 'year' ? months : months.slice(6);

  const revenueSeries = [
    { name: t('charts.revenue'), values: REVENUE, color: 'var(--primary)' },
    { name: t('charts.expenses'), values: EXPENSES, color: 'var(--info)' },
  ];
  const sessionSeries = [
    { name: t('charts.thisWeek'), values: SESSIONS.week, color: 'var(--primary)' },
    { name: t('charts.lastWeek'), values: SESSIONS.lastWeek, color: 'var(--success)' },
  ];

  return (
    <DemoPage title={t('pages.charts.title')}>
      <DemoCard title={t('charts.bar.title')} note={t('charts.bar.note')} className="demo-span-2" testId="demo-chart-bar" actions={<ChartLegend items={revenueSeries} />}>
        <BarChart categories={months.slice(0, 9)} series={revenueSeries} label={t('charts.bar.title')} format={f.compact} />
      </DemoCard>

      <DemoCard title={t('charts.line.title')} note={t('charts.line.note')} testId="demo-chart-line" actions={<ChartLegend items={sessionSeries} />}>
        <LineChart categories={f.weekdays()} series={sessionSeries} label={t('charts.line.title')} format={f.compact} />
      </DemoCard>

      <DemoCard title={t('charts.donut.title')} note={t('charts.donut.note')} testId="demo-chart-donut">
        <div className="demo-donut">
          <DonutChart
            slices={DEVICES.map((d) => ({ label: t(`charts.devices.${d.key}`), value: d.value, color: d.color }))}
            label={t('charts.donut.title')}
            centerValue={f.compact(48_920)}
            centerLabel={t('charts.donut.sessions')}
          />
          <ChartLegend items={DEVICES.map((d) => ({ name: t(`charts.devices.${d.key}`), color: d.color, value: f.percent(d.value / 100).replace('+', '') }))} />
        </div>
      </DemoCard>

      <DemoCard
        title={t('charts.area.title')}
        note={t('charts.area.note')}
        className="demo-span-2"
        testId="demo-chart-area"
        actions={
          <ButtonGroup variant="outlined">
            <Button text={t('charts.area.year')} active={range === 'year'} onClick={() => setRange('year')} />
            <Button text={t('charts.area.half')} active={range === 'half'} onClick={() => setRange('half')} data-testid="demo-chart-range-half" />
          </ButtonGroup>
        }
      >
        <LineChart area categories={trafficCategories} series={[{ name: t('charts.area.visits'), values: TRAFFIC[range], color: 'var(--success)' }]} label={t('charts.area.title')} format={f.compact} />
      </DemoCard>
    </DemoPage>
  );
}
