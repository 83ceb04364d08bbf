import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat, numberFormat } from '../../lib/intl-formats';

export interface InvoiceFormat {
  /** Dollars in the interface language (the demo's amounts are in USD, spec section 3). */
  money(amount: number): string;
  /** A calendar day (YYYY-MM-DD) as "12 мая 2024"; read and shown in UTC so it never shifts a day. */
  date(day: string): string;
}

export function useInvoiceFormat(): InvoiceFormat {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const money = numberFormat(language, { style: 'currency', currency: 'USD' });
    const date = dateTimeFormat(language, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
    return {
      money: (amount) => money.format(amount),
      date: (day) => date.format(new Date(`${day}T00:00:00Z`)),
    };
  }, [language]);
}

/** Amounts are kept in cents precision: 0.1 + 0.2 must not become 0.30000000000000004. */
export function roundCents(amount: number): number {
  return Math.round(amount * 100) / 100;
}
