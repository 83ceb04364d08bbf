import { Card } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AnalyticsPeriod } from '../../../__generated__/graphql';
import { useAuth } from '../../../lib/auth/use-auth';
import { StatisticsQuery } from '../api/card-queries';
import { formatMoney } from '../format';

/** Greets the signed-in user with the period's sales, next to a trophy. */
export function WelcomeCard({ period }: { period: AnalyticsPeriod }) {
  const { t, i18n } = useTranslation('dashboards');
  const { userData } = useAuth();
  const { data, previousData } = useQuery(StatisticsQuery, { variables: { kind: 'revenue', period } });
  const total = (data ?? previousData)?.statistics.total;
  const firstName = userData?.fullName.split(/\s+/)[0] || userData?.username || '';
  return (
    <Card className="card dash-card welcome-card" data-testid="card-welcome">
      <div className="welcome-card__text">
        <h2 className="dash-card__title">{t('welcome.title', { name: firstName })}</h2>
        <p className="text-muted">{t('welcome.subtitle')}</p>
        <span className="big-number tone-text-primary">{total === undefined ? '—' : formatMoney(total, i18n.language)}</span>
        <p className="text-muted">{t(`welcome.period.${period}`)}</p>
        <Link className="bp6-button bp6-intent-primary" to="/apps/invoice/list">
          {t('welcome.action')}
        </Link>
      </div>
      <svg className="welcome-card__art" viewBox="0 0 120 140" aria-hidden="true">
        <ellipse cx="60" cy="132" rx="40" ry="6" fill="currentColor" opacity="0.08" />
        <rect x="38" y="104" width="44" height="22" rx="4" fill="#7367f0" />
        <rect x="50" y="86" width="20" height="20" fill="#9e95f5" />
        <path d="M28 20h64v26c0 22-14 40-32 40S28 68 28 46z" fill="#ff9f43" />
        <path d="M28 26H14c0 18 8 28 20 30M92 26h14c0 18-8 28-20 30" fill="none" stroke="#ff9f43" strokeWidth="6" strokeLinecap="round" />
        <path d="M44 30v14c0 10 6 18 16 20" fill="none" stroke="#ffd3a6" strokeWidth="5" strokeLinecap="round" />
        <path d="m60 34 4 8 9 1-6 6 1 9-8-4-8 4 1-9-6-6 9-1z" fill="#fff" opacity="0.9" />
        <rect x="46" y="112" width="28" height="6" rx="3" fill="#fff" opacity="0.6" />
      </svg>
    </Card>
  );
}
