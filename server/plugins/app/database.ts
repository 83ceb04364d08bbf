import fp from 'fastify-plugin';
import type { AppConfig } from '../../config.js';
import { connect, connectionsInUse, poolStats, type Db } from '../../db/connection.js';
import { migrateToLatest } from '../../composition/migrations.js';
import { waitForDatabase } from '../../db/wait-for-database.js';
import type { Seed } from '../../../seed/index.js';
import { seedDatabase } from '../../composition/seeding.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The PostgreSQL store when DATABASE_URL is set; null for the seeded in-memory store. */
    db: Db | null;
  }
}

/**
 * With a database configured: waits for it to answer (a database starting beside the server is retried for
 * DATABASE_CONNECT_TIMEOUT_S), creates the schema and applies missing migrations, and loads the seed into an empty
 * database before any route is served. Instances starting together do each step once, under locks.
 */
export default fp<{ config: AppConfig; seed: () => Seed }>(
  async (app, { config, seed }) => {
    if (!config.databaseUrl) {
      app.decorate('db', null);
      return;
    }
    await waitForDatabase(config.databaseUrl, { timeoutMs: config.databaseConnectTimeoutMs, log: app.log });
    const db = connect(config.databaseUrl, {
      schema: config.databaseSchema,
      onQuery: app.metrics.query,
      onConnectionLost: (err) => app.log.warn({ err }, 'database: a connection was lost; the next query opens another'),
    });
    app.addHook('onClose', async () => db.destroy());
    app.countOpenWork('databaseConnectionsInUse', () => connectionsInUse(db));
    app.metrics.watchPool(() => poolStats(db));
    const applied = await migrateToLatest(db, config.databaseSchema);
    if (applied.length > 0) app.log.info({ migrations: applied }, 'applied database migrations');
    if (await seedDatabase(db, seed())) app.log.info('loaded the seed into the empty database');
    app.decorate('db', db);
  },
  { name: 'database', dependencies: ['graceful-close', 'metrics'] },
);
