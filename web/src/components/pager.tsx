import { Button, HTMLSelect } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import './pager.css';

/** The rows a page shows, for the "Showing 11–20 of 64" line. */
export interface PagerRange {
  from: number;
  to: number;
  total: number;
  /** "of about 235,000": the server estimated the total (a large search on the PostgreSQL store). */
  estimated?: boolean;
}

export interface PagerProps<Size extends number> {
  page: number;
  total: number;
  perPage: number;
  onChange: (page: number) => void;
  /** Accessible name of the navigation; defaults to the generic "List pages". */
  label?: string;
  testId?: string;
  /** A feature's own spacing/look on top of the shared layout. */
  className?: string;
  /** The catalogue hides the pager when everything fits on one page; tables keep the summary. */
  hideWhenSinglePage?: boolean;
  /**
   * "Showing 11–20 of 64". `shown` = rows on screen, when it can differ from the page size
   * (after a delete the page shows one row fewer until re-read); `text` rewords the line.
   */
  summary?: { testId: string; shown?: number; estimated?: boolean; text?: (range: PagerRange) => string };
  pageSize?: { options: readonly Size[]; onChange: (size: Size) => void; testId?: string };
}

/** The page numbers around the current one, with the first and last always shown: 1 … 4 5 6 … 12. */
function pageWindow(page: number, pages: number): (number | 'gap')[] {
  const shown = new Set([1, pages, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pages));
  const sorted = [...shown].sort((a, b) => a - b);
  return sorted.flatMap((p, i) => (i > 0 && p - sorted[i - 1] > 1 ? ['gap' as const, p] : [p]));
}

function rangeOf(page: number, perPage: number, total: number, shown: number | undefined): PagerRange {
  if (shown === undefined) return { from: total === 0 ? 0 : (page - 1) * perPage + 1, to: Math.min(total, page * perPage), total };
  const from = shown === 0 ? 0 : (page - 1) * perPage + 1;
  return { from, to: from === 0 ? 0 : from + shown - 1, total };
}

/** The one pager of server-paged lists: optional page size and summary, then previous / pages / next. */
export function Pager<Size extends number = number>({ page, total, perPage, onChange, label, testId, className, hideWhenSinglePage, summary, pageSize }: PagerProps<Size>) {
  const { t } = useTranslation('common');
  const pages = Math.max(1, Math.ceil(total / perPage));
  if (hideWhenSinglePage && pages <= 1) return null;
  const range = { ...rangeOf(page, perPage, total, summary?.shown), estimated: summary?.estimated ?? false };
  const summaryLine = summary ? (
    <span className="app-pager__summary" role="status" data-testid={summary.testId}>
      {summary.text ? summary.text(range) : t(range.estimated ? 'pager.summaryEstimated' : 'pager.summary', { ...range })}
    </span>
  ) : null;
  return (
    <nav className={className ? `app-pager ${className}` : 'app-pager'} aria-label={label ?? t('pager.label')} data-testid={testId}>
      {pageSize ? (
        <label className="app-pager__size">
          <span>{t('pager.show')}</span>
          <HTMLSelect
            value={perPage}
            data-testid={pageSize.testId}
            onChange={(event) => {
              const size = pageSize.options.find((option) => option === Number(event.currentTarget.value));
              if (size !== undefined) pageSize.onChange(size);
            }}
            options={pageSize.options.map((size) => ({ value: size, label: String(size) }))}
          />
          {summaryLine}
        </label>
      ) : (
        summaryLine
      )}
      <div className="app-pager__pages">
        <Button variant="minimal" icon="chevron-left" className="app-pager__dir" aria-label={t('pager.previous')} disabled={page <= 1} onClick={() => onChange(page - 1)} />
        {pageWindow(page, pages).map((p, i) =>
          p === 'gap' ? (
            <span key={`gap-${i}`} className="app-pager__gap" aria-hidden="true">
              …
            </span>
          ) : (
            <Button
              key={p}
              className="app-pager__page"
              variant={p === page ? 'solid' : 'minimal'}
              intent={p === page ? 'primary' : 'none'}
              aria-current={p === page ? 'page' : undefined}
              aria-label={t('pager.page', { page: p })}
              text={String(p)}
              onClick={() => onChange(p)}
            />
          ),
        )}
        <Button variant="minimal" icon="chevron-right" className="app-pager__dir" aria-label={t('pager.next')} disabled={page >= pages} onClick={() => onChange(page + 1)} />
      </div>
    </nav>
  );
}
