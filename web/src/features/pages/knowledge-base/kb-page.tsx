import { Card, InputGroup } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { text, useUrlListState } from '../../../lib/url-state';
import { KnowledgeBaseQuery } from './kb-queries';
import '../pages.css';

const KNOWLEDGE_BASE = { q: text('q') };

/** Knowledge base: a searchable grid of categories, each opening its questions. */
export default function KnowledgeBasePage() {
  const { t } = useTranslation('pages');
  const list = useUrlListState(KNOWLEDGE_BASE);
  const { data, loading, error, refetch } = useQuery(KnowledgeBaseQuery);
  const needle = list.state.q.toLowerCase();
  const cards = (data?.knowledgeBase ?? []).filter((c) => !needle || `${c.title} ${c.desc}`.toLowerCase().includes(needle));
  return (
    <div className="page">
      <PageHeader title={t('pages.knowledgeBase.title')} />
      <section className="hero-card">
        <h2 className="hero-card__title">{t('kb.heroTitle')}</h2>
        <p className="hero-card__text">{t('kb.heroText')}</p>
        <InputGroup large leftIcon="search" type="search" className="hero-card__search" value={list.search.text} onValueChange={list.search.setText} placeholder={t('kb.search')} aria-label={t('kb.search')} />
      </section>
      {error ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : loading ? (
        <LoadingState />
      ) : cards.length === 0 ? (
        <EmptyState title={t('kb.emptyTitle')} description={t('kb.emptyText')} />
      ) : (
        <div className="kb-grid">
          {cards.map((card) => (
            <Card key={card.id} className="card card--flush kb-card" interactive>
              <Link to={`/pages/knowledge-base/${card.category}`} className="kb-card__link">
                <img src={card.img} alt="" className="kb-card__img" />
                <div className="kb-card__body">
                  <h2 className="card__title">{card.title}</h2>
                  <p className="text-muted">{card.desc}</p>
                </div>
              </Link>
            </Card>
          ))}
        </div>
      )}
    </div>
  );
}
