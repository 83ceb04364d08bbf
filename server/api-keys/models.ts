import type { KeyAccess } from '../access/caller.js';

/**
 * An API key as its store keeps it: never the secret, only its SHA-256 (the secret is 32 random bytes, so a plain
 * hash cannot be walked back) and its last four characters, for people to tell their keys apart.
 */
export interface ApiKeyRecord {
  id: string;
  /** The owner: the key acts as this account, with its role as it is at each request. */
  accountId: number;
  name: string;
  access: KeyAccess;
  secretHash: string;
  last4: string;
  /** ISO-8601. */
  createdAt: string;
  /** ISO-8601; null: it does not expire. */
  expiresAt: string | null;
  /** The last request made with it (kept within seconds: usage.ts), and the address it came from. */
  lastUsedAt: string | null;
  lastUsedFrom: string | null;
  revokedAt: string | null;
}

/** What leaves the store for people and events: everything but the hash. */
export type ApiKeyView = Omit<ApiKeyRecord, 'secretHash'>;

/** A key's use, noted per request and written in batches (usage.ts). */
export interface KeyUse {
  id: string;
  at: string;
  from: string;
}

/** A new key, as `createApiKey` answers it: the secret this once. */
export interface CreatedApiKey {
  apiKey: ApiKeyView;
  secret: string;
}
