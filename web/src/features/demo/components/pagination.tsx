import { Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

type PageItem = number | 'gap';

/** Page numbers around the current one, first and last always shown, gaps collapsed to an ellipsis. */
export function pageWindow(current: number, total: number): PageItem[] {
  const pages = new Set([1, total, current - 1, current, current + 1].filter((p) => p >= 1 && p <= total));
  const sorted = [...pages].sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((page, i) => {
    const previous = sorted[i - 1];
    if (previous !== undefined && page - previous > 1) items.push('gap');
    items.push(page);
  });
  return items;
}

/** Numbered pagination with previous/next (Blueprint has none); the caller owns the page. */
export function Pagination({ page, total, onChange, shape = 'square' }: { page: number; total: number; onChange: (page: number) => void; shape?: 'square' | 'round' }) {
  const { t } = useTranslation('demo');
  return (
    <nav className={`demo-pagination demo-pagination--${shape}`} aria-label={t('components.pagination.label')}>
      <Button variant="minimal" icon="chevron-left" className="demo-pagination__flip" disabled={page <= 1} onClick={() => onChange(page - 1)} aria-label={t('components.pagination.previous')} />
      {pageWindow(page, total).map((item, i) =>
        item === 'gap' ? (
          <span key={`gap-${i}`} className="demo-pagination__gap" aria-hidden="true">
            …
          </span>
        ) : (
          <Button
            key={item}
            variant={item === page ? 'solid' : 'minimal'}
            intent={item === page ? 'primary' : 'none'}
            className="demo-pagination__page"
            text={String(item)}
            aria-current={item === page ? 'page' : undefined}
            onClick={() => onChange(item)}
          />
        ),
      )}
      <Button variant="minimal" icon="chevron-right" className="demo-pagination__flip" disabled={page >= total} onClick={() => onChange(page + 1)} aria-label={t('components.pagination.next')} />
    </nav>
  );
}
