import { Card, Icon, InputGroup } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import type { FaqCategoryKey } from '../../../__generated__/graphql';
import { PageHeader } from '../../../components/page-header';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { useUrlListState } from '../../../lib/url-state';
import { AccordionItem } from '../shared/accordion';
import { featherIcon } from '../shared/feather-icon';
import { FaqQuery } from './faq-query';
import { FAQ, faqVariables } from './faq-state';
import '../pages.css';


/** FAQ (spec sections 1, 7): a live server search over the four categories, shown as a side list and accordions. */
export default function FaqPage() {
  const { t } = useTranslation('pages');
  const list = useUrlListState(FAQ);
  const { category: requested } = list.state;
  const q = list.search.text;
  const { data, previousData, loading, error, refetch } = useQuery(FaqQuery, { variables: faqVariables(list.state) });
  const categories = (data ?? previousData)?.faq ?? [];
  const withAnswers = categories.filter((c) => c.qandA.length > 0);
  const active = withAnswers.find((c) => c.key === requested) ?? withAnswers[0];

  const pick = (category: FaqCategoryKey) => list.update({ category }, { replace: true });

  return (
    <div className="page">
      <PageHeader title={t('pages.faq.title')} />
      <section className="hero-card">
        <h2 className="hero-card__title">{t('faq.heroTitle')}</h2>
        <p className="hero-card__text">{t('faq.heroText')}</p>
        <InputGroup
          large
          leftIcon="search"
          className="hero-card__search"
          type="search"
          value={q}
          onValueChange={list.search.setText}
          placeholder={t('faq.searchPlaceholder')}
          aria-label={t('faq.searchPlaceholder')}
          data-testid="faq-search"
        />
      </section>

      {error && !data ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : loading && !categories.length ? (
        <LoadingState />
      ) : !active ? (
        <Card className="card">
          <EmptyState title={t('faq.emptyTitle')} description={t('faq.emptyText', { q })} />
        </Card>
      ) : (
        <div className="faq-layout" aria-busy={loading}>
          <nav className="faq-nav" aria-label={t('faq.categories')}>
            {categories.map((category) => (
              <button
                key={category.key}
                type="button"
                className={`faq-nav__item ${category.key === active.key ? 'faq-nav__item--active' : ''}`}
                aria-current={category.key === active.key ? 'true' : undefined}
                disabled={category.qandA.length === 0}
                onClick={() => pick(category.key)}
                data-testid={`faq-category-${category.key}`}
              >
                <Icon icon={featherIcon(category.icon)} />
                <span className="faq-nav__title">{category.title}</span>
                <span className="faq-nav__count">{category.qandA.length}</span>
              </button>
            ))}
          </nav>
          <section className="faq-answers" aria-live="polite">
            <header className="faq-answers__head">
              <span className="faq-answers__icon">
                <Icon icon={featherIcon(active.icon)} size={22} />
              </span>
              <div>
                <h2 className="card__title">{active.title}</h2>
                <p className="text-muted">{active.subtitle}</p>
              </div>
            </header>
            <Card className="card card--flush accordion">
              {active.qandA.map((item, index) => (
                <AccordionItem key={`${active.key}-${item.question}`} question={item.question} answer={item.ans} defaultOpen={index === 0 && !list.state.q} />
              ))}
            </Card>
          </section>
        </div>
      )}

      <section className="contact-strip">
        <h2 className="card__title">{t('faq.contactTitle')}</h2>
        <p className="text-muted">{t('faq.contactText')}</p>
        <div className="contact-strip__cards">
          <Card className="card contact-card">
            <Icon icon="phone" size={22} />
            <a href="tel:+78005553535">+7 (800) 555-35-35</a>
            <span className="text-muted">{t('faq.phoneHint')}</span>
          </Card>
          <Card className="card contact-card">
            <Icon icon="envelope" size={22} />
            <a href="mailto:help@aurora-crm.example">help@aurora-crm.example</a>
            <span className="text-muted">{t('faq.emailHint')}</span>
          </Card>
        </div>
      </section>
    </div>
  );
}
