/**
 * Local-storage keys of the spec (section 9) plus the chosen language. Values are JSON so that
 * booleans and strings read back with their type; a value written by hand that is not JSON is
 * read as the raw string.
 */
export const STORAGE_KEYS = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  userData: 'userData',
  skin: 'skin',
  direction: 'direction',
  menuCollapsed: 'menuCollapsed',
  language: 'language',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

export function readJson<T>(key: StorageKey, guard: (value: unknown) => value is T): T | null {
  const raw = window.localStorage.getItem(key);
  if (raw === null) return null;
  let value: unknown = raw;
  try {
    value = JSON.parse(raw);
  } catch {
    // A bare string (e.g. "dark") is accepted as it is.
  }
  return guard(value) ? value : null;
}

export function writeJson(key: StorageKey, value: unknown): void {
  window.localStorage.setItem(key, JSON.stringify(value));
}

/** Tokens are stored raw (not JSON) so any legacy reader gets the bare JWT. */
export function readRaw(key: StorageKey): string | null {
  return window.localStorage.getItem(key);
}

export function writeRaw(key: StorageKey, value: string): void {
  window.localStorage.setItem(key, value);
}

export function remove(...keys: StorageKey[]): void {
  for (const key of keys) window.localStorage.removeItem(key);
}
