import { Card, Icon } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { ErrorState, LoadingState } from '../../../components/states';
import { featherIcon } from '../shared/feather-icon';
import { KbCategoryQuery, KnowledgeBaseQuery } from './kb-queries';
import '../pages.css';

/** A knowledge-base category: its sections, each listing question links. */
export default function KbCategoryPage() {
  const { t } = useTranslation('pages');
  const { category = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(KbCategoryQuery, { variables: { slug: category } });
  const { data: cards } = useQuery(KnowledgeBaseQuery);
  const title = cards?.knowledgeBase.find((c) => c.category === category)?.title ?? t('pages.knowledgeBaseCategory.title');
  return (
    <div className="page">
      <PageHeader title={title} breadcrumbs={[{ label: t('common:breadcrumbs.home'), to: '/' }, { label: t('pages.knowledgeBase.title'), to: '/pages/knowledge-base' }]} />
      {error ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : loading || !data ? (
        <LoadingState />
      ) : (
        <div className="kb-sections">
          {data.kbCategory.map((section) => (
            <Card key={section.id} className="card kb-section">
              <h2 className="kb-section__title">
                <span className={`kb-section__icon tone-${section.iconColor}`}>
                  <Icon icon={featherIcon(section.icon)} size={16} />
                </span>
                {section.title}
                <span className="text-muted kb-section__count">{section.questions.length}</span>
              </h2>
              <ul className="kb-questions">
                {section.questions.map((question) => (
                  <li key={question.id}>
                    <Icon icon="chevron-right" size={14} className="flip-rtl" />
                    <Link to={`/pages/knowledge-base/${category}/${question.slug}`}>{question.question}</Link>
                  </li>
                ))}
              </ul>
            </Card>
          ))}
        </div>
      )}
    </div>
  );
}
