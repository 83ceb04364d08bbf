import type { ApolloCache } from '@apollo/client';
import { graphql } from '../../../__generated__/gql';
import type { InvoiceChangedSubscription as InvoiceChanged } from '../../../__generated__/graphql';
import { applyRecordChange, type RemoteChange } from '../../../lib/live/remote-change';
import { InvoiceFields } from '../api/invoice-fields';
import { addInvoiceToCache, removeInvoiceFromCache, updateInvoiceInCache } from '../api/invoices-cache';

export const InvoiceChangedSubscription = graphql(`
  subscription InvoiceChanged {
    invoiceChanged {
      change
      invoice {
        ...InvoiceFields
      }
      actor {
        ...LiveActorFields
      }
    }
  }
`);

/**
 * An invoice added, edited or deleted elsewhere. An edit is written by id (the row, the preview and the
 * edit page's source all read it) and the cached pages re-check filter and sort against the version they
 * held before.
 */
export function applyInvoiceChanged({ invoiceChanged }: InvoiceChanged, cache: ApolloCache): RemoteChange[] {
  const { invoice } = invoiceChanged;
  return applyRecordChange(cache, 'Invoice', invoiceChanged, invoice, {
    created: () => addInvoiceToCache(cache, invoice),
    deleted: () => removeInvoiceFromCache(cache, invoice),
    updated: () => {
      const id = cache.identify({ __typename: 'Invoice', id: invoice.id });
      const before = id ? cache.readFragment({ id, fragment: InvoiceFields }) : null;
      cache.writeFragment({ fragment: InvoiceFields, data: invoice });
      if (before) updateInvoiceInCache(cache, before, invoice);
    },
  });
}
