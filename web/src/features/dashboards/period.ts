import { useSearchParams } from 'react-router';
import type { AnalyticsPeriod } from '../../__generated__/graphql';

/** Spec section 9: the three analytics periods, in the order the selectors show them. */
export const PERIODS: readonly AnalyticsPeriod[] = ['last_28_days', 'last_month', 'last_year'];

const isPeriod = (value: string | null): value is AnalyticsPeriod => PERIODS.some((p) => p === value);

/** The dashboard-wide period lives in the URL (?period=last_month) so a reload or a shared link keeps it. */
export function usePagePeriod(): [AnalyticsPeriod, (period: AnalyticsPeriod) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('period');
  const period = isPeriod(raw) ? raw : 'last_28_days';
  const setPeriod = (next: AnalyticsPeriod) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next === 'last_28_days') copy.delete('period');
        else copy.set('period', next);
        return copy;
      },
      { replace: true },
    );
  return [period, setPeriod];
}
