import { format, isSameYear, isToday, parseISO } from 'date-fns';
import { useDateLocale } from '../../../lib/date-locale';

/** Mail times in the interface language: today as a time, this year as day and month, older with the year. */
export function useMailTime() {
  const locale = useDateLocale();
  return {
    short(iso: string): string {
      const date = parseISO(iso);
      if (isToday(date)) return format(date, 'HH:mm', { locale });
      return format(date, isSameYear(date, new Date()) ? 'd MMM' : 'd MMM yyyy', { locale });
    },
    full(iso: string): string {
      return format(parseISO(iso), 'd MMMM yyyy, HH:mm', { locale });
    },
  };
}
