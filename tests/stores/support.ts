import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createSeed, type Seed } from '../../seed/index.js';
import { SEED_EPOCH } from '../../seed/random.js';
import { connect, type Db } from '../../server/db/connection.js';
import { migrateToLatest } from '../../server/composition/migrations.js';
import { withSchemaChangeLock } from '../../server/db/schema-change-lock.js';
import type { ConfigOverrides } from '../../server/config.js';
import { memoryStores, postgresStores, type Stores } from '../../server/composition/stores.js';
import type { Clock } from '../../server/common/clock.js';
import { seedDatabase } from '../../server/composition/seeding.js';

/**
 * The stores every contract suite runs against: the in-memory one always, PostgreSQL when DATABASE_URL
 * is set (CI sets it; `npm test` says in one line when it is not). Each PostgreSQL store lives in a
 * schema of its own, created, migrated and seeded for it and dropped after, so test files run in parallel.
 */
export type StoreName = 'memory' | 'postgres';

export const DATABASE_URL = process.env.DATABASE_URL || undefined;
export const STORE_NAMES: StoreName[] = DATABASE_URL ? ['memory', 'postgres'] : ['memory'];

export const contractClock: Clock = () => SEED_EPOCH;

export interface OpenStore {
  stores: Stores;
  /** The PostgreSQL connection behind it (null for memory): for assertions on what was stored. */
  db: Db | null;
  close(): Promise<void>;
}

/** A schema name no other test file or run uses. */
export function uniqueSchema(): string {
  return `test_${process.pid}_${randomBytes(4).toString('hex')}`;
}

export async function dropSchema(schema: string): Promise<void> {
  const admin = connect(DATABASE_URL as string, { max: 1 });
  try {
    await withSchemaChangeLock(admin, (connection) => connection.schema.dropSchema(schema).ifExists().cascade().execute());
  } finally {
    await admin.destroy();
  }
}

/** Opens a store seeded with `seed` (the spec's seed by default). */
export async function openStore(name: StoreName, seed: Seed = createSeed(), clock: Clock = contractClock): Promise<OpenStore> {
  if (name === 'memory') return { stores: memoryStores(seed, clock), db: null, close: async () => {} };
  const schema = uniqueSchema();
  const db = connect(DATABASE_URL as string, { schema, max: 4 });
  await migrateToLatest(db, schema);
  await seedDatabase(db, seed);
  return {
    stores: postgresStores(db, clock),
    db,
    close: async () => {
      await db.destroy();
      await dropSchema(schema);
    },
  };
}

/**
 * A store for a describe block: `'once'` for suites that only read, `'each'` (a fresh store per test)
 * for suites that write. Read `current()` inside tests.
 */
export function useStore(name: StoreName, fresh: 'once' | 'each' = 'each', seed?: () => Seed): () => OpenStore {
  let open: OpenStore | undefined;
  const reopen = async () => {
    await open?.close();
    open = await openStore(name, seed?.());
  };
  if (fresh === 'each') beforeEach(reopen);
  else beforeAll(reopen);
  afterAll(async () => open?.close());
  return () => {
    if (!open) throw new Error('the store is opened by a hook: read it inside a test');
    return open;
  };
}

/**
 * Config for an app on PostgreSQL in a schema of its own (dropped after the file), or {} for the memory
 * store: `useApp({ config: appStoreConfig(name) })` runs a file's HTTP tests on either store.
 */
export function appStoreConfig(name: StoreName): ConfigOverrides {
  if (name === 'memory') return {};
  const schema = uniqueSchema();
  afterAll(() => dropSchema(schema));
  return { databaseUrl: DATABASE_URL, databaseSchema: schema };
}
