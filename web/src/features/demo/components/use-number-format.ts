import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Number, compact, currency and month formatters in the interface language (ru by default). */
export function useNumberFormat() {
  const { i18n } = useTranslation();
  const lng = i18n.language;
  return useMemo(() => {
    const plain = new Intl.NumberFormat(lng);
    const compact = new Intl.NumberFormat(lng, { notation: 'compact', maximumFractionDigits: 1 });
    const money = new Intl.NumberFormat(lng, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
    const percent = new Intl.NumberFormat(lng, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' });
    const month = new Intl.DateTimeFormat(lng, { month: 'short' });
    const weekday = new Intl.DateTimeFormat(lng, { weekday: 'short' });
    return {
      number: (n: number) => plain.format(n),
      compact: (n: number) => compact.format(n),
      money: (n: number) => money.format(n),
      percent: (n: number) => percent.format(n),
      /** Short month names Jan..(count), from a fixed year so the result never depends on today. */
      months: (count: number) => Array.from({ length: count }, (_, i) => month.format(new Date(Date.UTC(2024, i, 15)))),
      /** Short weekday names Monday..Sunday (1 Jan 2024 was a Monday). */
      weekdays: () => Array.from({ length: 7 }, (_, i) => weekday.format(new Date(Date.UTC(2024, 0, 1 + i, 12)))),
    };
  }, [lng]);
}
