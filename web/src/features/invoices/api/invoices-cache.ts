import type { ApolloCache } from '@apollo/client';
import type { InvoiceFieldsFragment } from '../../../__generated__/graphql';
import { fieldArgs } from '../../../lib/apollo/field-args';
import { claimNewRow, releaseRow, removedByLiveEcho } from '../../../lib/apollo/list-claims';
import { withoutRow, type CachedPage } from '../../../lib/apollo/numbered-page';
import { InvoiceFields } from './invoice-fields';
import { INVOICES_PER_PAGE, matchesInvoice, sortValue, type InvoiceListArgs } from './invoice-rules';

/**
 * The rule for every cached list below: an entry whose new rows we can compute exactly is rewritten in
 * place; an entry whose rows shift in a way only the server knows (a later page, another sort order) is
 * dropped (DELETE) and read again only when it is next shown. Nothing is refetched while it is on screen.
 */

/**
 * After a delete: the row leaves the pages that held it (total − 1; such a page shows one row fewer
 * until the server is asked again, rather than refetching the list the user is looking at), then the
 * invoice is evicted. An invoice no longer in the cache was already removed (this session's delete and
 * its live echo both arrive here) or never read: nothing to do.
 */
export function removeInvoiceFromCache(cache: ApolloCache, invoice: InvoiceFieldsFragment): void {
  const id = cache.identify({ __typename: 'Invoice', id: invoice.id });
  if (!id || !cache.readFragment({ id, fragment: InvoiceFields, returnPartialData: true }) || removedByLiveEcho(cache, 'Invoice', invoice.id)) return;
  releaseRow(cache, 'Invoice', invoice.id);
  cache.modify({
    fields: {
      invoices(stored, { storeFieldName, readField, DELETE }) {
        const page = stored as CachedPage;
        const without = withoutRow(page, invoice.id, readField);
        if (without) return without;
        return matchesInvoice(invoice, fieldArgs<InvoiceListArgs>(storeFieldName)) ? DELETE : page;
      },
    },
  });
  cache.evict({ id });
  cache.gc();
}

/**
 * After an add: new invoices get the highest id, so in the default order (id descending) the invoice
 * leads page 1, which keeps its size by letting its last row go. Applied once, whether the mutation's
 * answer or the live event of the same add comes first.
 */
export function addInvoiceToCache(cache: ApolloCache, invoice: InvoiceFieldsFragment): void {
  if (!claimNewRow(cache, 'Invoice', invoice.id)) return;
  cache.writeFragment({ fragment: InvoiceFields, data: invoice });
  cache.modify({
    fields: {
      invoices(stored, { storeFieldName, toReference, DELETE }) {
        const page = stored as CachedPage;
        const args = fieldArgs<InvoiceListArgs>(storeFieldName);
        if (!matchesInvoice(invoice, args)) return page;
        const leads = (args.sortColumn ?? 'id') === 'id' && (args.sort ?? 'desc') === 'desc' && (args.page ?? 1) === 1;
        const ref = toReference({ __typename: 'Invoice', id: invoice.id });
        if (!leads || !ref) return DELETE;
        return { ...page, items: [ref, ...page.items].slice(0, args.perPage ?? INVOICES_PER_PAGE), total: page.total + 1 };
      },
    },
  });
}

/**
 * After an edit the row itself is already fresh (normalized by id). A cached list changes only if the
 * invoice enters or leaves its filter, or moves under its sort column.
 */
export function updateInvoiceInCache(cache: ApolloCache, before: InvoiceFieldsFragment, after: InvoiceFieldsFragment): void {
  cache.modify({
    fields: {
      invoices(stored, { storeFieldName, readField, DELETE }) {
        const page = stored as CachedPage;
        const args = fieldArgs<InvoiceListArgs>(storeFieldName);
        const was = matchesInvoice(before, args);
        const is = matchesInvoice(after, args);
        const column = args.sortColumn ?? 'id';
        if (was === is && (!is || sortValue(before, column) === sortValue(after, column))) return page;
        const held = page.items.some((ref) => readField('id', ref) === after.id);
        if (held && !is && (args.page ?? 1) === 1 && page.total <= (args.perPage ?? INVOICES_PER_PAGE)) {
          return { ...page, items: page.items.filter((ref) => readField('id', ref) !== after.id), total: page.total - 1 };
        }
        return DELETE;
      },
    },
  });
}
