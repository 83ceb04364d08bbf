import type { ApiKeyRecord, KeyUse } from './models.js';
import type { ApiKeyRepository } from './repository.js';
import { newestFirst, refuseRevoked } from './rules.js';

/** API keys in this process's memory: the default store. No method awaits between its read and its write. */
export class MemoryApiKeyRepository implements ApiKeyRepository {
  private readonly keys = new Map<string, ApiKeyRecord>();

  async create(key: ApiKeyRecord): Promise<ApiKeyRecord> {
    this.keys.set(key.id, { ...key });
    return { ...key };
  }

  async find(id: string): Promise<ApiKeyRecord | undefined> {
    const key = this.keys.get(id);
    return key && { ...key };
  }

  async listOf(accountId: number): Promise<ApiKeyRecord[]> {
    return [...this.keys.values()].filter((key) => key.accountId === accountId).sort(newestFirst).map((key) => ({ ...key }));
  }

  async unrevoked(): Promise<ApiKeyRecord[]> {
    return [...this.keys.values()].filter((key) => key.revokedAt === null).map((key) => ({ ...key }));
  }

  async revoke(id: string, now: Date): Promise<ApiKeyRecord | undefined> {
    const key = this.keys.get(id);
    if (!key) return undefined;
    refuseRevoked(key);
    const revoked = { ...key, revokedAt: now.toISOString() };
    this.keys.set(id, revoked);
    return { ...revoked };
  }

  async recordUses(uses: readonly KeyUse[]): Promise<void> {
    for (const use of uses) {
      const key = this.keys.get(use.id);
      if (key && (key.lastUsedAt === null || key.lastUsedAt < use.at)) this.keys.set(use.id, { ...key, lastUsedAt: use.at, lastUsedFrom: use.from });
    }
  }
}
