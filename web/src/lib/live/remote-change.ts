import type { ChangeKind, LiveActorFieldsFragment } from '../../__generated__/graphql.js';

/** A change another session made to a record, as a live event reported it. */
export interface RemoteChange {
  typename: string;
  id: string;
  change: ChangeKind;
  /** Null when no signed-in account made it. */
  actor: LiveActorFieldsFragment | null;
}
