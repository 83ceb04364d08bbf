import { format, isSameDay, isToday, isYesterday, parseISO } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { useDateLocale } from '../../../lib/date-locale';

/** Chat times in the interface language. */
export function useChatTime() {
  const { t } = useTranslation('chat');
  const locale = useDateLocale();
  return {
    /** The list's last-message time: a time today, "yesterday", else the date. */
    short(iso: string): string {
      const date = parseISO(iso);
      if (isToday(date)) return format(date, 'HH:mm', { locale });
      if (isYesterday(date)) return t('time.yesterday');
      return format(date, 'd MMM', { locale });
    },
    time(iso: string): string {
      return format(parseISO(iso), 'HH:mm', { locale });
    },
    /** The divider above a day's first message. */
    day(iso: string): string {
      const date = parseISO(iso);
      if (isToday(date)) return t('time.today');
      if (isYesterday(date)) return t('time.yesterday');
      return format(date, 'd MMMM yyyy', { locale });
    },
    sameDay(a: string, b: string): boolean {
      return isSameDay(parseISO(a), parseISO(b));
    },
  };
}
