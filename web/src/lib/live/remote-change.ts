import type { ApolloCache } from '@apollo/client';
import type { ChangeKind, LiveActorFieldsFragment } from '../../__generated__/graphql.js';
import { markRemovedLive } from '../apollo/list-claims.js';

/** A change another session made to a record, as a live event reported it. */
export interface RemoteChange {
  typename: string;
  id: string;
  change: ChangeKind;
  /** Null when no signed-in account made it. */
  actor: LiveActorFieldsFragment | null;
}

/** The payload of a record's change event (task, event, permission, listed user, invoice). */
interface RecordChange {
  change: ChangeKind;
  actor?: LiveActorFieldsFragment | null;
}

/**
 * The usual way a record's change event enters the cache: CREATED adds it to the lists it belongs in,
 * DELETED takes it out (and marks the removal, so this session's own delete answer arriving later does
 * not remove it a second time), UPDATED writes it by id (and re-checks list filters). The record is
 * reported to the editors open on it.
 */
export function applyRecordChange(
  cache: ApolloCache,
  typename: string,
  event: RecordChange,
  record: { id: string },
  on: { created: () => void; deleted: () => void; updated: () => void },
): RemoteChange[] {
  if (event.change === 'CREATED') on.created();
  else if (event.change === 'DELETED') {
    on.deleted();
    markRemovedLive(cache, typename, record.id);
  } else on.updated();
  return [{ typename, id: record.id, change: event.change, actor: event.actor ?? null }];
}
