import { Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

/** The page numbers around the current one, with the first and last always shown. */
function pageWindow(page: number, pages: number): (number | 'gap')[] {
  const shown = new Set([1, pages, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pages));
  const sorted = [...shown].sort((a, b) => a - b);
  return sorted.flatMap((p, i) => (i > 0 && p - sorted[i - 1] > 1 ? ['gap' as const, p] : [p]));
}

/** "Showing 11–20 of 64" and the page buttons of a server-paged table. */
export function Pager({ page, perPage, total, onPage }: { page: number; perPage: number; total: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('roles-permissions');
  const pages = Math.max(1, Math.ceil(total / perPage));
  const from = total === 0 ? 0 : (page - 1) * perPage + 1;
  const to = Math.min(total, page * perPage);
  return (
    <nav className="rp-pager" aria-label={t('pager.label')}>
      <span className="rp-pager__summary" data-testid="permissions-summary">
        {t('pager.summary', { from, to, total })}
      </span>
      <div className="rp-pager__pages">
        <Button variant="minimal" icon="chevron-left" aria-label={t('pager.previous')} disabled={page <= 1} onClick={() => onPage(page - 1)} />
        {pageWindow(page, pages).map((p, i) =>
          p === 'gap' ? (
            <span key={`gap-${i}`} className="rp-pager__gap">
              …
            </span>
          ) : (
            <Button
              key={p}
              className="rp-pager__page"
              variant={p === page ? 'solid' : 'minimal'}
              intent={p === page ? 'primary' : 'none'}
              aria-current={p === page ? 'page' : undefined}
              aria-label={t('pager.page', { page: p })}
              text={p}
              onClick={() => onPage(p)}
            />
          ),
        )}
        <Button variant="minimal" icon="chevron-right" aria-label={t('pager.next')} disabled={page >= pages} onClick={() => onPage(page + 1)} />
      </div>
    </nav>
  );
}
