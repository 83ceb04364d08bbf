import { dateTimeFormat, numberFormat } from '../../lib/intl-formats';

/** Prices are whole roubles in the seed; shown in the UI language's number format. */
export function formatMoney(value: number, language: string): string {
  return numberFormat(language, { style: 'currency', currency: 'RUB', maximumFractionDigits: 0 }).format(value);
}

/** A `YYYY-MM-DD` date as "12 марта, ср". Parsed as a calendar day so no time zone shifts it. */
export function formatDay(isoDay: string, language: string): string {
  const [y, m, d] = isoDay.split('-').map(Number);
  return dateTimeFormat(language, { day: 'numeric', month: 'long', weekday: 'short' }).format(new Date(y, m - 1, d));
}

/** Product names start with their kind ("Смартфон …", "Ноутбук …"): the related-products search. */
export function productKind(name: string): string {
  return name.split(' ')[0] ?? name;
}
