import { Button, Spinner, Tooltip } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConnectionStatus } from '../../../lib/live/use-connection-status';

/** Whole seconds until `at`, ticking while an attempt is scheduled. */
function useSecondsUntil(at: number | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (at === null) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [at]);
  return at === null ? null : Math.max(0, Math.ceil((at - now) / 1_000));
}

/**
 * The live connection in the navbar: a green dot while changes from other sessions arrive as they
 * happen, a labelled pill while the socket is being restored or cannot be reached (with the next attempt
 * and a way to try at once). `role="status"` has screen readers announce a change.
 */
export function ConnectionIndicator() {
  const { t } = useTranslation();
  const { state, nextAttemptAt, retryNow } = useConnectionStatus();
  const seconds = useSecondsUntil(state === 'offline' ? nextAttemptAt : null);
  if (state === 'idle') return null;

  if (state === 'online' || state === 'connecting') {
    const label = t(`connection.${state}`);
    return (
      <Tooltip content={t(`connection.${state}Hint`)} placement="bottom">
        <span className={`connection connection--${state}`} role="status" aria-label={label} tabIndex={0} data-testid="connection-status" data-state={state}>
          <span className="connection__dot" aria-hidden="true" />
        </span>
      </Tooltip>
    );
  }

  const label = t(`connection.${state}`);
  const hint = state === 'offline' && seconds !== null && seconds > 0 ? t('connection.nextAttempt', { count: seconds }) : t(`connection.${state}Hint`);
  return (
    <span className={`connection connection--${state}`} role="status" data-testid="connection-status" data-state={state}>
      {state === 'reconnecting' ? <Spinner size={12} className="connection__spinner" aria-hidden="true" /> : <span className="connection__dot" aria-hidden="true" />}
      <span className="connection__label">{label}</span>
      <span className="connection__hint">{hint}</span>
      {state === 'offline' ? <Button size="small" variant="minimal" className="connection__retry" icon="refresh" aria-label={t('connection.retry')} title={t('connection.retry')} onClick={retryNow} /> : null}
    </span>
  );
}
