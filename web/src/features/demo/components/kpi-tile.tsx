import { Card, Icon, type IconName } from '@blueprintjs/core';
import { Sparkline } from './charts/sparkline';

export type Tone = 'primary' | 'success' | 'warning' | 'danger' | 'info';

/** A statistics tile: tinted icon, figure, label, and either a trend chip or a sparkline. */
export function KpiTile({ icon, tone, value, label, trend, spark }: { icon: IconName; tone: Tone; value: string; label: string; trend?: { text: string; up: boolean }; spark?: number[] }) {
  return (
    <Card className={`card kpi-tile kpi-tile--${tone}${spark ? ' kpi-tile--spark' : ''}`}>
      <span className="kpi-tile__icon">
        <Icon icon={icon} size={20} />
      </span>
      <div className="kpi-tile__text">
        <span className="kpi-tile__value">{value}</span>
        <span className="kpi-tile__meta">
          <span className="kpi-tile__label">{label}</span>
          {trend ? (
            <span className={`kpi-tile__trend kpi-tile__trend--${trend.up ? 'up' : 'down'}`}>
              <Icon icon={trend.up ? 'arrow-up' : 'arrow-down'} size={12} />
              {trend.text}
            </span>
          ) : null}
        </span>
      </div>
      {spark ? (
        <div className="kpi-tile__spark">
          <Sparkline values={spark} color={`var(--${tone})`} />
        </div>
      ) : null}
    </Card>
  );
}
