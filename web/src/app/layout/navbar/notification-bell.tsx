import { Button, PopoverNext, Spinner } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { preloadOnIntent } from '../../../components/after-first-screen';
import { Tag } from '../../../components/tag';
import { lazyWithPreload } from '../../../lib/lazy-with-preload';
import { UnreadNotificationCountQuery } from '../../notifications/documents';

/** The panel (its list, and dates in words in three languages) is on no first screen. */
const NotificationPanel = lazyWithPreload(() => import('./notification-panel'), 'NotificationPanel');

/**
 * The navbar bell: new messages, tasks assigned to this account and events starting within
 * 15 minutes. The badge is the root `unreadNotificationCount`; the live feed (app/notifications) keeps both
 * it and the panel current without a refetch.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const count = useQuery(UnreadNotificationCountQuery).data?.unreadNotificationCount ?? 0;
  const label = count > 0 ? t('notifications.openUnread', { count }) : t('notifications.open');
  return (
    <PopoverNext
      isOpen={open}
      onInteraction={(next) => setOpen(next)}
      placement="bottom-end"
      popoverClassName="bell-popover"
      content={
        <Suspense
          fallback={
            <div className="bell-panel bell-panel__state">
              <Spinner size={24} aria-label={t('state.loading')} />
            </div>
          }
        >
          <NotificationPanel onClose={() => setOpen(false)} />
        </Suspense>
      }
      renderTarget={({ isOpen, ref, ...targetProps }) => (
        <span className="navbar__badge-holder">
          <Button {...targetProps} ref={ref} active={isOpen} variant="minimal" icon="notifications" aria-label={label} title={label} data-testid="notification-bell" {...preloadOnIntent(NotificationPanel.preload)} />
          {count > 0 ? (
            <Tag round intent="danger" className="navbar__badge" data-testid="notification-count" aria-hidden="true">
              {count > 99 ? '99+' : count}
            </Tag>
          ) : null}
        </span>
      )}
    />
  );
}
