import { ApolloServer } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
  ApolloServerPluginUsageReportingDisabled,
} from '@apollo/server/plugin/disabled';
import { fastifyApolloDrainPlugin, fastifyApolloHandler } from '@as-integrations/fastify';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';
import type { DomainModule } from '../../graphql/domain-module.js';
import { clientOf } from '../../http/client.js';
import { graphqlProtection } from '../../graphql/armor.js';
import { createContext, type GraphQLContext } from '../../graphql/context.js';
import { formatError } from '../../graphql/errors.js';
import { createJitExecutor, type ExecutorKind } from '../../graphql/executor.js';
import { executorGateway } from '../../graphql/gateway.js';
import { buildSchema } from '../../graphql/schema.js';
import { isUntrusted, notInSafelist, TrustedDocuments, type TrustedDocumentsMode } from '../../graphql/trusted-documents.js';
import { exactJsonParser } from '../../http/json-body.js';
import { createFastPath, persistedHash, type FastAnswer, type RepeatedBody } from '../../graphql/fast-path.js';
import { TextDocuments } from '../../graphql/text-documents.js';
import type { Principal } from '../../access/caller.js';
import { ANONYMOUS_OPERATION, OTHER_OPERATION } from './metrics.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** A /graphql POST's body text, or what the fast path made of the same bytes before; null otherwise. */
    graphqlBody: string | RepeatedBody | null;
  }
}

export interface GraphQLPluginOptions {
  domains: readonly DomainModule[];
  executor?: ExecutorKind;
  trustedDocuments?: TrustedDocumentsMode;
  /** The persisted-documents manifest; without one no document is trusted. */
  persistedDocumentsPath?: string;
}

/**
 * Apollo Server on the same Fastify instance at /graphql, over the same repositories, JWT and
 * CASL rules as REST. CSRF prevention is Apollo's default and stays on; stack traces never leave.
 * Operations run through graphql-jit unless `executor: 'default'` (Apollo's graphql-js path).
 * Trusted documents (the web client's persisted operations) sent by hash, and any document sent as text
 * that was seen before, take the fast path of fast-path.ts; everything else goes through Apollo's pipeline.
 */
export default fp<GraphQLPluginOptions>(
  async (app, { domains, executor = 'jit', trustedDocuments = 'also', persistedDocumentsPath }) => {
    const schema = buildSchema(domains);
    const { validationRules, parseOptions } = graphqlProtection();
    const documents = persistedDocumentsPath
      ? TrustedDocuments.fromManifest(persistedDocumentsPath, parseOptions)
      : new TrustedDocuments(new Map(), parseOptions);
    const common = {
      formatError,
      includeStacktraceInErrorResponses: false,
      csrfPrevention: true,
      introspection: true,
      hideSchemaDetailsFromClientErrors: true,
      allowBatchedHttpRequests: false,
      // Outside tests Apollo stops itself on SIGTERM and SIGINT and then signals the process again, which
      // close-with-grace takes for a second signal: exit 1 at once, cutting the graceful close. The close is
      // server/main.ts's; Apollo stops with Fastify (fastifyApolloDrainPlugin).
      stopOnTerminationSignals: false,
      validationRules,
      parseOptions,
      // Apollo's persisted-query protocol over the trusted documents only: nothing is registered.
      persistedQueries: { cache: documents.apolloCache(), ttl: null },
      plugins: [
        fastifyApolloDrainPlugin(app),
        // Cache control hooks every field resolver (a wrapper graphql-jit cannot inline) for HTTP
        // cache hints we never send; the landing page loads Apollo Sandbox from a CDN (/graphiql is ours).
        ApolloServerPluginCacheControlDisabled(),
        ApolloServerPluginLandingPageDisabled(),
        ApolloServerPluginUsageReportingDisabled(),
      ],
    };
    const jit = createJitExecutor<GraphQLContext>(schema);
    const apollo =
      executor === 'jit'
        ? new ApolloServer<GraphQLContext>({ ...common, gateway: executorGateway(schema, jit) })
        : new ApolloServer<GraphQLContext>({ ...common, schema });
    await apollo.start();

    // The caller is resolved once per request, by the route's onRequest hook below.
    const contextFor = async (request: FastifyRequest): Promise<GraphQLContext> =>
      createContext(request.principal, app.repositories, app.contextServices, { client: clientOf(request) });
    const apolloHandler = fastifyApolloHandler(apollo, { context: contextFor });
    const fastPath =
      executor === 'jit'
        ? createFastPath({
            schema,
            documents,
            // `only` accepts no document as text but a trusted one's exact text, which Apollo checks.
            texts: trustedDocuments === 'also' ? new TextDocuments({ schema, validationRules, parseOptions }) : null,
            jit,
            validationRules,
            formatError,
            contextOf: (principal, request) => createContext(principal, app.repositories, app.contextServices, { client: clientOf(request) }),
            answers: app.answers,
          })
        : { kept: () => null, answer: (_request: FastifyRequest, _kinds: 'queries' | 'all') => null, repeated: () => undefined };

    const sendFast = (request: FastifyRequest, reply: FastifyReply, answer: FastAnswer) =>
      reply
        .code(answer.status)
        .header('content-type', answer.contentType)
        .send(answer.kept && app.answers ? app.answers.payload(answer.kept, request, reply) : answer.body);
    const answerKept = (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction, principal: Principal | null) => {
      request.principal = principal;
      const kept = fastPath.kept(request);
      if (!kept) return done();
      sendFast(request, reply, kept);
    };

    app.decorateRequest('graphqlBody', null);
    const parseJson = exactJsonParser(app);
    // A scope of its own: this parser reads /graphql's bodies only.
    await app.register(async (scope) => {
      scope.removeContentTypeParser('application/json');
      scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, text, done) => {
        const repeated = fastPath.repeated(text as string);
        if (repeated) {
          request.graphqlBody = repeated;
          return done(null, repeated.params);
        }
        request.graphqlBody = text as string;
        parseJson(request, text as string, done);
      });

      scope.route<{ Reply: string }>({
        method: ['GET', 'POST', 'OPTIONS'],
        url: '/graphql',
        // The caller, once per request (no closure per request); a kept answer to a query by hash (GET) leaves
        // before the handler and its hooks run.
        onRequest(request, reply, done) {
          const caller = app.callerOfRequest(request);
          if (caller instanceof Promise) caller.then((principal) => answerKept(request, reply, done, principal), done);
          else answerKept(request, reply, done, caller);
        },
        // A query sent by POST is answered here, before the handler of a POST enters the actor scope (reads never
        // write, and an enabled scope taxes every async operation); mutations go on to the handler.
        preHandler(request, reply, done) {
          if (request.method !== 'POST') return done();
          const answer = fastPath.answer(request, 'queries');
          if (answer instanceof Promise) answer.then((computed) => (computed ? sendFast(request, reply, computed) : done()), done);
          else if (answer) sendFast(request, reply, answer);
          else done();
        },
        onResponse(request, reply, done) {
          if (request.method !== 'OPTIONS') app.metrics.graphqlOperation(operationLabel(request, documents), reply.elapsedTime);
          done();
        },
        async handler(request, reply) {
          const answer = await fastPath.answer(request, 'all');
          if (answer) return sendFast(request, reply, answer);
          if (trustedDocuments === 'also') sendUnknownHashAsText(request, documents);
          else if (refusedAsUntrusted(request, documents)) {
            return reply.code(400).header('content-type', 'application/json; charset=utf-8').send(UNTRUSTED_ANSWER);
          }
          return apolloHandler.call(this, request, reply);
        },
      });
    });
  },
  { name: 'graphql', dependencies: ['repositories', 'auth-guard', 'answer-cache', 'metrics'] },
);

