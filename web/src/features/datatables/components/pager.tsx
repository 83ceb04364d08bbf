import { Button, HTMLSelect } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { isOneOf, PAGE_SIZES, type PageSize } from '../employee-meta';

/** The page numbers around the current one, with the first and last always shown. */
function pageWindow(page: number, pages: number): (number | 'gap')[] {
  const shown = new Set([1, pages, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pages));
  const sorted = [...shown].sort((a, b) => a - b);
  return sorted.flatMap((p, i) => (i > 0 && p - sorted[i - 1] > 1 ? ['gap' as const, p] : [p]));
}

/** "Showing 11–20 of 100", page buttons and the page size (10 / 25 / 50 / 100). */
export function Pager({ page, perPage, total, onPage, onPerPage }: { page: number; perPage: PageSize; total: number; onPage: (page: number) => void; onPerPage: (size: PageSize) => void }) {
  const { t } = useTranslation('datatables');
  const pages = Math.max(1, Math.ceil(total / perPage));
  const from = total === 0 ? 0 : (page - 1) * perPage + 1;
  const to = Math.min(total, page * perPage);
  return (
    <nav className="emp-pager" aria-label={t('pager.label')}>
      <label className="emp-pager__size">
        <span>{t('pager.show')}</span>
        <HTMLSelect
          value={perPage}
          data-testid="employees-page-size"
          onChange={(event) => {
            const size = Number(event.currentTarget.value);
            if (isOneOf(PAGE_SIZES, size)) onPerPage(size);
          }}
          options={PAGE_SIZES.map((size) => ({ value: size, label: String(size) }))}
        />
        <span className="emp-pager__summary" data-testid="employees-summary">
          {t('pager.summary', { from, to, total })}
        </span>
      </label>
      <div className="emp-pager__pages">
        <Button variant="minimal" icon="chevron-left" aria-label={t('pager.previous')} disabled={page <= 1} onClick={() => onPage(page - 1)} />
        {pageWindow(page, pages).map((p, i) =>
          p === 'gap' ? (
            <span key={`gap-${i}`} className="emp-pager__gap">
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
