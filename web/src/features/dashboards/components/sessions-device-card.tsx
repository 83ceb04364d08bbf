import { Icon, type IconName } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import type { Data } from 'plotly.js';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnalyticsPeriod, DeviceKind } from '../../../__generated__/graphql';
import { SessionsByDeviceQuery } from '../api/card-queries';
import { Chart } from '../charts/chart';
import { useChartTheme } from '../charts/use-chart-theme';
import { formatPercent } from '../format';
import { DashCard } from './dash-card';
import { PeriodSelect } from './period-select';
import { Trend } from './trend';

const DEVICE: Record<DeviceKind, { icon: IconName; tone: 'primary' | 'warning' | 'danger' }> = {
  desktop: { icon: 'desktop', tone: 'primary' },
  mobile: { icon: 'mobile-phone', tone: 'warning' },
  tablet: { icon: 'widget', tone: 'danger' },
};

/** Share of sessions per device as a donut, with each device's change. */
export function SessionsDeviceCard({ initialPeriod }: { initialPeriod: AnalyticsPeriod }) {
  const { t, i18n } = useTranslation('dashboards');
  const theme = useChartTheme();
  const [period, setPeriod] = useState(initialPeriod);
  const { data, previousData, loading, error, refetch } = useQuery(SessionsByDeviceQuery, { variables: { period } });
  const devices = (data ?? previousData)?.sessionsByDevice.devices;
  const chart = useMemo<Data[]>(
    () =>
      devices
        ? [
            {
              type: 'pie',
              hole: 0.7,
              sort: false,
              labels: devices.map((d) => t(`devices.${d.device}`)),
              values: devices.map((d) => d.usage),
              marker: { colors: devices.map((d) => theme[DEVICE[d.device].tone]), line: { color: theme.surface, width: 3 } },
              textinfo: 'none',
              hovertemplate: '%{label}: %{value}%<extra></extra>',
              direction: theme.rtl ? 'counterclockwise' : 'clockwise',
            },
          ]
        : [],
    [devices, theme, t],
  );
  const top = devices?.reduce((a, b) => (b.usage > a.usage ? b : a));
  return (
    <DashCard
      title={t('devices.title')}
      subtitle={t(`period.${period}`)}
      action={<PeriodSelect value={period} onChange={setPeriod} testId="devices-period" />}
      testId="card-sessions-device"
      loading={loading && !devices}
      error={devices ? null : error}
      onRetry={() => void refetch()}
    >
      {devices && top ? (
        <>
          <Chart
            data={chart}
            height={210}
            label={t('devices.title')}
            layout={{
              margin: { l: 0, r: 0, t: 0, b: 0 },
              annotations: [
                { text: formatPercent(top.usage, i18n.language), showarrow: false, x: 0.5, y: 0.55, font: { size: 24, color: theme.textStrong } },
                { text: t(`devices.${top.device}`), showarrow: false, x: 0.5, y: 0.4, font: { size: 12, color: theme.muted } },
              ],
            }}
          />
          <ul className="metric-list metric-list--bordered" data-testid="devices-list">
            {devices.map((d) => (
              <li key={d.device}>
                <span className={`metric-list__icon tone-${DEVICE[d.device].tone}`}>
                  <Icon icon={DEVICE[d.device].icon} size={14} />
                </span>
                <span className="metric-list__label">{t(`devices.${d.device}`)}</span>
                <strong>{formatPercent(d.usage, i18n.language)}</strong>
                <Trend value={d.upDown} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </DashCard>
  );
}
