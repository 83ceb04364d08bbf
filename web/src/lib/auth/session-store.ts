import { readJson, readRaw, remove, STORAGE_KEYS, writeJson, writeRaw } from '../storage';
import type { Session, TokenStore, UserData } from './session-types';

type Listener = () => void;
const listeners = new Set<Listener>();

function isUserData(value: unknown): value is UserData {
  return typeof value === 'object' && value !== null && 'email' in value && 'ability' in value;
}

let current: UserData | null = readJson(STORAGE_KEYS.userData, isUserData);

function emit(): void {
  current = readJson(STORAGE_KEYS.userData, isUserData);
  for (const listener of listeners) listener();
}

/**
 * The session in local storage under the spec's keys (userData, accessToken, refreshToken),
 * observable so React re-renders when the auth link refreshes or ends the session.
 */
export const sessionStore: TokenStore & {
  userData(): UserData | null;
  /** The signed-in account as the server now has it (its role or abilities changed live); the tokens stay. */
  updateUserData(userData: UserData): void;
  subscribe(listener: Listener): () => void;
} = {
  accessToken: () => readRaw(STORAGE_KEYS.accessToken),
  refreshToken: () => readRaw(STORAGE_KEYS.refreshToken),
  userData: () => current,
  save(session: Session) {
    writeJson(STORAGE_KEYS.userData, session.userData);
    writeRaw(STORAGE_KEYS.accessToken, session.accessToken);
    writeRaw(STORAGE_KEYS.refreshToken, session.refreshToken);
    emit();
  },
  updateUserData(userData: UserData) {
    if (current === null || current.id !== userData.id) return;
    writeJson(STORAGE_KEYS.userData, userData);
    emit();
  },
  clear() {
    remove(STORAGE_KEYS.userData, STORAGE_KEYS.accessToken, STORAGE_KEYS.refreshToken);
    emit();
  },
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

// Another tab signing in or out changes this tab's session too.
window.addEventListener('storage', (event) => {
  if (event.key === null || event.key === STORAGE_KEYS.userData || event.key === STORAGE_KEYS.accessToken) emit();
});
