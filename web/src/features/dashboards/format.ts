import { numberFormat } from '../../lib/intl-formats';

/** Number formatting in the interface language; money in dollars, as the pricing and FAQ pages quote. */
export function formatCount(value: number, lng: string, compact = false): string {
  return numberFormat(lng, compact ? { notation: 'compact', maximumFractionDigits: 1 } : { maximumFractionDigits: 0 }).format(value);
}

export function formatMoney(value: number, lng: string, compact = false): string {
  return numberFormat(lng, {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: compact ? 1 : 0,
    ...(compact ? { notation: 'compact' as const } : {}),
  }).format(value);
}

export function formatPercent(value: number, lng: string, signed = false): string {
  return numberFormat(lng, { maximumFractionDigits: 1, signDisplay: signed ? 'exceptZero' : 'auto' }).format(value) + '%';
}
