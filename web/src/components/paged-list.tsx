import type { ReactElement, ReactNode } from 'react';
import { Pager } from './pager';
import { ErrorState, LoadingState } from './states';

interface Props<T> {
  /** The page shown: the previous one while the next loads; undefined before the first answer. */
  page: { items: readonly T[]; total: number; totalEstimated?: boolean } | undefined;
  loading: boolean;
  error: { message: string } | undefined;
  onRetry: () => void;
  /** What a page without rows shows (an `EmptyState` naming the list and, when filtered, the way out). */
  empty: ReactElement;
  /** The class that dims the rows while the next page loads over them. */
  refreshingClassName: string;
  /** The rows (a table). */
  children: (items: readonly T[]) => ReactNode;
  pager: { page: number; perPage: number; onChange: (page: number) => void; summaryTestId: string };
}

/** The body of a server-paged list: its error with a retry while nothing is shown, loading, empty, or the rows and the pager. */
export function PagedList<T>({ page, loading, error, onRetry, empty, refreshingClassName, children, pager }: Props<T>) {
  return (
    <>
      {error && !page ? (
        <ErrorState error={error} onRetry={onRetry} />
      ) : !page ? (
        <LoadingState />
      ) : page.items.length === 0 ? (
        empty
      ) : (
        <div className={loading ? refreshingClassName : undefined} aria-busy={loading}>
          {children(page.items)}
        </div>
      )}
      {page && page.total > 0 ? (
        <Pager page={pager.page} perPage={pager.perPage} total={page.total} onChange={pager.onChange} summary={{ testId: pager.summaryTestId, estimated: page.totalEstimated }} />
      ) : null}
    </>
  );
}
