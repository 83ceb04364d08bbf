import fp from 'fastify-plugin';
import type { AppConfig } from '../../config.js';
import { AuthService } from '../../auth/service.js';
import { Revisions } from '../../common/revisions.js';
import { createRepositories, type Clock, type Repositories } from '../../repositories.js';
import { memoryStores, postgresStores } from '../../stores.js';
import type { Seed } from '../../../seed/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    repositories: Repositories;
    /** Moved by every settled write of the repositories: what kept answers are checked against. */
    revisions: Revisions;
    authService: AuthService;
  }
}

/**
 * Each app instance owns its repositories: over the database when one is configured, else over its own
 * fresh copy of the seed in memory.
 */
export default fp<{ config: AppConfig; seed: () => Seed; clock: Clock }>(
  async (app, { config, seed, clock }) => {
    // On PostgreSQL the seed is built only to fill an empty database (server/plugins/app/database.ts).
    const stores = app.db ? postgresStores(app.db, clock) : memoryStores(seed(), clock);
    const revisions = new Revisions();
    const repositories = createRepositories(stores, app.events, (err) => app.log.error({ err }, 'publishing a live event failed'), revisions);
    app.decorate('revisions', revisions);
    app.decorate('repositories', repositories);
    app.decorate(
      'authService',
      new AuthService(repositories.accounts, app.tokens, config, (accountId) => repositories.ecommerce.cartItemsCount(accountId), repositories.accountEvents),
    );
  },
  { name: 'repositories', dependencies: ['jwt', 'events', 'database'] },
);
