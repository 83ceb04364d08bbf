import type { Reference } from '@apollo/client';
import type { ModifierDetails } from '@apollo/client/cache';

/**
 * A cached page of a list read by page number (users, permissions, accounts, invoices): the page type has no
 * id, so Apollo keeps it inline under its field's arguments.
 */
export interface CachedPage {
  total: number;
  items: readonly Reference[];
}

/** The page without the row, one fewer in its total; undefined when the page does not hold the row. */
export function withoutRow(page: CachedPage, id: string, readField: ModifierDetails['readField']): CachedPage | undefined {
  const items = page.items.filter((ref) => readField('id', ref) !== id);
  return items.length < page.items.length ? { ...page, total: Math.max(0, page.total - 1), items } : undefined;
}