const untrusted = notInSafelist();
/** What `only` answers to an operation that is not a trusted document, in Apollo's shape. */
const UNTRUSTED_ANSWER = `${JSON.stringify({ errors: [formatError(untrusted.toJSON(), untrusted)] })}\n`;

type Params = { query?: unknown; operationName?: unknown; extensions?: unknown } | undefined;

/** The parameters of a /graphql GET (query string) or POST (JSON body). */
function paramsOf(request: FastifyRequest): Params {
  return (request.method === 'GET' ? request.query : request.body) as Params;
}

/** The hash of the persisted document the parameters name; undefined when their extensions are not JSON (a GET's are JSON text). */
function hashOf(params: Params): string | null | undefined {
  let extensions = params?.extensions;
  if (typeof extensions === 'string') {
    try {
      extensions = JSON.parse(extensions) as unknown;
    } catch {
      return undefined;
    }
  }
  return persistedHash(extensions);
}

/** `only`: the operation of a GET (query string) or POST (JSON body) is not a trusted document. */
function refusedAsUntrusted(request: FastifyRequest, documents: TrustedDocuments): boolean {
  const params = paramsOf(request);
  const hash = hashOf(params);
  // Apollo answers malformed extensions itself.
  return hash !== undefined && isUntrusted(documents, params?.query, hash);
}

/**
 * The operation of a /graphql request as the duration metric names it: the name it sends (`operationName`, as
 * clients do), else its trusted document's; kept when it is one of the web client's operations, else folded into
 * "other" (or "anonymous" without a name), so whatever clients send the labels stay a known set.
 */
function operationLabel(request: FastifyRequest, documents: TrustedDocuments): string {
  const params = paramsOf(request);
  const hash = hashOf(params);
  const name = typeof params?.operationName === 'string' && params.operationName !== '' ? params.operationName : hash ? documents.operationName(hash) : undefined;
  if (name === undefined) return ANONYMOUS_OPERATION;
  return documents.operationNames().has(name) ? name : OTHER_OPERATION;
}

/**
 * A client whose hash the server does not know (built from other sources) resends with the full
 * text and the hash. Apollo would insist that the hash is the sha256 of that text and try to
 * register it; here the text simply runs as any document does when `also` allows it.
 */
function sendUnknownHashAsText(request: FastifyRequest, documents: TrustedDocuments): void {
  const body = request.body as { query?: unknown; extensions?: Record<string, unknown> } | undefined;
  if (request.method !== 'POST' || typeof body?.query !== 'string') return;
  const hash = persistedHash(body.extensions);
  if (hash === null || documents.has(hash)) return;
  // A new body, not a changed one: the fast path may share this one between requests (frozen).
  const { persistedQuery: _unknown, ...extensions } = body.extensions!;
  request.body = { ...body, extensions };
}
