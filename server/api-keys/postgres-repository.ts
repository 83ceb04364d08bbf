import { sql } from 'kysely';
import type { Db } from '../db/connection.js';
import { inTransaction } from '../db/queries.js';
import type { ApiKeyRecord, KeyUse } from './models.js';
import type { ApiKeyRepository } from './repository.js';
import { refuseRevoked } from './rules.js';

/** API keys in PostgreSQL (server/api-keys/tables.ts), shared by every instance. */
export class PostgresApiKeyRepository implements ApiKeyRepository {
  constructor(private readonly db: Db) {}

  async create(key: ApiKeyRecord): Promise<ApiKeyRecord> {
    return inTransaction(this.db, async (trx) => {
      await trx.insertInto('api_keys').values(key).execute();
      return key;
    });
  }

  async find(id: string): Promise<ApiKeyRecord | undefined> {
    return this.db.selectFrom('api_keys').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async listOf(accountId: number): Promise<ApiKeyRecord[]> {
    return this.db.selectFrom('api_keys').selectAll().where('accountId', '=', accountId).orderBy('createdAt', 'desc').orderBy('id').execute();
  }

  async unrevoked(): Promise<ApiKeyRecord[]> {
    return this.db.selectFrom('api_keys').selectAll().where('revokedAt', 'is', null).execute();
  }

  async revoke(id: string, now: Date): Promise<ApiKeyRecord | undefined> {
    return inTransaction(this.db, async (trx) => {
      const key = await trx.selectFrom('api_keys').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
      if (!key) return undefined;
      refuseRevoked(key);
      return trx.updateTable('api_keys').set({ revokedAt: now.toISOString() }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
    });
  }

  async recordUses(uses: readonly KeyUse[]): Promise<void> {
    if (uses.length === 0) return;
    const rows = sql.join(uses.map((use) => sql`(${use.id}::text, ${use.at}::timestamptz, ${use.from}::text)`));
    await sql`UPDATE api_keys SET last_used_at = u.at, last_used_from = u.address
      FROM (VALUES ${rows}) AS u (id, at, address)
      WHERE api_keys.id = u.id AND (api_keys.last_used_at IS NULL OR api_keys.last_used_at < u.at)`.execute(this.db);
  }
}
