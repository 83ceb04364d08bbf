import { Button, Icon, Spinner, type IconName } from '@blueprintjs/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { formatDistanceToNowStrict, parseISO } from 'date-fns';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { NotificationFieldsFragment } from '../../../__generated__/graphql';
import { Avatar } from '../../../components/avatar';
import { Tag } from '../../../components/tag';
import { useDateLocale } from '../../../lib/date-locale';
import { toast } from '../../../lib/toaster';
import {
  BELL_SIZE,
  MarkAllNotificationsReadMutation,
  MarkNotificationsReadMutation,
  NotificationFeedQuery,
  UnreadNotificationCountQuery,
} from '../../notifications/documents';
import { optimisticRead, writeUnreadCount } from '../../notifications/notifications-cache';

const KIND_ICON: Record<NotificationFieldsFragment['kind'], { icon: IconName; tone: string }> = {
  chat_message: { icon: 'chat', tone: 'primary' },
  task_assigned: { icon: 'tick-circle', tone: 'success' },
  event_starting: { icon: 'calendar', tone: 'warning' },
};

/** A bulk change's tasks assigned, counted in one notification: its title is only the last task's. */
function assignedMany(n: NotificationFieldsFragment): boolean {
  return n.kind === 'task_assigned' && n.count > 1;
}

/** Where a notification leads: the conversation, the task (found by its title) or the to-do of a bulk change's tasks, the calendar. */
function targetOf(n: NotificationFieldsFragment): string {
  if (n.kind === 'chat_message' && n.contactId) return `/apps/chat?contact=${encodeURIComponent(n.contactId)}`;
  if (assignedMany(n)) return '/apps/todo';
  if (n.kind === 'task_assigned') return `/apps/todo?q=${encodeURIComponent(n.title)}`;
  return '/apps/calendar';
}

function useMarkRead() {
  const { t } = useTranslation();
  const [markSome] = useMutation(MarkNotificationsReadMutation);
  const [markAll, all] = useMutation(MarkAllNotificationsReadMutation);
  const unread = useQuery(UnreadNotificationCountQuery).data?.unreadNotificationCount ?? 0;
  const failed = (error: unknown) => toast.error(t('notifications.failed', { message: error instanceof Error ? error.message : String(error) }));
  return {
    marking: all.loading,
    one(n: NotificationFieldsFragment) {
      if (n.isRead) return;
      markSome({
        variables: { ids: [n.id] },
        optimisticResponse: { markNotificationsRead: optimisticRead([n.id], unread, 1) },
        update: (cache, { data }) => data && writeUnreadCount(cache, data.markNotificationsRead.unreadCount),
      }).catch(failed);
    },
    all(items: readonly NotificationFieldsFragment[]) {
      const ids = items.filter((n) => !n.isRead).map((n) => n.id);
      markAll({
        optimisticResponse: { markAllNotificationsRead: optimisticRead(ids, unread, unread) },
        update: (cache, { data }) => data && writeUnreadCount(cache, data.markAllNotificationsRead.unreadCount),
      }).catch(failed);
    },
  };
}

