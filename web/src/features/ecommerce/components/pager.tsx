import { Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

/** Page numbers around the current one, with the ends always reachable: 1 … 4 5 6 … 12. */
function pageItems(current: number, last: number): (number | 'gap')[] {
  const items: (number | 'gap')[] = [];
  for (let p = 1; p <= last; p += 1) {
    if (p === 1 || p === last || Math.abs(p - current) <= 1) items.push(p);
    else if (items[items.length - 1] !== 'gap') items.push('gap');
  }
  return items;
}

export function Pager({ page, total, perPage, onChange }: { page: number; total: number; perPage: number; onChange: (page: number) => void }) {
  const { t } = useTranslation('ecommerce');
  const last = Math.max(1, Math.ceil(total / perPage));
  if (last <= 1) return null;
  return (
    <nav className="pager" aria-label={t('shop.pagination')} data-testid="pager">
      <Button variant="minimal" icon="chevron-left" className="pager__dir" disabled={page <= 1} aria-label={t('shop.previousPage')} onClick={() => onChange(page - 1)} />
      {pageItems(page, last).map((item, i) =>
        item === 'gap' ? (
          <span key={`gap-${i}`} className="pager__gap" aria-hidden="true">
            …
          </span>
        ) : (
          <Button
            key={item}
            className={`pager__page${item === page ? ' pager__page--current' : ''}`}
            variant={item === page ? 'solid' : 'minimal'}
            intent={item === page ? 'primary' : 'none'}
            aria-current={item === page ? 'page' : undefined}
            aria-label={t('shop.page', { page: item })}
            text={String(item)}
            onClick={() => onChange(item)}
          />
        ),
      )}
      <Button variant="minimal" icon="chevron-right" className="pager__dir" disabled={page >= last} aria-label={t('shop.nextPage')} onClick={() => onChange(page + 1)} />
    </nav>
  );
}
