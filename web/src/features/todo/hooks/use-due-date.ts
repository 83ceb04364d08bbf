import { format, isBefore, startOfDay } from 'date-fns';
import { useMemo } from 'react';
import { useDateLocale } from '../../../lib/date-locale';

/** "5 дек." style due dates, and whether an open task is past due (before today). */
export function useDueDate() {
  const locale = useDateLocale();
  return useMemo(
    () => ({
      label: (iso: string) => format(new Date(iso), 'd MMM', { locale }),
      full: (iso: string) => format(new Date(iso), 'd MMMM yyyy', { locale }),
      isOverdue: (iso: string, isCompleted: boolean) => !isCompleted && isBefore(new Date(iso), startOfDay(new Date())),
    }),
    [locale],
  );
}
