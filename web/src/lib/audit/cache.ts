import type { ApolloCache, FieldPolicy, Reference } from '@apollo/client';
import type { AuditEventAddedSubscription, AuditEventFieldsFragment, AuditEventsQueryVariables } from '../../__generated__/graphql.js';
import { fieldArgs } from '../apollo/field-args.js';
import { claimNewRow } from '../apollo/list-claims.js';
import { AuditEventFields } from './documents.js';

interface CachedPage {
  items: readonly Reference[];
  nextCursor: string | null;
}

/** The filters of a cached page: everything but the paging. */
const FILTERS = ['subject', 'recordId', 'actorId', 'action', 'from', 'to'] as const;

/**
 * `auditEvents`: one list per filter combination, newest first; a read with `after` appends the next page
 * to the rows loaded so far, a read without starts the list again.
 */
export function auditEventsPolicy(): FieldPolicy<CachedPage> {
  return {
    keyArgs: [...FILTERS],
    merge(existing, incoming, { args, readField }) {
      if (!args?.after || !existing) return incoming;
      const held = new Set(existing.items.map((ref) => readField<string>('id', ref)));
      return { ...incoming, items: [...existing.items, ...incoming.items.filter((ref) => !held.has(readField<string>('id', ref)))] };
    },
  };
}

/** Whether an event belongs in a list read with these filters (the server's rules: every filter given must match). */
function matches(event: AuditEventFieldsFragment, args: Partial<AuditEventsQueryVariables>): boolean {
  return (
    (args.subject == null || args.subject === event.subject) &&
    (args.recordId == null || args.recordId === event.recordId) &&
    (args.actorId == null || args.actorId === event.actor?.id) &&
    (args.action == null || args.action === event.action) &&
    (args.from == null || event.at >= args.from) &&
    (args.to == null || event.at < args.to)
  );
}

/**
 * A new event (a live one, or this session's restore) goes first into every cached list it matches, once
 * whichever way it comes first.
 */
export function addAuditEventToCache(cache: ApolloCache, event: AuditEventFieldsFragment): void {
  const ref = cache.writeFragment({ fragment: AuditEventFields, fragmentName: 'AuditEventFields', data: event });
  if (!ref || !claimNewRow(cache, 'AuditEvent', event.id)) return;
  cache.modify<{ auditEvents: CachedPage }>({
    fields: {
      auditEvents(stored, { storeFieldName }) {
        const page = stored as CachedPage;
        if (!matches(event, fieldArgs<AuditEventsQueryVariables>(storeFieldName))) return page;
        return { ...page, items: [ref, ...page.items] };
      },
    },
  });
}

/** The live feed's apply (lib/live/use-live-subscription.ts). */
export function applyAuditEventAdded({ auditEventAdded }: AuditEventAddedSubscription, cache: ApolloCache): void {
  addAuditEventToCache(cache, auditEventAdded);
}
