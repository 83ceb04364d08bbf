/** Client-side checks that mirror the server's input rules, so most mistakes are caught before saving. */
export type Errors<K extends string> = Partial<Record<K, string>>;

export const USERNAME = /^[A-Za-z0-9._-]{3,32}$/;
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PHONE = /^\+?[0-9\s()-]{5,20}$/;

export function isUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** The first message of a GraphQL error, for a toast. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