function NotificationItem({ n, onOpen, onMarkRead }: { n: NotificationFieldsFragment; onOpen: () => void; onMarkRead: () => void }) {
  const { t } = useTranslation();
  const locale = useDateLocale();
  const created = parseISO(n.createdAt);
  const when = Date.now() - created.getTime() < 45_000 ? t('notifications.justNow') : formatDistanceToNowStrict(created, { addSuffix: true, locale });
  const kind = KIND_ICON[n.kind];
  /** "starts in 12 minutes", or "started 3 minutes ago" once it has. */
  const eventHeadline = (startsAt: string | null | undefined) => {
    if (!startsAt) return t('notifications.kind.event_starting', { time: '' });
    const start = parseISO(startsAt);
    const time = formatDistanceToNowStrict(start, { addSuffix: true, locale });
    return t(start.getTime() > Date.now() ? 'notifications.kind.event_starting' : 'notifications.kind.event_started', { time });
  };
  const headline =
    n.kind === 'chat_message'
      ? t('notifications.kind.chat_message', { name: n.title, count: n.count })
      : assignedMany(n)
        ? t('notifications.kind.tasks_assigned', { count: n.count })
        : n.kind === 'task_assigned'
          ? t('notifications.kind.task_assigned')
          : eventHeadline(n.startsAt);
  const detail = n.kind === 'chat_message' ? n.excerpt : assignedMany(n) ? null : n.title;
  return (
    <li className={`bell-item${n.isRead ? '' : ' bell-item--unread'}`} data-notification-id={n.id} data-kind={n.kind}>
      <button type="button" className="bell-item__open" onClick={onOpen}>
        {n.contact ? (
          <span className="bell-item__avatar" aria-hidden="true">
            <Avatar src={n.contact.avatar} name={n.contact.fullName} size={36} />
            <span className={`bell-item__kind bell-item__icon--${kind.tone}`}>
              <Icon icon={kind.icon} size={10} />
            </span>
          </span>
        ) : (
          <span className={`bell-item__icon bell-item__icon--${kind.tone}`} aria-hidden="true">
            <Icon icon={kind.icon} size={16} />
          </span>
        )}
        <span className="bell-item__text">
          {/* dir="auto": a line reads in its own script's direction inside a right-to-left layout. */}
          <span className="bell-item__headline" dir="auto">
            {headline}
          </span>
          {detail ? (
            <span className="bell-item__detail" dir="auto">
              {detail}
            </span>
          ) : null}
          <time className="bell-item__time" dateTime={n.createdAt}>
            {when}
          </time>
        </span>
        {n.isRead ? null : <span className="visually-hidden">{t('notifications.unread')}</span>}
      </button>
      {n.isRead ? null : (
        <button type="button" className="bell-item__mark" onClick={onMarkRead} aria-label={t('notifications.markRead')} title={t('notifications.markRead')} data-testid="notification-mark-read">
          <span className="bell-item__dot" aria-hidden="true" />
        </button>
      )}
    </li>
  );
}

/** The open panel: newest first, each entry leads to what it is about and is read once opened. */
export function NotificationPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useQuery(NotificationFeedQuery, { variables: { first: BELL_SIZE } });
  const mark = useMarkRead();
  // Focus stays in the panel when the mark button under it goes away or is disabled (so Escape still closes it).
  const panelRef = useRef<HTMLElement>(null);
  const items = data?.notifications.items ?? [];
  const unread = data?.notifications.unreadCount ?? 0;

  return (
    <section ref={panelRef} tabIndex={-1} className="bell-panel" aria-label={t('notifications.title')} data-testid="notification-panel">
      <header className="bell-panel__head">
        <h2 className="bell-panel__title">{t('notifications.title')}</h2>
        {unread > 0 ? (
          <Tag round minimal intent="primary" className="bell-panel__new" dir="auto">
            {t('notifications.new', { count: unread })}
          </Tag>
        ) : null}
      </header>
      {error ? (
        <div className="bell-panel__state">
          <p>{t('state.errorTitle')}</p>
          <Button size="small" variant="outlined" text={t('action.retry')} onClick={() => void refetch()} />
        </div>
      ) : loading && !data ? (
        <div className="bell-panel__state">
          <Spinner size={24} aria-label={t('state.loading')} />
        </div>
      ) : items.length === 0 ? (
        <div className="bell-panel__state bell-panel__state--empty">
          <span className="bell-panel__empty-icon" aria-hidden="true">
            <Icon icon="notifications" size={22} />
          </span>
          <strong>{t('notifications.emptyTitle')}</strong>
          <p>{t('notifications.emptyText')}</p>
        </div>
      ) : (
        <ul className="bell-panel__list" data-testid="notification-list">
          {items.map((n) => (
            <NotificationItem
              key={n.id}
              n={n}
              onMarkRead={() => {
                panelRef.current?.focus();
                mark.one(n);
              }}
              onOpen={() => {
                mark.one(n);
                onClose();
                navigate(targetOf(n));
              }}
            />
          ))}
        </ul>
      )}
      {items.length > 0 ? (
        <footer className="bell-panel__foot">
          <Button
            fill
            variant="minimal"
            intent="primary"
            icon="tick"
            disabled={unread === 0}
            loading={mark.marking}
            text={t('notifications.markAll')}
            onClick={() => {
              panelRef.current?.focus();
              mark.all(items);
            }}
            data-testid="notifications-mark-all"
          />
        </footer>
      ) : null}
    </section>
  );
}
