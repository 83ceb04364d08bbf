import { dateTimeFormat } from '../../../lib/intl-formats';

/** Dates in the interface language: "12 марта 2024 г.". */
export function formatDate(iso: string, lng: string, withTime = false): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat(lng, withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'long' }).format(date);
}
