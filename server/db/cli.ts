import { createSeed } from '../../seed/index.js';
import { connect } from './connection.js';
import { migrateToLatest } from './migrations.js';
import { seedDatabase } from './seeding.js';

/**
 * `npm run db:migrate` and `npm run db:seed` against DATABASE_URL (and DATABASE_SCHEMA, SEED_ROWS). The
 * server does both at start; these run them ahead of a deploy, or load a larger seed.
 */
const USAGE = 'usage: tsx server/db/cli.ts migrate|seed';

async function main(command: string | undefined): Promise<void> {
  if (command !== 'migrate' && command !== 'seed') throw new Error(USAGE);
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set: it names the PostgreSQL database, e.g. postgres://user:password@host:5432/aurora');
  const schema = process.env.DATABASE_SCHEMA || undefined;
  const rows = process.env.SEED_ROWS ? Number(process.env.SEED_ROWS) : undefined;
  if (rows !== undefined && (!Number.isInteger(rows) || rows < 1 || rows > 1_000_000)) {
    throw new Error(`SEED_ROWS must be a whole number from 1 to 1000000, got "${process.env.SEED_ROWS}"`);
  }
  const db = connect(url, { schema, max: 2 });
  try {
    if (schema) await db.schema.createSchema(schema).ifNotExists().execute();
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
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
