import { Card, Icon } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { ErrorState, LoadingState } from '../../../components/states';
import { formatDate } from '../shared/format-date';
import { SafeHtml } from '../../../components/safe-html';
import { KbQuestionQuery } from './kb-queries';
import '../pages.css';

/** One knowledge-base article (sanitized HTML) with the related questions of its category. */
export default function KbQuestionPage() {
  const { t, i18n } = useTranslation('pages');
  const { category = '', question = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(KbQuestionQuery, { variables: { category, slug: question } });
  const article = data?.kbQuestion;
  return (
    <div className="page">
      <PageHeader
        title={article?.title ?? t('pages.knowledgeBaseQuestion.title')}
        breadcrumbs={[
          { label: t('common:breadcrumbs.home'), to: '/' },
          { label: t('pages.knowledgeBase.title'), to: '/pages/knowledge-base' },
          { label: t('kb.category'), to: `/pages/knowledge-base/${category}` },
        ]}
      />
      {error ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : loading || !article ? (
        <LoadingState />
      ) : (
        <div className="kb-article-layout">
          <aside>
            <Card className="card">
              <h3 className="section-title">{t('kb.related')}</h3>
              <ul className="kb-questions">
                {article.relatedQuestions.map((q) => (
                  <li key={q.id}>
                    <Icon icon="chevron-right" size={14} className="flip-rtl" />
                    <Link to={`/pages/knowledge-base/${category}/${q.slug}`}>{q.question}</Link>
                  </li>
                ))}
              </ul>
            </Card>
          </aside>
          <Card className="card kb-article">
            <h2 className="kb-article__title">{article.title}</h2>
            <p className="text-muted">{t('kb.updated', { date: formatDate(article.lastUpdated, i18n.language) })}</p>
            <SafeHtml html={article.content} profile="article" className="rich-text" />
            <Link to={`/pages/knowledge-base/${category}`} className="kb-article__back">
              <Icon icon="arrow-left" size={14} className="flip-rtl" /> {t('kb.back')}
            </Link>
          </Card>
        </div>
      )}
    </div>
  );
}
