import { Button, Icon, PopoverNext, type IconName } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AfterFirstScreenOnly, preloadOnIntent } from '../../../components/after-first-screen';
import { lazyWithPreload } from '../../../lib/lazy-with-preload';
import type { NavbarBookmarksQuery } from '../../../__generated__/graphql';
import { BookmarksQuery } from '../../search/documents';

/** How many bookmarks fit as icons in the navbar; the rest stay in the star popover. */
const VISIBLE_BOOKMARKS = 5;

/** The star popover's content is on no first screen. */
const BookmarkSuggestions = lazyWithPreload(() => import('./bookmark-suggestions'), 'BookmarkSuggestions');

/**
 * Bookmarked pages as navbar icons, plus the star popover to add or remove them (spec sections 2, 4). Asked for with
 * the page (the network does not wait for the idle moment, and nothing is asked later), drawn after its first screen.
 */
export function NavbarBookmarks() {
  const { data } = useQuery(BookmarksQuery);
  return (
    <AfterFirstScreenOnly>
      <BookmarkIcons bookmarks={data?.bookmarks ?? []} />
    </AfterFirstScreenOnly>
  );
}

function BookmarkIcons({ bookmarks }: { bookmarks: NavbarBookmarksQuery['bookmarks'] }) {
  const { t } = useTranslation();
  return (
    <nav className="navbar-bookmarks" aria-label={t('bookmarks.title')} data-testid="navbar-bookmarks">
      {bookmarks.slice(0, VISIBLE_BOOKMARKS).map((page) => (
        <Link key={page.id} to={page.link} className="navbar-bookmarks__item" aria-label={page.title} title={page.title} data-bookmark-id={page.id}>
          <Icon icon={page.icon as IconName} size={18} />
        </Link>
      ))}
      <PopoverNext
        placement="bottom-start"
        content={
          <Suspense fallback={<div className="bookmark-popover" />}>
            <BookmarkSuggestions />
          </Suspense>
        }
        lazy
      >
        <Button variant="minimal" icon="star-empty" className="navbar-bookmarks__star" aria-label={t('bookmarks.title')} data-testid="bookmarks-open" {...preloadOnIntent(BookmarkSuggestions.preload)} />
      </PopoverNext>
    </nav>
  );
}
