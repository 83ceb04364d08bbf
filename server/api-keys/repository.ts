import type { MethodKinds } from '../common/revisions.js';
import type { ApiKeyRecord, KeyUse } from './models.js';

declare module '../common/repositories.js' {
  interface Repositories {
    apiKeys: ApiKeyRepository;
  }
}

/**
 * Owner of the API keys: each account's keys by their secret's hash (the secret itself never reaches it). Two
 * stores implement it (memory-repository.ts, postgres-repository.ts); tests/api-keys/contract.test.ts pins that
 * both answer alike. Requests find keys in the index kept beside it (key-index.ts), never here.
 */
export interface ApiKeyRepository {
  create(key: ApiKeyRecord): Promise<ApiKeyRecord>;
  find(id: string): Promise<ApiKeyRecord | undefined>;
  /** An account's keys, revoked ones too, newest first. */
  listOf(accountId: number): Promise<ApiKeyRecord[]>;
  /** Every key not revoked (expired ones too): what the index of an instance holds. */
  unrevoked(): Promise<ApiKeyRecord[]>;
  /** Revoked at `now`; undefined for an unknown id, ConflictError when it was revoked already. */
  revoke(id: string, now: Date): Promise<ApiKeyRecord | undefined>;
  /** The latest use of each key, in one write (a use older than the one kept changes nothing). */
  recordUses(uses: readonly KeyUse[]): Promise<void>;
}

/** Which methods change state (server/common/revisions.ts). */
export const apiKeyMethods = {
  create: 'write',
  find: 'read',
  listOf: 'read',
  unrevoked: 'read',
  revoke: 'write',
  recordUses: 'write',
} as const satisfies MethodKinds<ApiKeyRepository>;
