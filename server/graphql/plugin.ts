import { ApolloServer } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
  ApolloServerPluginUsageReportingDisabled,
} from '@apollo/server/plugin/disabled';
import fastifyApollo, { fastifyApolloDrainPlugin } from '@as-integrations/fastify';
import fp from 'fastify-plugin';
import type { DomainModule } from '../domain.js';
import { graphqlProtection } from './armor.js';
import { createContext, type GraphQLContext } from './context.js';
import { formatError } from './errors.js';
import { createJitExecutor, type ExecutorKind } from './executor.js';
import { executorGateway } from './gateway.js';
import { buildSchema } from './schema.js';

/**
 * Apollo Server on the same Fastify instance at /graphql, over the same repositories, JWT and
 * CASL rules as REST. CSRF prevention is Apollo's default and stays on; stack traces never leave.
 * Operations run through graphql-jit unless `executor: 'default'` (Apollo's graphql-js path).
 */
export default fp<{ domains: readonly DomainModule[]; executor?: ExecutorKind }>(
  async (app, { domains, executor = 'jit' }) => {
    const schema = buildSchema(domains);
    const { validationRules, parseOptions } = graphqlProtection();
    const common = {
      formatError,
      includeStacktraceInErrorResponses: false,
      csrfPrevention: true,
      introspection: true,
      hideSchemaDetailsFromClientErrors: true,
      allowBatchedHttpRequests: false,
      validationRules,
      parseOptions,
      plugins: [
        fastifyApolloDrainPlugin(app),
        // Cache control hooks every field resolver (a wrapper graphql-jit cannot inline) for HTTP
        // cache hints we never send; the landing page loads Apollo Sandbox from a CDN (/graphiql is ours).
        ApolloServerPluginCacheControlDisabled(),
        ApolloServerPluginLandingPageDisabled(),
        ApolloServerPluginUsageReportingDisabled(),
      ],
    };
    const apollo =
      executor === 'jit'
        ? new ApolloServer<GraphQLContext>({ ...common, gateway: executorGateway(schema, createJitExecutor<GraphQLContext>(schema)) })
        : new ApolloServer<GraphQLContext>({ ...common, schema });
    await apollo.start();
    await app.register(fastifyApollo(apollo), {
      path: '/graphql',
      context: async (request) =>
        createContext(app.principalFromHeader(request.headers.authorization), app.repositories, app.authService),
    });
  },
  { name: 'graphql', dependencies: ['repositories', 'auth-guard'] },
);
