import { Button, Checkbox, InputGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { EmailFolder, EmailRowFieldsFragment, MailFolder, MailLabel } from '../../../__generated__/graphql';
import { LoadMore } from '../../../components/load-more';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { LabelMenu, MoveMenu } from './bulk-menus';
import { EmailRow } from './email-row';

interface Props {
  /** The rows loaded so far (pages merge as the list scrolls), and how many the view holds. */
  emails: readonly EmailRowFieldsFragment[];
  total: number;
  /** `total` is the server's estimate (a large search on PostgreSQL). */
  totalEstimated?: boolean;
  more: { loadMore: () => Promise<void>; loading: boolean; failed: boolean };
  loading: boolean;
  error?: { message: string } | null;
  onRetry: () => void;
  folder?: MailFolder;
  search: string;
  onSearch: (q: string) => void;
  selected: ReadonlySet<string>;
  onSelect: (id: string) => void;
  onSelectAll: () => void;
  onOpen: (id: string) => void;
  onStar: (email: EmailRowFieldsFragment) => void;
  actions: {
    read: (isRead: boolean) => void;
    star: (isStarred: boolean) => void;
    move: (folder: EmailFolder) => void;
    label: (label: MailLabel) => void;
  };
  onMenu: () => void;
}

/** Search, the bulk toolbar over the selection, and the rows of the current mailbox view. */
export function EmailList(props: Props) {
  const { t } = useTranslation('email');
  const { emails, selected, folder } = props;
  const count = emails.filter((email) => selected.has(email.id)).length;
  const all = emails.length > 0 && count === emails.length;
  const none = count === 0;
  const currentFolder: EmailFolder | undefined = folder === 'starred' ? undefined : folder;

  return (
    <section className="email-main" aria-label={t('list.label')}>
      <div className="email-search">
        <Button variant="minimal" icon="menu" className="email-menu-toggle" aria-label={t('sidebar.open')} onClick={props.onMenu} />
        <InputGroup
          type="search"
          leftIcon="search"
          placeholder={t('list.search')}
          aria-label={t('list.search')}
          value={props.search}
          onChange={(e) => props.onSearch(e.target.value)}
          className="email-search__input"
        />
      </div>
      <div className="email-toolbar" role="toolbar" aria-label={t('list.toolbar')}>
        <Checkbox
          className="email-toolbar__all"
          checked={all}
          indeterminate={!all && !none}
          disabled={emails.length === 0}
          onChange={props.onSelectAll}
          aria-label={t('list.selectAll')}
        />
        {/* One live region for the count, so a screen reader hears the list change and the selection grow. */}
        <span className={none ? 'email-toolbar__hint text-muted' : 'email-toolbar__hint'} role="status">
          {none ? `${props.totalEstimated ? '≈ ' : ''}${t('list.total', { count: props.total })}` : t('list.selected', { count })}
        </span>
        {none ? null : (
          <div className="email-toolbar__actions">
            <Button variant="minimal" icon="envelope" title={t('action.markRead')} aria-label={t('action.markRead')} onClick={() => props.actions.read(true)} />
            <Button variant="minimal" icon="inbox-update" title={t('action.markUnread')} aria-label={t('action.markUnread')} onClick={() => props.actions.read(false)} />
            <Button variant="minimal" icon="star" title={t('action.star')} aria-label={t('action.star')} onClick={() => props.actions.star(true)} />
            <Button variant="minimal" icon="star-empty" title={t('action.unstar')} aria-label={t('action.unstar')} onClick={() => props.actions.star(false)} />
            <MoveMenu current={currentFolder} onMove={props.actions.move} />
            <LabelMenu onToggle={props.actions.label} />
            {folder !== 'trash' ? (
              <Button variant="minimal" icon="trash" intent="danger" title={t('action.delete')} aria-label={t('action.delete')} onClick={() => props.actions.move('trash')} />
            ) : null}
          </div>
        )}
      </div>
      <div className="email-list-scroll">
        {props.loading && emails.length === 0 ? (
          <LoadingState />
        ) : props.error ? (
          <ErrorState error={props.error} onRetry={props.onRetry} />
        ) : emails.length === 0 ? (
          <EmptyState
            icon={props.search ? 'search' : 'inbox'}
            title={props.search ? t('list.noResults', { q: props.search }) : t('list.emptyTitle')}
            description={props.search ? t('list.noResultsText') : t('list.emptyText')}
          />
        ) : (
          <>
            <ul className="email-rows">
              {emails.map((email) => (
                <EmailRow key={email.id} email={email} selected={selected.has(email.id)} onSelect={props.onSelect} onStar={props.onStar} onOpen={props.onOpen} />
              ))}
            </ul>
            <LoadMore
              shown={emails.length}
              total={props.total}
              loading={props.more.loading}
              paused={props.more.failed}
              onLoadMore={() => void props.more.loadMore()}
              testId="email-list-more"
            />
          </>
        )}
      </div>
    </section>
  );
}
