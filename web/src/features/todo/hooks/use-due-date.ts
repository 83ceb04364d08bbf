import { format, isBefore, startOfDay } from 'date-fns';
import type { Locale } from 'date-fns';
import { enUS, ru, uk } from 'date-fns/locale';
import { useTranslation } from 'react-i18next';

const LOCALES: Record<string, Locale> = { ru, en: enUS, uk };

/** The date-fns locale of the interface language (ru by default, as the spec wants). */
export function useDateLocale(): Locale {
  const { i18n } = useTranslation();
  return LOCALES[i18n.language] ?? ru;
}

/** "5 дек." style due dates, and whether an open task is past due (before today). */
export function useDueDate() {
  const locale = useDateLocale();
  return {
    label: (iso: string) => format(new Date(iso), 'd MMM', { locale }),
    full: (iso: string) => format(new Date(iso), 'd MMMM yyyy', { locale }),
    isOverdue: (iso: string, isCompleted: boolean) => !isCompleted && isBefore(new Date(iso), startOfDay(new Date())),
  };
}
