import { ApolloServer } from '@apollo/server';
import fastifyApollo, { fastifyApolloDrainPlugin } from '@as-integrations/fastify';
import fp from 'fastify-plugin';
import type { DomainModule } from '../domain.js';
import { createContext, type GraphQLContext } from './context.js';
import { formatError } from './errors.js';
import { buildSchema } from './schema.js';

/**
 * Apollo Server on the same Fastify instance at /graphql, over the same repositories, JWT and
 * CASL rules as REST. CSRF prevention is Apollo's default and stays on; stack traces never leave.
 */
export default fp<{ domains: readonly DomainModule[] }>(
  async (app, { domains }) => {
    const apollo = new ApolloServer<GraphQLContext>({
      schema: buildSchema(domains),
      formatError,
      includeStacktraceInErrorResponses: false,
      csrfPrevention: true,
      introspection: true,
      plugins: [fastifyApolloDrainPlugin(app)],
    });
    await apollo.start();
    await app.register(fastifyApollo(apollo), {
      path: '/graphql',
      context: async (request) =>
        createContext(app.principalFromHeader(request.headers.authorization), app.repositories, app.authService),
    });
  },
  { name: 'graphql', dependencies: ['repositories', 'auth-guard'] },
);
