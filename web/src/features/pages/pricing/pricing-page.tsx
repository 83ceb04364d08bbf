import { Card, Switch } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { ErrorState, LoadingState } from '../../../components/states';
import { Tag } from '../../../components/tag';
import { toast } from '../../../lib/toaster';
import { AccordionItem } from '../shared/accordion';
import { PlanCard } from './plan-card';
import { PricingQuery } from './pricing-query';
import '../pages.css';

/** Pricing (spec section 9): three plans with the monthly/yearly switch, Standard marked popular, and the plan FAQ. */
export default function PricingPage() {
  const { t } = useTranslation('pages');
  const [params, setParams] = useSearchParams();
  const yearly = params.get('billing') === 'yearly';
  // The demo has no billing back end: the chosen plan is this page's state, shown honestly as such.
  const [chosen, setChosen] = useState<string>('basic');
  const { data, loading, error, refetch } = useQuery(PricingQuery);
  const pricing = data?.pricing;
  const plans = pricing
    ? [
        { key: 'basic', plan: pricing.basicPlan },
        { key: 'standard', plan: pricing.standardPlan },
        { key: 'enterprise', plan: pricing.enterprisePlan },
      ]
    : [];
  const saving = pricing ? Math.round((1 - pricing.standardPlan.yearlyPlan.perMonth / pricing.standardPlan.monthlyPrice) * 100) : 0;

  return (
    <div className="page">
      <PageHeader title={t('pages.pricing.title')} />
      {error ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : loading || !pricing ? (
        <LoadingState />
      ) : (
        <>
          <Card className="card pricing">
            <header className="pricing__head">
              <h2 className="hero-card__title">{t('pricing.heading')}</h2>
              <p className="text-muted">{t('pricing.subheading')}</p>
              <div className="pricing__switch">
                <span>{t('pricing.monthly')}</span>
                <Switch
                  large
                  checked={yearly}
                  aria-label={t('pricing.yearlyLabel')}
                  data-testid="pricing-switch"
                  onChange={(event) => {
                    const checked = event.currentTarget.checked;
                    setParams(checked ? { billing: 'yearly' } : {}, { replace: true });
                  }}
                />
                <span>{t('pricing.yearly')}</span>
                <Tag minimal round intent="primary">
                  {t('pricing.save', { percent: saving })}
                </Tag>
              </div>
            </header>
            <div className="pricing__plans">
              {plans.map(({ key, plan }) => (
                <PlanCard
                  key={key}
                  planKey={key}
                  plan={plan}
                  yearly={yearly}
                  current={chosen === key}
                  onChoose={() => {
                    setChosen(key);
                    toast.success(t('pricing.chosen', { plan: plan.title }));
                  }}
                />
              ))}
            </div>
          </Card>
          <Card className="card trial-banner">
            <div>
              <h2 className="card__title">{t('pricing.trialTitle')}</h2>
              <p className="text-muted">{t('pricing.trialText')}</p>
            </div>
            <img src="/images/pricing/trial.svg" alt="" width={180} height={120} />
          </Card>
          <section className="pricing-faq">
            <h2 className="hero-card__title">{t('pricing.faqTitle')}</h2>
            <p className="text-muted">{t('pricing.faqText')}</p>
            <Card className="card card--flush accordion">
              {pricing.qandA.map((item, index) => (
                <AccordionItem key={item.question} question={item.question} answer={item.ans} defaultOpen={index === 0} />
              ))}
            </Card>
          </section>
        </>
      )}
    </div>
  );
}
