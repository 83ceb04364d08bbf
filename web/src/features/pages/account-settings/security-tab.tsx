import { Button, Icon, NonIdealState, type IconName } from '@blueprintjs/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { formatDistanceToNowStrict, parseISO } from 'date-fns';
import { useTranslation } from 'react-i18next';
import type { AccountSessionFieldsFragment, DevicePlatform } from '../../../__generated__/graphql';
import { ErrorState, LoadingState } from '../../../components/states';
import { Tag } from '../../../components/tag';
import { useDateLocale } from '../../../lib/date-locale';
import { toast } from '../../../lib/toaster';
import { AccountSessionsQuery, EndOtherSessionsMutation, EndSessionMutation } from './account-documents';
import { removeSessions } from './sessions-cache';
import { TwoStepPanel } from './two-step-panel';

const PLATFORM_ICON: Record<DevicePlatform, IconName> = { desktop: 'desktop', mobile: 'mobile-phone', tablet: 'mobile-phone', tv: 'mobile-video', bot: 'cog' };

/** Security: two-step sign-in, then the account's sessions. */
export function SecurityTab() {
  return (
    <div className="security-tab">
      <TwoStepPanel />
      <SessionsPanel />
    </div>
  );
}

/**
 * The account's sessions: every device signed in, with where and when it was last used; any one
 * but this can be ended, or all of them at once. The list is one cached query that the mutations trim.
 */
function SessionsPanel() {
  const { t } = useTranslation('pages');
  const { data, loading, error, refetch } = useQuery(AccountSessionsQuery);
  const [endOne] = useMutation(EndSessionMutation);
  const [endOthers, { loading: endingOthers }] = useMutation(EndOtherSessionsMutation);
  const locale = useDateLocale();

  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (loading || !data) return <LoadingState />;
  // This device first, then the others as the server orders them (most recently used first).
  const sessions = [...data.accountSessions].sort((a, b) => Number(b.current) - Number(a.current));
  const others = sessions.filter((s) => !s.current);

  const end = (session: AccountSessionFieldsFragment) =>
    endOne({ variables: { id: session.id }, update: (cache, { data: ended }) => ended && removeSessions(cache, ended.endSession.endedSessionIds) }).then(
      () => toast.success(t('account.security.ended')),
      () => toast.error(t('account.security.endFailed')),
    );
  const endAllOthers = () =>
    endOthers({ update: (cache, { data: ended }) => ended && removeSessions(cache, ended.endOtherSessions.endedSessionIds) }).then(
      ({ data: ended }) => toast.success(t('account.security.endedOthers', { count: ended?.endOtherSessions.endedSessionIds.length ?? 0 })),
      () => toast.error(t('account.security.endFailed')),
    );

  const deviceName = (session: AccountSessionFieldsFragment) =>
    [session.device.browser, session.device.os].filter(Boolean).join(' · ') || t('account.security.unknownDevice');
  const lastActive = (session: AccountSessionFieldsFragment) =>
    session.current || Date.now() - parseISO(session.lastUsedAt).getTime() < 60_000
      ? t('account.security.activeNow')
      : formatDistanceToNowStrict(parseISO(session.lastUsedAt), { addSuffix: true, locale });

  return (
    <section aria-labelledby="security-sessions-title" data-testid="account-security">
      <div className="sessions__head">
        <div>
          <h3 id="security-sessions-title" className="sessions__title">{t('account.security.title')}</h3>
          <p className="sessions__hint">{t('account.security.hint')}</p>
        </div>
        <Button icon="log-out" intent="danger" variant="outlined" disabled={others.length === 0} loading={endingOthers} onClick={() => void endAllOthers()} text={t('account.security.endOthers')} data-testid="end-other-sessions" />
      </div>
      {sessions.length === 0 ? (
        <NonIdealState icon="shield" title={t('account.security.none')} />
      ) : (
        <ul className="sessions" aria-label={t('account.security.title')}>
          {sessions.map((session) => (
            <li key={session.id} className="sessions__item" data-testid="session-row" data-current={session.current || undefined}>
              <span className="sessions__icon" aria-hidden="true">
                <Icon icon={session.device.platform ? PLATFORM_ICON[session.device.platform] : 'globe-network'} size={20} />
              </span>
              <div className="sessions__body">
                <div className="sessions__device">
                  <span>{deviceName(session)}</span>
                  {session.current ? (
                    <Tag intent="success" minimal round>
                      {t('account.security.thisDevice')}
                    </Tag>
                  ) : null}
                </div>
                <div className="sessions__meta">
                  <span>{session.address || t('account.security.unknownAddress')}</span>
                  <span aria-hidden="true">·</span>
                  <span>{t('account.security.lastActive', { when: lastActive(session) })}</span>
                </div>
              </div>
              {session.current ? null : (
                <Button variant="minimal" intent="danger" onClick={() => void end(session)} text={t('account.security.end')} aria-label={t('account.security.endNamed', { device: deviceName(session) })} data-testid="end-session" />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
