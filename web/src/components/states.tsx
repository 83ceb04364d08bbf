import { Button, NonIdealState, Spinner, type IconName } from '@blueprintjs/core';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

/** Shown while a page's data loads. */
export function LoadingState({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="state state--loading" role="status">
      <Spinner size={40} />
      <span>{label ?? t('state.loading')}</span>
    </div>
  );
}

/** Nothing to show (empty list, no search results). */
export function EmptyState({ title, description, icon = 'search', action }: { title?: string; description?: string; icon?: IconName; action?: ReactElement }) {
  const { t } = useTranslation();
  return (
    <NonIdealState className="state" icon={icon} title={title ?? t('state.emptyTitle')} description={description ?? t('state.emptyText')} action={action} />
  );
}

/** A failed request, with a retry when the caller can offer one. */
export function ErrorState({ error, onRetry }: { error?: { message: string } | null; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <NonIdealState
      className="state"
      icon="error"
      title={t('state.errorTitle')}
      description={error?.message ?? t('state.errorText')}
      action={onRetry ? <Button intent="primary" icon="refresh" text={t('action.retry')} onClick={onRetry} /> : undefined}
    />
  );
}
