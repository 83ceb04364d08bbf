import type { Locale } from 'date-fns';
import { enUS, ru, uk } from 'date-fns/locale';
import { useTranslation } from 'react-i18next';

const LOCALES: Record<string, Locale> = { ru, en: enUS, uk };

/** The date-fns locale of the interface language (ru by default, as the spec wants). */
export function useDateLocale(): Locale {
  const { i18n } = useTranslation();
  return LOCALES[i18n.language] ?? ru;
}
