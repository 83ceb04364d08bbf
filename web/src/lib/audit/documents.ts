import { graphql } from '../../__generated__/gql.js';

/** One event as every audit view shows it. */
export const AuditEventFields = graphql(`
  fragment AuditEventFields on AuditEvent {
    id
    at
    action
    subject
    recordId
    face
    actor {
      id
      fullName
      role
      viaKey
    }
    changes {
      field
      before
      after
    }
    undoable
    restoredById
  }
`);

/** The log, newest first; `after` reads the next page (lib/audit/cache.ts merges it). */
export const AuditEventsQuery = graphql(`
  query AuditEvents($subject: String, $recordId: ID, $actorId: ID, $action: AuditAction, $from: DateTime, $to: DateTime, $first: Int, $after: String) {
    auditEvents(subject: $subject, recordId: $recordId, actorId: $actorId, action: $action, from: $from, to: $to, first: $first, after: $after) {
      items {
        ...AuditEventFields
      }
      nextCursor
    }
  }
`);

/** Undoes one event; the undone one comes back with `undoable` false and its `restoredById`. */
export const RestoreAuditEventMutation = graphql(`
  mutation RestoreAuditEvent($id: ID!) {
    restoreAuditEvent(id: $id) {
      ...AuditEventFields
      restores {
        id
        undoable
        restoredById
      }
    }
  }
`);

/** Every event as it is recorded (for those who may read the log). */
export const AuditEventAddedSubscription = graphql(`
  subscription AuditEventAdded {
    auditEventAdded {
      ...AuditEventFields
    }
  }
`);
