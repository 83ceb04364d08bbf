import type { AnalyticsPeriod } from '../../__generated__/graphql';
import { oneOfOr, useUrlState } from '../../lib/url-state';

/** Spec section 9: the three analytics periods, in the order the selectors show them. */
export const PERIODS: readonly AnalyticsPeriod[] = ['last_28_days', 'last_month', 'last_year'];

/** Spec section 9: the revenue report covers these years, newest first (the newest shown first). */
export const REVENUE_YEARS = [2020, 2019, 2018] as const;

/** `?period=last_month`: the page-wide period. */
export const DASHBOARD = { period: oneOfOr<AnalyticsPeriod>('period', PERIODS, 'last_28_days') };

/** The dashboard-wide period lives in the URL (?period=last_month) so a reload or a shared link keeps it. */
export function usePagePeriod(): [AnalyticsPeriod, (period: AnalyticsPeriod) => void] {
  const [{ period }, update] = useUrlState(DASHBOARD);
  return [period, (next) => update({ period: next }, { replace: true })];
}
