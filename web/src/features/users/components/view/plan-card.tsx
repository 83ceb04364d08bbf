import { Button, Card, Icon } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { UserPlan } from '../../../../__generated__/graphql';
import { Tag } from '../../../../components/tag';
import { PLANS } from '../user-meta';

/** The user's current plan with what it includes; the upgrade leads to the pricing page to pick the next one. */
export function PlanCard({ plan }: { plan: UserPlan }) {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  const features = t(`plans.${plan}.features`, { returnObjects: true }) as string[];
  const top = PLANS.indexOf(plan) === PLANS.length - 1;
  return (
    <Card className="card plan-card" data-testid="plan-card">
      <div className="plan-card__head">
        <Tag minimal intent="primary" round>
          {t(`plan.${plan}`)}
        </Tag>
        <div className="plan-card__price">
          <sup>₽</sup>
          <strong>{t(`plans.${plan}.price`)}</strong>
          <span>/{t('plans.month')}</span>
        </div>
      </div>
      <ul className="plan-card__features">
        {features.map((feature) => (
          <li key={feature}>
            <Icon icon="dot" size={16} />
            {feature}
          </li>
        ))}
      </ul>
      <Button
        fill
        intent="primary"
        icon={top ? 'endorsed' : 'arrow-up'}
        disabled={top}
        text={top ? t('plans.top') : t('plans.upgrade')}
        onClick={() => navigate('/pages/pricing')}
      />
    </Card>
  );
}
