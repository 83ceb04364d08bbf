import type { ErrorLike } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState } from '../../../components/states';
import { LinkButton } from '../../../components/link-button';

/** An unknown invoice number gets a designed "not found" with a way back; other failures a retry. */
export function InvoiceLoadError({ error, onRetry }: { error: ErrorLike; onRetry: () => void }) {
  const { t } = useTranslation('invoices');
  const notFound = CombinedGraphQLErrors.is(error) && error.errors.some((e) => ['NOT_FOUND', 'BAD_USER_INPUT'].includes(String(e.extensions?.code)));
  if (!notFound) return <ErrorState error={error} onRetry={onRetry} />;
  return (
    <EmptyState
      icon="document"
      title={t('errors.notFoundTitle')}
      description={t('errors.notFound')}
      action={<LinkButton to="/apps/invoice/list" intent="primary" icon="arrow-left" text={t('actions.backToList')} />}
    />
  );
}
