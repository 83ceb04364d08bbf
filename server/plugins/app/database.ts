import fp from 'fastify-plugin';
import type { AppConfig } from '../../config.js';
import { connect, type Db } from '../../db/connection.js';
import { migrateToLatest } from '../../db/migrations.js';
import { seedDatabase } from '../../db/seeding.js';
import type { Seed } from '../../../seed/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The PostgreSQL store when DATABASE_URL is set; null for the seeded in-memory store. */
    db: Db | null;
  }
}

/**
 * With a database configured: connects, applies missing migrations and loads the seed into an empty
 * database before any route is served (instances starting together do each once, under locks).
 */
export default fp<{ config: AppConfig; seed: () => Seed }>(
  async (app, { config, seed }) => {
    if (!config.databaseUrl) {
      app.decorate('db', null);
      return;
    }
    const db = connect(config.databaseUrl, { schema: config.databaseSchema });
    app.addHook('onClose', async () => db.destroy());
    if (config.databaseSchema) await db.schema.createSchema(config.databaseSchema).ifNotExists().execute();
    const applied = await migrateToLatest(db, config.databaseSchema);
    if (applied.length > 0) app.log.info({ migrations: applied }, 'applied database migrations');
    if (await seedDatabase(db, seed())) app.log.info('loaded the seed into the empty database');
    app.decorate('db', db);
  },
  { name: 'database' },
);
