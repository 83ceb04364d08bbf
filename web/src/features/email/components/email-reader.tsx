import { Button, ButtonGroup, Card } from '@blueprintjs/core';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmailDetailFieldsFragment, EmailFolder, PageDirection } from '../../../__generated__/graphql';
import { Avatar } from '../../../components/avatar';
import { ErrorState, LoadingState } from '../../../components/states';
import { Tag } from '../../../components/tag';
import { toast } from '../../../lib/toaster';
import { AdjacentEmailQuery } from '../api/adjacent-email-query';
import { EmailQuery } from '../api/email-query';
import { useEmailActions } from '../hooks/use-email-actions';
import { useMailTime } from '../hooks/use-mail-time';
import { AttachmentList } from './attachment-list';
import { LabelMenu, MoveMenu } from './bulk-menus';
import { labelColor } from './mailbox';
import { SafeHtml } from '../../../components/safe-html';

type Message = Pick<EmailDetailFieldsFragment, 'from' | 'to' | 'time' | 'message' | 'attachments'>;

function MessageCard({ mail, highlighted }: { mail: Message; highlighted?: boolean }) {
  const { t } = useTranslation('email');
  const time = useMailTime();
  return (
    <Card className={`card email-message${highlighted ? ' email-message--main' : ''}`}>
      <header className="email-message__head">
        <Avatar src={mail.from.avatar} name={mail.from.name} size={42} />
        <div className="email-message__who">
          <strong>{mail.from.name}</strong>
          <span className="text-muted">{mail.from.email}</span>
          {mail.to.length > 0 ? (
            <span className="email-message__to text-muted">{t('read.to', { list: mail.to.map((r) => r.name || r.email).join(', ') })}</span>
          ) : null}
        </div>
        <time className="email-message__time text-muted" dateTime={mail.time}>
          {time.full(mail.time)}
        </time>
      </header>
      <SafeHtml html={mail.message} className="email-message__body" />
      <AttachmentList attachments={mail.attachments} />
    </Card>
  );
}

/** The open mail: its thread, flags, labels, moves and paging to the newer/older neighbour. */
export function EmailReader({ id, onBack, onNavigate }: { id: string; onBack: () => void; onNavigate: (id: string) => void }) {
  const { t } = useTranslation('email');
  const client = useApolloClient();
  const { setFlags, toggleEmailLabel } = useEmailActions();
  const { data, loading, error, refetch } = useQuery(EmailQuery, { variables: { id } });
  const [showReplies, setShowReplies] = useState(false);
  const [paging, setPaging] = useState<PageDirection | null>(null);
  const markedRead = useRef<string | null>(null);
  const mail = data?.email;

  // Opening an unread mail reads it (once per mail, so "mark unread" from here sticks).
  useEffect(() => {
    if (!mail || mail.isRead || markedRead.current === mail.id) return;
    markedRead.current = mail.id;
    void setFlags([mail.id], { isRead: true });
  }, [mail, setFlags]);

  useEffect(() => setShowReplies(false), [id]);

  // Opening a mail replaces the list: focus goes to its subject, so keyboard and screen-reader users start reading
  // there; paging from the reader's own buttons keeps focus on them.
  const subject = useRef<HTMLHeadingElement>(null);
  const shownId = mail?.id;
  useEffect(() => {
    const reader = subject.current?.closest('.email-reader');
    if (shownId && reader && !reader.contains(document.activeElement)) subject.current?.focus({ preventScroll: true });
  }, [shownId]);

  async function page(dir: PageDirection) {
    setPaging(dir);
    try {
      const result = await client.query({ query: AdjacentEmailQuery, variables: { id, dir }, fetchPolicy: 'network-only' });
      const next = result.data?.adjacentEmail;
      if (!next) return;
      client.writeQuery({ query: EmailQuery, variables: { id: next.id }, data: { email: next } });
      onNavigate(next.id);
    } catch (err) {
      toast.error(t('toast.pageFailed', { message: (err as Error).message }));
    } finally {
      setPaging(null);
    }
  }

  async function move(folder: EmailFolder) {
    if (await setFlags([id], { folder })) {
      toast.success(t('toast.moved', { folder: t(`folder.${folder}`) }));
      onBack();
    }
  }

  if (loading && !mail) return <div className="email-main"><LoadingState /></div>;
  if (error || !mail) {
    return (
      <div className="email-main">
        <div className="email-reader__bar">
          <Button variant="minimal" icon="chevron-left" className="email-back" text={t('read.back')} onClick={onBack} />
        </div>
        <ErrorState error={error} onRetry={() => void refetch()} />
      </div>
    );
  }

  return (
    <section className="email-main email-reader" aria-label={t('read.label')}>
      <div className="email-reader__bar">
        <Button variant="minimal" icon="chevron-left" className="email-back" aria-label={t('read.back')} title={t('read.back')} onClick={onBack} />
        <h2 className="email-reader__subject" ref={subject} tabIndex={-1}>{mail.subject || t('read.noSubject')}</h2>
        {mail.labels.map((label) => (
          <Tag key={label} round minimal className="email-label-tag" style={{ color: labelColor(label) }}>
            {t(`label.${label}`)}
          </Tag>
        ))}
        <ButtonGroup variant="minimal" className="email-reader__paging">
          <Button icon="chevron-left" className="rtl-flip" disabled={!mail.hasPreviousMail || paging !== null} loading={paging === 'previous'} aria-label={t('read.previous')} title={t('read.previous')} onClick={() => void page('previous')} />
          <Button icon="chevron-right" className="rtl-flip" disabled={!mail.hasNextMail || paging !== null} loading={paging === 'next'} aria-label={t('read.next')} title={t('read.next')} onClick={() => void page('next')} />
        </ButtonGroup>
      </div>
      <div className="email-reader__actions" role="toolbar" aria-label={t('list.toolbar')}>
        {mail.folder !== 'trash' ? (
          <Button variant="minimal" icon="trash" intent="danger" aria-label={t('action.delete')} title={t('action.delete')} onClick={() => void move('trash')} />
        ) : null}
        <Button variant="minimal" icon="inbox-update" aria-label={t('action.markUnread')} title={t('action.markUnread')} onClick={() => void setFlags([id], { isRead: false }).then((ok) => ok && onBack())} />
        <MoveMenu current={mail.folder} onMove={(folder) => void move(folder)} />
        <LabelMenu active={mail.labels} onToggle={(label) => void toggleEmailLabel([id], label)} />
        <Button
          variant="minimal"
          className={`email-star${mail.isStarred ? ' is-starred' : ''}`}
          icon={mail.isStarred ? 'star' : 'star-empty'}
          aria-pressed={mail.isStarred}
          aria-label={t(mail.isStarred ? 'action.unstar' : 'action.star')}
          title={t(mail.isStarred ? 'action.unstar' : 'action.star')}
          onClick={() => void setFlags([id], { isStarred: !mail.isStarred })}
        />
      </div>
      <div className="email-reader__scroll">
        {mail.replies.length > 0 ? (
          showReplies ? (
            mail.replies.map((reply) => <MessageCard key={reply.id} mail={reply} />)
          ) : (
            <Button variant="outlined" className="email-reader__replies" icon="comment" text={t('read.showReplies', { count: mail.replies.length })} onClick={() => setShowReplies(true)} />
          )
        ) : null}
        <MessageCard mail={mail} highlighted />
      </div>
    </section>
  );
}
