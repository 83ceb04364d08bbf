import { ApolloLink } from '@apollo/client';
import { map } from 'rxjs';

/** The server names the audit events a write recorded in this response header (server/plugins/app/actor-scope.ts). */
const HEADER = 'audit-events';

/**
 * Puts the ids of the audit events a mutation recorded into its result's `extensions.auditEvents`, where
 * the code that made the change finds what to undo (lib/audit/undo.ts) without reading the log.
 */
export function createAuditEventsLink(): ApolloLink {
  return new ApolloLink((operation, forward) =>
    forward(operation).pipe(
      map((result) => {
        const header = (operation.getContext().response as Response | undefined)?.headers.get(HEADER);
        return header ? { ...result, extensions: { ...result.extensions, auditEvents: header.split(',') } } : result;
      }),
    ),
  );
}

/** The audit event ids a mutation's result carries (none for a write that recorded nothing). */
export function auditEventIds(result: unknown): string[] {
  const ids = (result as { extensions?: { auditEvents?: unknown } } | null | undefined)?.extensions?.auditEvents;
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
}
