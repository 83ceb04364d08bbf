import { Button, Card, Icon } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { PricingPlanFieldsFragment } from '../../../__generated__/graphql';
import { Tag } from '../../../components/tag';
import { numberFormat } from '../../../lib/intl-formats';

/** One plan: picture, price for the chosen billing, benefits and the call to action. */
export function PlanCard({ plan, planKey, yearly, current, onChoose }: { plan: PricingPlanFieldsFragment; planKey: string; yearly: boolean; current: boolean; onChoose: () => void }) {
  const { t, i18n } = useTranslation('pages');
  const money = (value: number) => numberFormat(i18n.language, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(value);
  const perMonth = yearly ? plan.yearlyPlan.perMonth : plan.monthlyPrice;
  return (
    <Card className={`card plan-card ${plan.popular ? 'plan-card--popular' : ''}`} data-testid={`plan-${planKey}`}>
      {plan.popular ? (
        <Tag round intent="primary" className="plan-card__badge">
          {t('pricing.popular')}
        </Tag>
      ) : null}
      <img className="plan-card__img" src={plan.img} alt="" width={120} height={120} />
      <h2 className="plan-card__title">{plan.title}</h2>
      <p className="text-muted">{plan.subtitle}</p>
      <div className="plan-card__price">
        <span className="plan-card__amount" data-testid="plan-price">
          {money(perMonth)}
        </span>
        <span className="text-muted">/{t('pricing.month')}</span>
      </div>
      <p className="plan-card__annual text-muted" data-testid="plan-annual">
        {yearly && plan.yearlyPlan.totalAnnual > 0 ? t('pricing.billedYearly', { total: money(plan.yearlyPlan.totalAnnual) }) : perMonth === 0 ? t('pricing.freeForever') : t('pricing.billedMonthly')}
      </p>
      <ul className="plan-card__benefits">
        {plan.planBenefits.map((benefit) => (
          <li key={benefit}>
            <Icon icon="tick-circle" size={14} />
            {benefit}
          </li>
        ))}
      </ul>
      <Button fill large intent={current ? 'success' : 'primary'} variant={plan.popular ? 'solid' : 'outlined'} disabled={current} onClick={onChoose} text={current ? t('pricing.current') : t('pricing.choose')} />
    </Card>
  );
}
