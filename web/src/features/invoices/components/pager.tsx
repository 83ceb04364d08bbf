import { Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

/** The page numbers around the current one, with the first and last always shown. */
function pageWindow(page: number, pages: number): (number | 'gap')[] {
  const shown = new Set([1, pages, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pages));
  const sorted = [...shown].sort((a, b) => a - b);
  return sorted.flatMap((p, i) => (i > 0 && p - sorted[i - 1] > 1 ? ['gap' as const, p] : [p]));
}

/** "Showing 11–20 of 64" (`shown` = rows on this page) and the page buttons of the server-paged invoice list. */
export function Pager({ page, perPage, shown, total, onPage }: { page: number; perPage: number; shown: number; total: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('invoices');
  const pages = Math.max(1, Math.ceil(total / perPage));
  const from = shown === 0 ? 0 : (page - 1) * perPage + 1;
  // The rows on screen, not the page size: after a delete the page shows one row fewer until re-read.
  const to = from === 0 ? 0 : from + shown - 1;
  return (
    <nav className="invoice-pager" aria-label={t('pager.label')}>
      <span className="invoice-pager__summary" data-testid="invoice-summary">
        {t('pager.summary', { from, to, total })}
      </span>
      <div className="invoice-pager__pages">
        <Button variant="minimal" icon="chevron-left" aria-label={t('pager.previous')} disabled={page <= 1} onClick={() => onPage(page - 1)} />
        {pageWindow(page, pages).map((p, i) =>
          p === 'gap' ? (
            <span key={`gap-${i}`} className="invoice-pager__gap">
              …
            </span>
          ) : (
            <Button
              key={p}
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
