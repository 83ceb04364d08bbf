import type { CartLineFieldsFragment } from '../../../__generated__/graphql.js';

/** Charged once per order unless every line ships free (a demo rule of this shop). */
export const DELIVERY_FEE = 490;

export interface Totals {
  items: number;
  bagTotal: number;
  discount: number;
  delivery: number;
  total: number;
}

/** Line discount = its share of the line price, rounded to whole roubles as the prices are. */
export function lineDiscount(line: CartLineFieldsFragment): number {
  return Math.round((line.product.price * line.qty * line.discountPercentage) / 100);
}

export function cartTotals(lines: readonly CartLineFieldsFragment[]): Totals {
  const bagTotal = lines.reduce((sum, l) => sum + l.product.price * l.qty, 0);
  const discount = lines.reduce((sum, l) => sum + lineDiscount(l), 0);
  const delivery = lines.length === 0 || lines.every((l) => l.product.hasFreeShipping) ? 0 : DELIVERY_FEE;
  return { items: lines.reduce((n, l) => n + l.qty, 0), bagTotal, discount, delivery, total: bagTotal - discount + delivery };
}

/** The order arrives with its last line. */
export function latestShippingDate(lines: readonly CartLineFieldsFragment[]): string | null {
  return lines.reduce<string | null>((latest, l) => (latest === null || l.shippingDate > latest ? l.shippingDate : latest), null);
}
