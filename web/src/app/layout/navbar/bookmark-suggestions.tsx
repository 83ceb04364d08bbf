import { Button, Icon, InputGroup, type IconName } from '@blueprintjs/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SearchPageFieldsFragment } from '../../../__generated__/graphql';
import { Can } from '../../../lib/ability';
import { toast } from '../../../lib/toaster';
import { applyBookmarkToggle, optimisticToggle } from '../../search/bookmark-cache';
import { BookmarkSuggestionsQuery, ToggleBookmarkMutation } from '../../search/documents';

function useToggleBookmark() {
  const { t } = useTranslation();
  const [mutate] = useMutation(ToggleBookmarkMutation);
  return (page: SearchPageFieldsFragment) =>
    mutate({
      variables: { id: page.id },
      optimisticResponse: optimisticToggle(page),
      update: (cache, { data }) => {
        if (data) applyBookmarkToggle(cache, data.toggleBookmark);
      },
    }).catch((error: Error) => toast.error(t('bookmarks.toggleFailed', { message: error.message })));
}

/** The star popover: every page that can be bookmarked, filtered as you type, each with its star. */
export function BookmarkSuggestions() {
  const { t } = useTranslation();
  const [q, setQ] = useState('');
  const { data } = useQuery(BookmarkSuggestionsQuery);
  const toggle = useToggleBookmark();
  const rows = useMemo(() => {
    const needle = q.trim().toLowerCase();
    const all = data?.bookmarkSuggestions ?? [];
    return needle ? all.filter((p) => p.title.toLowerCase().includes(needle)) : all;
  }, [data, q]);

  return (
    <div className="bookmark-popover" data-testid="bookmark-suggestions">
      <InputGroup leftIcon="search" placeholder={t('bookmarks.filter')} value={q} onChange={(e) => setQ(e.target.value)} autoFocus />
      <ul className="bookmark-popover__list">
        {rows.map((page) => (
          <li key={page.id} className="bookmark-row" data-page-id={page.id}>
            <Link to={page.link} className="bookmark-row__link">
              <Icon icon={page.icon as IconName} size={14} />
              <span>{page.title}</span>
            </Link>
            <Can I="update" a="Bookmark">
              <Button
                variant="minimal"
                size="small"
                className={`bookmark-star${page.isBookmarked ? ' bookmark-star--on' : ''}`}
                icon={page.isBookmarked ? 'star' : 'star-empty'}
                aria-pressed={page.isBookmarked}
                aria-label={t(page.isBookmarked ? 'bookmarks.remove' : 'bookmarks.add', { title: page.title })}
                data-testid={`bookmark-star-${page.id}`}
                onClick={() => void toggle(page)}
              />
            </Can>
          </li>
        ))}
        {rows.length === 0 ? <li className="text-muted bookmark-popover__empty">{t('state.emptyTitle')}</li> : null}
      </ul>
    </div>
  );
}
