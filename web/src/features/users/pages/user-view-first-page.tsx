import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { FirstUserQuery } from '../api/first-user-query';

/**
 * /apps/user/view without an id opens the first user of the default list order: the route forwards there before
 * rendering (routes.tsx `forward`, read afresh); this page shows when there is no user, or the read failed.
 */
export default function UserViewFirstPage() {
  const { t } = useTranslation('users');
  const { data, error, refetch } = useQuery(FirstUserQuery);
  const first = data?.users.items[0];
  if (first) return <Navigate replace to={`/apps/user/view/${first.id}`} />;
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (!data) return <LoadingState />;
  return (
    <div className="page">
      <PageHeader title={t('pages.view.title')} />
      <EmptyState icon="people" title={t('empty.title')} description={t('empty.none')} />
    </div>
  );
}
