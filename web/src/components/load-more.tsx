import { Button, Spinner } from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './load-more.css';

interface Props {
  /** Rows shown so far, and how many the list holds. */
  shown: number;
  total: number;
  /** A page is on its way. */
  loading: boolean;
  /** The last page failed: no more asking on scroll until the button is pressed. */
  paused?: boolean;
  onLoadMore: () => void;
  testId?: string;
}

/**
 * The end of a list read page by page: the next page is asked for as this footer scrolls into view (and
 * again while it stays in view after a page arrived); the button does the same from the keyboard.
 */
export function LoadMore({ shown, total, loading, paused = false, onLoadMore, testId }: Props) {
  const { t } = useTranslation('common');
  const footer = useRef<HTMLDivElement>(null);
  const [inView, setInView] = useState(false);
  const load = useRef(onLoadMore);
  load.current = onLoadMore;
  const more = shown < total;

  useEffect(() => {
    const node = footer.current;
    if (!node || !more) return undefined;
    const observer = new IntersectionObserver(([entry]) => setInView(entry.isIntersecting), { rootMargin: '240px 0px' });
    observer.observe(node);
    return () => observer.disconnect();
  }, [more]);

  useEffect(() => {
    if (inView && more && !loading && !paused) load.current();
  }, [inView, more, loading, paused, shown]);

  if (!more) return null;
  return (
    <div ref={footer} className="load-more" data-testid={testId} aria-live="polite">
      <span className="load-more__count text-muted">{t('loadMore.shown', { shown, total })}</span>
      {loading ? (
        <span className="load-more__loading">
          <Spinner size={16} />
          {t('loadMore.loadingMore')}
        </span>
      ) : (
        <Button variant="minimal" icon="chevron-down" text={t('loadMore.more')} onClick={onLoadMore} />
      )}
    </div>
  );
}
