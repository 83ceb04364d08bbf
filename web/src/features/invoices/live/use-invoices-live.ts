import { graphql } from '../../../__generated__/gql';
import { reportRemoteChange } from '../../../lib/live/remote-changes';
import { useLiveSubscription } from '../../../lib/live/use-live-subscription';
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
 * Invoices added, edited or deleted elsewhere. An edit is written by id (the row, the preview and the
 * edit form's source all read it) and the cached pages re-check filter and sort against the version they
 * held before.
 */
export function useInvoicesLive(): void {
  useLiveSubscription(InvoiceChangedSubscription, ({ invoiceChanged }, cache) => {
    const { change, invoice, actor } = invoiceChanged;
    if (change === 'CREATED') addInvoiceToCache(cache, invoice);
    else if (change === 'DELETED') removeInvoiceFromCache(cache, invoice);
    else {
      const id = cache.identify({ __typename: 'Invoice', id: invoice.id });
      const before = id ? cache.readFragment({ id, fragment: InvoiceFields }) : null;
      cache.writeFragment({ fragment: InvoiceFields, data: invoice });
      if (before) updateInvoiceInCache(cache, before, invoice);
    }
    reportRemoteChange({ typename: 'Invoice', id: invoice.id, change, actor: actor ?? null });
  });
}
