import Fastify, { LogController, type FastifyInstance, type FastifyRequest } from 'fastify';
import { sharedCompilers } from './common/schema-compilers.js';
import { defaultConfig, type ConfigOverrides } from './config.js';
import { domains } from './composition/domains.js';
import { answerClientError } from './http/client-errors.js';
import { useExactJsonNumbers } from './http/json-body.js';
import { loggerOptions, requestIdOf, stdoutLog, type LogStream } from './http/logger.js';
import { parseQueryString } from './http/query-string.js';
import graphqlPlugin from './plugins/app/graphql.js';
import livePlugin, { upgradeConstraint } from './plugins/app/live.js';
import actorScopePlugin from './plugins/app/actor-scope.js';
import answerCachePlugin from './plugins/app/answer-cache.js';
import auditRetentionPlugin from './plugins/app/audit-retention.js';
import authGuard from './plugins/app/auth-guard.js';
import errorHandler from './plugins/app/error-handler.js';
import eventsPlugin from './plugins/app/events.js';
import foregroundPlugin from './plugins/app/foreground.js';
import gracefulClosePlugin from './plugins/app/graceful-close.js';
import healthPlugin from './plugins/app/health.js';
import jwtPlugin from './plugins/app/jwt.js';
import metricsPlugin from './plugins/app/metrics.js';
import mailPlugin from './plugins/app/mail.js';
import repositoriesPlugin from './plugins/app/repositories.js';
import requestIdPlugin, { REQUEST_ID_HEADER } from './plugins/app/request-id.js';
import databasePlugin from './plugins/app/database.js';
import compressPlugin from './plugins/external/compress.js';
import graphiqlPlugin from './plugins/external/graphiql.js';
import helmetPlugin from './plugins/external/helmet.js';
import swaggerPlugin from './plugins/external/swagger.js';
import webPlugin from './plugins/external/web.js';
import { createSeed, type Seed } from '../seed/index.js';
import type { Clock } from './common/clock.js';

export interface BuildOptions {
  config?: ConfigOverrides;
  /** Pins "now" for date-dependent answers (cart shipping dates, new records). */
  clock?: Clock;
  /** Where the log goes when `logLevel` is not silent: stdout by default (server/http/logger.ts); tests read it. */
  logStream?: LogStream;
}

/** Probes and scrapes come every few seconds: their request lines would drown the log (server/plugins/app/health.ts). */
const logController = new LogController({
  requestIdLogLabel: 'requestId',
  disableRequestLogging: (request: FastifyRequest) => request.routeOptions?.config?.probe === true,
});

/**
 * Composes the product: third-party plugins, our own decorators, then every domain's REST routes
 * and the GraphQL endpoint. Each call builds an isolated instance with freshly seeded state.
 */
export async function buildApp(options: BuildOptions = {}): Promise<FastifyInstance> {
  const config = defaultConfig(options.config);
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { ...loggerOptions(config.logLevel), stream: options.logStream ?? stdoutLog() },
    logController,
    // Every log line of a request carries its id (`requestId`), taken from x-request-id when sane (requestIdOf).
    requestIdHeader: false,
    genReqId: (request) => requestIdOf(request.headers[REQUEST_ID_HEADER]),
    // The graceful-close plugin answers 503 while closing itself, through the hooks.
    return503OnClosing: false,
    // Bodies of this product are small forms; 1 MiB refuses abuse early.
    bodyLimit: 1_048_576,
    schemaController: { compilersFactory: sharedCompilers },
    // Coercion is chosen per HTTP part by the shared compilers: query strings yes, JSON bodies never.
    // Unknown keys are tolerated and dropped (`additionalProperties: false` strips them), never stored.
    ajv: { customOptions: { removeAdditional: true, allErrors: false } },
    routerOptions: { querystringParser: parseQueryString, constraints: { upgrade: upgradeConstraint } },
    clientErrorHandler: answerClientError,
    trustProxy: config.trustProxy,
    // Avvio fails a plugin that takes over 10 s. With a database, start-up waits for it to come up (its own bound,
    // DATABASE_CONNECT_TIMEOUT_S) and for other instances' migrations and seed under their locks, which take as
    // long as they take (a large seed: minutes): no limit then.
    ...(config.databaseUrl && { pluginTimeout: 0 }),
  });
  useExactJsonNumbers(app);

  await app.register(errorHandler);
  await app.register(gracefulClosePlugin);
  await app.register(foregroundPlugin);
  // Before compression: it adds the request's id to error bodies while they are still text.
  await app.register(requestIdPlugin);
  await app.register(metricsPlugin, { access: config.metrics });
  await app.register(helmetPlugin);
  if (config.compressApi) await app.register(compressPlugin);
  await app.register(swaggerPlugin);
  await app.register(jwtPlugin, { config });
  const clock = options.clock ?? (() => new Date());
  // Built at most once, and only when needed: always for the memory store, for an empty database once.
  let seed: Seed | undefined;
  const seedOnce = () => (seed ??= createSeed({ rows: config.seedRows }));
  await app.register(databasePlugin, { config, seed: seedOnce });
  // After the database: the PostgreSQL bus keeps its table in the schema the database plugin created.
  await app.register(eventsPlugin, { config });
  await app.register(repositoriesPlugin, { config, seed: seedOnce, clock });
  await app.register(auditRetentionPlugin, { config, clock });
  await app.register(mailPlugin);
  await app.register(webPlugin, { enabled: config.serveWeb, root: config.webRoot });
  await app.register(authGuard, { config });
  await app.register(actorScopePlugin);
  await app.register(answerCachePlugin, { maxAgeMs: config.answerCacheMs, compress: config.compressApi });

  await app.register(healthPlugin, { schema: config.databaseSchema });
  for (const domain of domains) {
    if (domain.routes) await app.register(domain.routes);
  }
  await app.register(graphqlPlugin, {
    domains,
    executor: config.graphqlExecutor,
    trustedDocuments: config.trustedDocuments,
    persistedDocumentsPath: config.persistedDocumentsPath,
  });
  await app.register(livePlugin, { config, clock, domains });
  await app.register(graphiqlPlugin);

  return app;
}
