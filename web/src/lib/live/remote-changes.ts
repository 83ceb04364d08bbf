import type { TypedDocumentNode } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { sessionStore } from '../auth/session-store';
import type { RemoteChange } from './remote-change';

export type { RemoteChange } from './remote-change';

type Listener = (change: RemoteChange) => void;
const listeners = new Set<Listener>();

/**
 * Called for every record a live event changed. Changes this account made itself are not news to
 * an editor here; everyone else's are passed on to the editors open on that record.
 */
export function reportRemoteChange(change: RemoteChange): void {
  const self = sessionStore.userData()?.id;
  if (change.actor && self !== undefined && String(change.actor.id) === String(self)) return;
  for (const listener of listeners) listener(change);
}

export interface RemoteChangeOf<T> {
  /** The latest change someone else made to the record, or null. */
  change: RemoteChange | null;
  /** "Keep my edits": the notice goes, the form stays. */
  dismiss: () => void;
  /** "Load their version": `load` gets the record as the cache now holds it (the event wrote it there), and the notice goes. */
  takeTheirs: (load: (latest: T) => void) => void;
}

/**
 * The latest change someone else made to the record open in an editor (`id` null: nothing open), so the
 * editor can say so instead of letting the user overwrite it unknowingly. `fragment` is how the editor
 * reads the record, for `takeTheirs`.
 */
export function useRemoteChange<T>(typename: string, id: string | null, fragment: TypedDocumentNode<T>): RemoteChangeOf<T> {
  const [change, setChange] = useState<RemoteChange | null>(null);
  const client = useApolloClient();
  useEffect(() => {
    setChange(null);
    if (id === null) return undefined;
    const listener: Listener = (next) => {
      if (next.typename === typename && next.id === id) setChange(next);
    };
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, [typename, id]);
  const dismiss = () => setChange(null);
  const takeTheirs = (load: (latest: T) => void) => {
    const ref = id === null ? undefined : client.cache.identify({ __typename: typename, id });
    const latest = ref ? client.cache.readFragment({ id: ref, fragment }) : null;
    if (latest) load(latest);
    dismiss();
  };
  return { change, dismiss, takeTheirs };
}
