import { Card } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { ErrorState } from '../../../components/states';

/** A dashboard card: title row with an optional control, then the body or its loading/error state. */
export function DashCard({
  title,
  subtitle,
  action,
  className,
  testId,
  loading,
  error,
  onRetry,
  children,
}: {
  title?: ReactNode;
  subtitle?: ReactNode;
  action?: ReactNode;
  className?: string;
  testId?: string;
  loading?: boolean;
  error?: { message: string } | null;
  onRetry?: () => void;
  children: ReactNode;
}) {
  return (
    <Card className={`card dash-card ${className ?? ''}`} data-testid={testId} aria-busy={loading || undefined}>
      {title || action ? (
        <div className="dash-card__head">
          <div className="dash-card__heading">
            {title ? <h2 className="dash-card__title">{title}</h2> : null}
            {subtitle ? <p className="dash-card__subtitle">{subtitle}</p> : null}
          </div>
          {action ? <div className="dash-card__action">{action}</div> : null}
        </div>
      ) : null}
      {error ? <ErrorState error={error} onRetry={onRetry} /> : loading ? <div className="dash-card__skeleton" aria-hidden="true" /> : children}
    </Card>
  );
}
