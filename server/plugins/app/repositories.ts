import fp from 'fastify-plugin';
import type { AppConfig } from '../../config.js';
import { AuthService } from '../../auth/service.js';
import { createRepositories, type Clock, type Repositories } from '../../repositories.js';
import type { Seed } from '../../../seed/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    repositories: Repositories;
    authService: AuthService;
  }
}

/** Each app instance owns its own repositories, built from a fresh copy of the seed. */
export default fp<{ config: AppConfig; seed: Seed; clock: Clock }>(
  async (app, { config, seed, clock }) => {
    const repositories = createRepositories(seed, clock, app.events, (err) => app.log.error({ err }, 'publishing a live event failed'));
    app.decorate('repositories', repositories);
    app.decorate(
      'authService',
      new AuthService(repositories.accounts, app.tokens, config, () => repositories.ecommerce.cartItemsCount()),
    );
  },
  { name: 'repositories', dependencies: ['jwt', 'events'] },
);
