import { InvalidInputError, NotFoundError } from '../../common/errors.js';
import type { CardsRepository, WithPeriods } from './repository.js';
import { ANALYTICS_PERIODS, PERIOD_VALUES, REVENUE_YEARS, STATISTICS_KINDS, type AnalyticsPeriod, type CardsSeed, type RevenueYear, type StatisticsKind } from './models.js';

export const DEFAULT_PERIOD: AnalyticsPeriod = 'last_28_days';
export const DEFAULT_YEAR: RevenueYear = 2020;

const periods = ANALYTICS_PERIODS.map(({ value, label }) => ({ value, label }));

/** Each card's dataset type, by card name; a statistics card is named `statistics/<kind>`. */
export interface CardData {
  supportTracker: CardsSeed['supportTracker'][AnalyticsPeriod];
  avgSessions: CardsSeed['avgSessions'][AnalyticsPeriod];
  revenueReport: CardsSeed['revenueReport'][RevenueYear];
  goalOverview: CardsSeed['goalOverview'];
  revenue: CardsSeed['revenue'];
  productOrders: CardsSeed['productOrders'][AnalyticsPeriod];
  sessionsByDevice: CardsSeed['sessionsByDevice'][AnalyticsPeriod];
  customers: CardsSeed['customers'][AnalyticsPeriod];
  statistics: CardsSeed['statistics'][StatisticsKind][AnalyticsPeriod];
}
export type CardName = keyof CardData;

/** One stored dataset: a card, which of its variants (a period, a year, a statistics kind and period, or ''), and the data. */
export interface CardDataset {
  card: CardName;
  variant: string;
  data: CardData[CardName];
}

const statisticsVariant = (kind: StatisticsKind, period: AnalyticsPeriod) => `${kind}/${period}`;

/** The seed's cards as datasets, the form both stores keep them in. */
export function cardDatasets(seed: CardsSeed): CardDataset[] {
  const perPeriod = <C extends CardName>(card: C, data: Record<AnalyticsPeriod, CardData[C]>) =>
    PERIOD_VALUES.map((period) => ({ card, variant: period, data: data[period] }));
  return [
    ...perPeriod('supportTracker', seed.supportTracker),
    ...perPeriod('avgSessions', seed.avgSessions),
    ...REVENUE_YEARS.map((year) => ({ card: 'revenueReport' as const, variant: String(year), data: seed.revenueReport[year] })),
    { card: 'goalOverview', variant: '', data: seed.goalOverview },
    { card: 'revenue', variant: '', data: seed.revenue },
    ...perPeriod('productOrders', seed.productOrders),
    ...perPeriod('sessionsByDevice', seed.sessionsByDevice),
    ...perPeriod('customers', seed.customers),
    ...STATISTICS_KINDS.flatMap((kind) =>
      PERIOD_VALUES.map((period) => ({ card: 'statistics' as const, variant: statisticsVariant(kind, period), data: seed.statistics[kind][period] })),
    ),
  ];
}

function periodOf(period: string | undefined): AnalyticsPeriod {
  const value = period ?? DEFAULT_PERIOD;
  if (!(PERIOD_VALUES as readonly string[]).includes(value)) {
    throw new InvalidInputError(`period must be one of ${PERIOD_VALUES.join(', ')}`);
  }
  return value as AnalyticsPeriod;
}

/** The cards' rules over a store of datasets: which dataset a request means, and what comes with it. */
export abstract class DatasetCards implements CardsRepository {
  /** The dataset of `card` for `variant` (always one the seed has: the rules checked it). */
  protected abstract dataset<C extends CardName>(card: C, variant: string): Promise<CardData[C]>;

  async supportTracker(period?: string) {
    return this.perPeriod('supportTracker', period);
  }

  async avgSessions(period?: string) {
    return this.perPeriod('avgSessions', period);
  }

  async revenueReport(year: number = DEFAULT_YEAR) {
    if (!(REVENUE_YEARS as readonly number[]).includes(year)) {
      throw new InvalidInputError(`year must be one of ${REVENUE_YEARS.join(', ')}`);
    }
    return { ...(await this.dataset('revenueReport', String(year))), years: [...REVENUE_YEARS] };
  }

  async goalOverview() {
    return this.dataset('goalOverview', '');
  }

  async revenue() {
    return this.dataset('revenue', '');
  }

  async productOrders(period?: string) {
    return this.perPeriod('productOrders', period);
  }

  async sessionsByDevice(period?: string) {
    return this.perPeriod('sessionsByDevice', period);
  }

  async customers(period?: string) {
    return this.perPeriod('customers', period);
  }

  async statistics(kind: string, period?: string) {
    if (!(STATISTICS_KINDS as readonly string[]).includes(kind)) throw new NotFoundError(`Unknown statistics card '${kind}'`);
    const data = await this.dataset('statistics', statisticsVariant(kind as StatisticsKind, periodOf(period)));
    return { ...data, periods };
  }

  private async perPeriod<C extends CardName>(card: C, period: string | undefined): Promise<WithPeriods<CardData[C]>> {
    return { ...(await this.dataset(card, periodOf(period))), periods };
  }
}
