import { sql } from 'kysely';
import { SEED_EPOCH } from '../seed/random.js';
import { connect } from '../server/db/connection.js';
import { migrateToLatest } from '../server/db/migrations.js';
import { InProcessEventBus } from '../server/events/in-process.js';
import { createRepositories } from '../server/repositories.js';
import { postgresStores } from '../server/stores.js';
import { QUERIES } from './scale.js';
const schema = process.env.SCHEMA ?? 'bench_rows_1000000_2';
const db = connect(process.env.DATABASE_URL!, { schema, max: 4 });
await migrateToLatest(db, schema);
const fail = (e: unknown) => { throw e; };
const repositories = createRepositories(postgresStores(db, () => SEED_EPOCH), new InProcessEventBus(fail), fail);
for (const domain of (process.env.DOMAINS ?? 'listed users,invoices').split(',')) {
  const calls = QUERIES[domain](repositories);
  for (const [i, call] of calls.entries()) {
    await call();
    const times: number[] = [];
    for (let k = 0; k < 5; k++) { const t = performance.now(); await call(); times.push(performance.now() - t); }
    times.sort((a, b) => a - b);
    console.log(domain, i, times[2].toFixed(1), call.toString().replace(/\s+/g, ' ').slice(0, 110));
  }
}
await db.destroy();
