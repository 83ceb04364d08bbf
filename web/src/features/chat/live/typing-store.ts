import { useSyncExternalStore } from 'react';

/** Who is typing to this account right now: contact id → when the indicator lapses (epoch ms). */
const typing = new Map<string, number>();
const timers = new Map<string, ReturnType<typeof setTimeout>>();
const listeners = new Set<() => void>();
let snapshot: ReadonlyMap<string, number> = new Map();

function emit(): void {
  snapshot = new Map(typing);
  for (const listener of listeners) listener();
}

/**
 * A chatTyping event. The server renews `true` while the contact keeps typing and lapses it by itself
 * (`expiresAt`); a lapse is applied here too, so a lost `false` never leaves "typing…" on screen.
 */
export function setTyping(contactId: string, isTyping: boolean, expiresAt: string | null): void {
  clearTimeout(timers.get(contactId));
  timers.delete(contactId);
  const until = expiresAt ? Date.parse(expiresAt) : Date.now() + 6_000;
  if (!isTyping || until <= Date.now()) {
    if (typing.delete(contactId)) emit();
    return;
  }
  typing.set(contactId, until);
  timers.set(
    contactId,
    setTimeout(() => setTyping(contactId, false, null), until - Date.now()),
  );
  emit();
}

/** A contact stops typing the moment their message arrives. */
export function stopTyping(contactId: string): void {
  setTyping(contactId, false, null);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The contacts typing to this account (re-renders when it changes). */
export function useTypingContacts(): ReadonlyMap<string, number> {
  return useSyncExternalStore(subscribe, () => snapshot, () => snapshot);
}
