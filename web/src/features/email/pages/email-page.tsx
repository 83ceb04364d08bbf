import { Card } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import type { EmailFolder, EmailRowFieldsFragment } from '../../../__generated__/graphql';
import { PageHeader } from '../../../components/page-header';
import { useUrlListState } from '../../../lib/url-state';
import { useLoadMore } from '../../../lib/apollo/use-load-more';
import { EMAILS_PER_PAGE, EmailsQuery } from '../api/emails-query';
import { ComposeDialog } from '../components/compose-dialog';
import { EmailList } from '../components/email-list';
import { EmailReader } from '../components/email-reader';
import { EmailSidebar } from '../components/email-sidebar';
import { useEmailActions } from '../hooks/use-email-actions';
import { emailsVariables, MAILBOX, mailboxView } from '../mailbox-state';
import '../email.css';

const NO_EMAILS: readonly EmailRowFieldsFragment[] = [];

/**
 * The mailbox (spec sections 2, 4): the view comes from the path (/apps/email/<folder>,
 * /apps/email/label/<label>), the search and the open mail from the query string (?q=, ?mail=),
 * so every state survives a reload and can be shared.
 */
export default function EmailPage() {
  const { t } = useTranslation('email');
  const params = useParams<{ folder?: string; label?: string }>();
  const list = useUrlListState(MAILBOX);
  const { folder, label } = mailboxView(params);
  const { q, mail: openId } = list.state;
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [composeOpen, setComposeOpen] = useState(false);
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const { setFlags, toggleEmailLabel } = useEmailActions();

  const variables = emailsVariables({ folder, label }, list.state);
  const { data, loading, error, refetch } = useQuery(EmailsQuery, { variables, skip: !folder && !label });
  const emails = data?.emails.items ?? NO_EMAILS;
  const more = useLoadMore(EmailsQuery, variables, emails.length, EMAILS_PER_PAGE);

  // A new view starts with nothing selected and the sidebar closed (spec section 4: reset).
  const viewKey = `${folder ?? ''}|${label ?? ''}|${q}`;
  useEffect(() => {
    setSelected(new Set());
    setSidebarOpen(false);
  }, [viewKey]);

  // Selected mails that left the view (moved, unlabelled) are no longer selected.
  const visibleSelected = useMemo(() => new Set(emails.filter((email) => selected.has(email.id)).map((email) => email.id)), [emails, selected]);
  const ids = [...visibleSelected];

  // Back from a mail, focus returns to that mail's row in the list, where the keyboard user left it.
  const lastOpen = useRef(openId);
  useEffect(() => {
    const closed = lastOpen.current;
    lastOpen.current = openId;
    if (closed && !openId) document.querySelector<HTMLElement>(`[data-email-id="${CSS.escape(closed)}"] .email-row__open`)?.focus();
  }, [openId]);

  if (!folder && !label) return <Navigate to="/apps/email" replace />;

  function toggle(id: string) {
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  function setOpen(id: string | null) {
    list.update({ mail: id ?? '' });
  }

  function move(target: EmailFolder) {
    void setFlags(ids, { folder: target }).then((ok) => ok && setSelected(new Set()));
  }

  const title = label ? t('pages.label.heading', { label: t(`label.${label}`) }) : t(`folder.${folder}`);

  return (
    <div className="page email-page">
      <PageHeader title={title} breadcrumbs={[{ label: t('common:breadcrumbs.home'), to: '/' }, { label: t('pages.inbox.title'), to: '/apps/email' }]} />
      <Card className={`card card--flush email-app${sidebarOpen ? ' email-app--sidebar-open' : ''}`}>
        <EmailSidebar
          active={{ folder, label }}
          onCompose={() => {
            setSidebarOpen(false);
            setComposeOpen(true);
          }}
        />
        {sidebarOpen ? <button type="button" className="email-app__overlay" aria-label={t('sidebar.close')} onClick={() => setSidebarOpen(false)} /> : null}
        {openId ? (
          <EmailReader id={openId} onBack={() => setOpen(null)} onNavigate={(id) => setOpen(id)} />
        ) : (
          <EmailList
            emails={emails}
            total={data?.emails.total ?? 0}
            totalEstimated={data?.emails.totalEstimated ?? false}
            more={more}
            loading={loading}
            error={error}
            onRetry={() => void refetch()}
            folder={folder}
            search={list.search.text}
            onSearch={list.search.setText}
            selected={visibleSelected}
            onSelect={toggle}
            onSelectAll={() => setSelected(visibleSelected.size === emails.length ? new Set() : new Set(emails.map((email) => email.id)))}
            onOpen={(id) => setOpen(id)}
            onStar={(email) => void setFlags([email.id], { isStarred: !email.isStarred })}
            onMenu={() => setSidebarOpen(true)}
            actions={{
              read: (isRead) => void setFlags(ids, { isRead }),
              star: (isStarred) => void setFlags(ids, { isStarred }),
              move,
              label: (value) => void toggleEmailLabel(ids, value),
            }}
          />
        )}
      </Card>
      <ComposeDialog isOpen={composeOpen} onClose={() => setComposeOpen(false)} />
    </div>
  );
}
