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

/**
 * The latest change someone else made to the record open in an editor (`id` null: nothing open), so the
 * editor can say so instead of letting the user overwrite it unknowingly. `dismiss` clears it.
 */
export function useRemoteChange(typename: string, id: string | null): { change: RemoteChange | null; dismiss: () => void } {
  const [change, setChange] = useState<RemoteChange | null>(null);
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
  return { change, dismiss: () => setChange(null) };
}
