import { format, isSameYear, isToday, parseISO } from 'date-fns';
import { enUS, ru, uk } from 'date-fns/locale';
import { useTranslation } from 'react-i18next';

const LOCALES = { ru, en: enUS, uk } as const;

/** Mail times in the interface language: today as a time, this year as day and month, older with the year. */
export function useMailTime() {
  const { i18n } = useTranslation();
  const locale = LOCALES[i18n.language as keyof typeof LOCALES] ?? ru;
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
