import { createSeed } from '../seed/index.js';
import { databaseSettingsFromEnv } from './config.js';
import { connect } from './db/connection.js';
import { migrateToLatest } from './composition/migrations.js';
import { waitForDatabase } from './db/wait-for-database.js';
import { seedDatabase } from './composition/seeding.js';

/**
 * `npm run db:migrate` and `npm run db:seed` against DATABASE_URL (and DATABASE_SCHEMA, SEED_ROWS,
 * DATABASE_CONNECT_TIMEOUT_S). The server does both at start; these run them ahead of a deploy, or load a larger
 * seed, waiting for the database as the server does and under the same locks.
 */
const USAGE = 'usage: tsx server/db-cli.ts migrate|seed';

async function main(command: string | undefined): Promise<void> {
  if (command !== 'migrate' && command !== 'seed') throw new Error(USAGE);
  const { databaseUrl: url, databaseSchema: schema, databaseConnectTimeoutMs, seedRows: rows } = databaseSettingsFromEnv();
  if (!url) throw new Error('DATABASE_URL is not set: it names the PostgreSQL database, e.g. postgres://user:password@host:5432/aurora');
  await waitForDatabase(url, { timeoutMs: databaseConnectTimeoutMs, log: { warn: (details, message) => console.warn(`${message} ${JSON.stringify(details)}`) } });
  const db = connect(url, { schema, max: 2 });
  try {
    const applied = await migrateToLatest(db, schema);
    console.log(applied.length > 0 ? `applied: ${applied.join(', ')}` : 'migrations: up to date');
    if (command === 'seed') {
      console.log((await seedDatabase(db, createSeed({ rows }))) ? 'seed loaded' : 'seed already loaded: nothing changed');
    }
  } finally {
    await db.destroy();
  }
}

main(process.argv[2]).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
