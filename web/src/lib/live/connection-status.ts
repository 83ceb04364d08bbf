import { useSyncExternalStore } from 'react';

/**
 * The live socket as the shell shows it:
 * - `idle`: no socket (signed out, or nothing subscribed);
 * - `connecting`: the first connection of this session is being made;
 * - `online`: connected, changes from other sessions arrive as they happen;
 * - `reconnecting`: the socket dropped and the first attempt to get it back is under way;
 * - `offline`: a reconnect failed too (or the browser is offline); attempts go on with a growing pause.
 */
export type ConnectionState = 'idle' | 'connecting' | 'online' | 'reconnecting' | 'offline';

export interface ConnectionStatus {
  state: ConnectionState;
  /** When the next reconnect attempt starts (epoch ms), while one is scheduled. */
  nextAttemptAt: number | null;
}

export interface ConnectionStatusStore {
  get(): ConnectionStatus;
  set(state: ConnectionState, nextAttemptAt?: number | null): void;
  subscribe(listener: () => void): () => void;
}

export function createConnectionStatusStore(): ConnectionStatusStore {
  let current: ConnectionStatus = { state: 'idle', nextAttemptAt: null };
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(state, nextAttemptAt = null) {
      if (current.state === state && current.nextAttemptAt === nextAttemptAt) return;
      current = { state, nextAttemptAt };
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Re-renders when the socket's state changes. */
export function useConnectionStatusOf(store: ConnectionStatusStore): ConnectionStatus {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
