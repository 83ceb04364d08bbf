import {
  ANALYTICS_PERIODS,
  PERIOD_VALUES,
  REVENUE_YEARS,
  STATISTICS_KINDS,
  type AnalyticsPeriod,
  type CardsSeed,
  type RevenueYear,
  type StatisticsKind,
} from '../../../seed/content/cards.js';
import { InvalidInputError, NotFoundError } from '../../errors.js';

export const DEFAULT_PERIOD: AnalyticsPeriod = 'last_28_days';
export const DEFAULT_YEAR: RevenueYear = 2020;

/** Period-aware answers also list the choices, so a dashboard can build its period menu. */
const periods = ANALYTICS_PERIODS.map(({ value, label }) => ({ value, label }));

function periodOf(period: string | undefined): AnalyticsPeriod {
  const value = period ?? DEFAULT_PERIOD;
  if (!(PERIOD_VALUES as readonly string[]).includes(value)) {
    throw new InvalidInputError(`period must be one of ${PERIOD_VALUES.join(', ')}`);
  }
  return value as AnalyticsPeriod;
}

/** Dashboard cards: read-only datasets, selected by period (or year for the revenue report). */
export class CardsRepository {
  constructor(private readonly cards: CardsSeed) {}

  supportTracker(period?: string) {
    return { ...this.cards.supportTracker[periodOf(period)], periods };
  }

  avgSessions(period?: string) {
    return { ...this.cards.avgSessions[periodOf(period)], periods };
  }

  revenueReport(year: number = DEFAULT_YEAR) {
    if (!(REVENUE_YEARS as readonly number[]).includes(year)) {
      throw new InvalidInputError(`year must be one of ${REVENUE_YEARS.join(', ')}`);
    }
    return { ...this.cards.revenueReport[year as RevenueYear], years: [...REVENUE_YEARS] };
  }

  goalOverview() {
    return this.cards.goalOverview;
  }

  revenue() {
    return this.cards.revenue;
  }

  productOrders(period?: string) {
    return { ...this.cards.productOrders[periodOf(period)], periods };
  }

  sessionsByDevice(period?: string) {
    return { ...this.cards.sessionsByDevice[periodOf(period)], periods };
  }

  customers(period?: string) {
    return { ...this.cards.customers[periodOf(period)], periods };
  }

  statistics(kind: string, period?: string) {
    if (!(STATISTICS_KINDS as readonly string[]).includes(kind)) throw new NotFoundError(`Unknown statistics card '${kind}'`);
    return { ...this.cards.statistics[kind as StatisticsKind][periodOf(period)], periods };
  }
}
