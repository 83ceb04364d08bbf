import type { FastifyRequest } from 'fastify';
import {
  getOperationAST,
  type DocumentNode,
  GraphQLError,
  specifiedRules,
  validate,
  type ExecutionResult,
  type GraphQLFormattedError,
  type GraphQLSchema,
  type ValidationRule,
} from 'graphql';
import type { CompiledQuery } from 'graphql-jit';
import Negotiator from 'negotiator';
import { deepFreeze } from '../common/deep-freeze.js';
import { isRecord } from '../common/guards.js';
import { LruCache } from '../common/lru-cache.js';
import type { AnswerCache, AnswerSlot, Kept } from '../http/answer-cache.js';
import { withExtensions, type JitExecutor } from './executor.js';
import { resultSerializer } from './result-serializer.js';
import type { TextDocument, TextDocuments } from './text-documents.js';
import type { TrustedDocuments } from './trusted-documents.js';
import type { Principal } from '../access/caller.js';

/** Apollo Server's media types for single results (its MEDIA_TYPES), in its order of preference. */
const MEDIA_TYPES = [
  'application/json; charset=utf-8',
  'application/graphql-response+json; charset=utf-8',
  'application/json; callbackSpec=1.0; charset=utf-8',
] as const;

const JSON_BODY = /^application\/json\s*(;|$)/i;

export interface FastAnswer {
  status: number;
  contentType: string;
  body: string | Buffer;
  /** The answer as kept, when it is: sent through AnswerCache.payload. */
  kept?: Kept;
}

export interface FastPathOptions<TContext> {
  schema: GraphQLSchema;
  documents: TrustedDocuments;
  /** Documents sent as text, or null when only trusted documents are accepted (`only`: Apollo refuses the rest). */
  texts: TextDocuments | null;
  jit: JitExecutor<TContext>;
  /** The same rules Apollo validates with (graphql-armor's limits). */
  validationRules: readonly ValidationRule[];
  formatError: (formatted: GraphQLFormattedError, error: unknown) => GraphQLFormattedError;
  contextOf: (principal: Principal | null, request: FastifyRequest) => TContext;
  /** Answers of queries kept per caller until a write, or null. */
  answers: AnswerCache | null;
}

interface PreparedOperation {
  query: CompiledQuery;
  serialize: (result: ExecutionResult) => string;
  /** A query's answer may be kept; a mutation's never. */
  keepable: boolean;
}

/**
 * The JSON body of a query the fast path answered, by its exact text: the same bytes again (a client asking the
 * same page) skip parsing, the number check, the document lookup and the key building.
 */
export interface RepeatedBody {
  /** The body as first parsed, frozen: every request sending these bytes shares it. */
  readonly params: Readonly<Record<string, unknown>>;
  readonly variables: Readonly<Record<string, unknown>> | undefined;
  readonly operation: PreparedOperation;
  /** What its kept answers are found by, beside the caller. */
  readonly slotText: string;
}

/** Longer bodies are not remembered (the document LRU does not remember longer texts either). */
const MAX_REPEATED_BODY = 16 * 1024;

/** `{ persistedQuery: { version: 1, sha256Hash } }`, or null. */
export function persistedHash(extensions: unknown): string | null {
  if (!isRecord(extensions) || !isRecord(extensions.persistedQuery)) return null;
  const { version, sha256Hash } = extensions.persistedQuery;
  return version === 1 && typeof sha256Hash === 'string' ? sha256Hash : null;
}

/**
 * The fast path: a trusted document named by its hash (a query by GET or an operation by JSON POST), or any
 * document sent as text that was seen before (`TextDocuments`: parsed and validated once, every limit applied
 * then; a query's JSON body by its exact bytes, `RepeatedBody`), runs compiled by graphql-jit and answers with
 * its compiled serializer, without Apollo's per-request pipeline (hashing, parsing, validating, document-store
 * lookup, plugin hooks, response negotiation objects).
 * A query's answer is kept per caller until a write (server/http/answer-cache.ts), whichever way it was sent.
 * It answers exactly as Apollo would: the same context (the caller the route resolved into
 * `request.principal`, CASL checks in resolvers), Apollo's content negotiation, Apollo's error normalisation
 * followed by our formatError (masking), Apollo's field order and trailing newline. CSRF prevention holds
 * because only requests declaring `content-type: application/json` come here (Apollo Client sends it with GETs
 * too), which Apollo's check lets through as well. Anything else returns null and Apollo answers it: other
 * content types, unknown hashes without text, a known hash sent with text (Apollo checks they match), text
 * that does not parse or validate, unresolvable operation names, a mutation by GET, subscriptions, and
 * variables graphql-jit refuses (no resolver has run then, so Apollo can answer with its own BAD_USER_INPUT
 * shape).
 */
export function createFastPath<TContext>(options: FastPathOptions<TContext>) {
  const { schema, documents, texts, jit, formatError, contextOf, answers } = options;
  const rules = [...specifiedRules, ...options.validationRules];
  const valid = new Map<string, boolean>();
  const operations = new Map<string, PreparedOperation | null>();
  const mediaTypes = new LruCache<string | null>(64);

  const responseType = (accept: string | undefined): string | null => {
    if (!accept) return MEDIA_TYPES[0];
    let type = mediaTypes.get(accept);
    if (type === undefined) {
      type = new Negotiator({ headers: { accept } }).mediaType([...MEDIA_TYPES]) ?? null;
      mediaTypes.set(accept, type);
    }
    return type;
  };

  /** One operation of a valid document, compiled with its serializer; null when Apollo must run it. */
  const compile = (key: string, document: DocumentNode, operationName: string | null): PreparedOperation | null | undefined => {
    const operation = getOperationAST(document, operationName);
    // An operation name the document lacks is not remembered (undefined): the caches stay bounded by the documents.
    if (!operation) return undefined;
    if (operation.operation === 'subscription') return null;
    const compiled = jit.compiled(key, document, operationName);
    if (compiled === 'fallback') return null;
    return { query: compiled, serialize: resultSerializer(schema, document, operation), keepable: operation.operation === 'query' };
  };

  const prepareTrusted = (hash: string, operationName: string | null): PreparedOperation | null => {
    const key = `${hash}\u0000${operationName ?? ''}`;
    const known = operations.get(key);
    if (known !== undefined) return known;
    const trusted = documents.get(hash);
    if (!trusted) return null;
    let isValid = valid.get(hash);
    if (isValid === undefined) {
      isValid = validate(schema, trusted.document, rules).length === 0;
      valid.set(hash, isValid);
    }
    const prepared = isValid ? compile(`trusted:${hash}`, trusted.document, operationName) : undefined;
    if (prepared === undefined) return null;
    operations.set(key, prepared);
    return prepared;
  };

  /** A text document's operations, kept beside it in the text LRU (they leave with it). */
  const textOperations = new WeakMap<TextDocument, Map<string, PreparedOperation | null>>();
  const prepareText = (text: TextDocument, operationName: string | null): PreparedOperation | null => {
    let prepared = textOperations.get(text);
    if (!prepared) textOperations.set(text, (prepared = new Map()));
    const known = prepared.get(operationName ?? '');
    if (known !== undefined) return known;
    // Keyed as Apollo keys its own compilations (the sha256 of the text), so both paths share one.
    const operation = compile(text.hash, text.document, operationName);
    if (operation === undefined) return null;
    prepared.set(operationName ?? '', operation);
    return operation;
  };

  /** Apollo's normalizeAndFormatErrors, then formatError: the same codes, messages and masking. */
  const formatErrors = (errors: readonly GraphQLError[]): { errors: GraphQLFormattedError[]; status: number } => {
    let status = 200;
    const formatted = errors.map((raw) => {
      const error = withExtensions(raw);
      const extensions: Record<string, unknown> = { ...error.extensions, code: error.extensions.code ?? 'INTERNAL_SERVER_ERROR' };
      const http = extensions.http as { status?: unknown } | undefined;
      if (isRecord(http)) {
        if (typeof http.status === 'number') status = http.status;
        delete extensions.http;
      }
      try {
        return formatError({ ...error.toJSON(), extensions }, error);
      } catch {
        return { message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } };
      }
    });
    return { errors: formatted, status };
  };

  const urlSlot = (request: FastifyRequest) =>
    answers && request.principal && request.method === 'GET' ? answers.slot(request.principal, `GET ${request.url}`) : null;
  const accepts = (request: FastifyRequest) => JSON_BODY.test(request.headers['content-type'] ?? '');

  /**
   * A kept answer to a GET, found by its URL before anything is parsed or run: for a route hook, ahead of
   * the handler and its hooks. Null when there is none.
   */
  const kept = (request: FastifyRequest): FastAnswer | null => {
    if (request.method !== 'GET' || !accepts(request)) return null;
    const contentType = responseType(request.headers.accept);
    const slot = contentType === null ? null : urlSlot(request);
    const answer = slot && answers!.get(slot);
    return answer ? { status: 200, contentType: contentType!, body: answer.body, kept: answer } : null;
  };

  /** The operation a request names, and the text its kept answer is found by; null when Apollo must answer. */
  const operationOf = (params: Record<string, unknown>, operationName: string | null): { operation: PreparedOperation; key: string } | null => {
    const hash = persistedHash(params.extensions);
    if (params.query === undefined) {
      const operation = hash === null ? null : prepareTrusted(hash, operationName);
      return operation && { operation, key: `${hash}:${operationName ?? ''}` };
    }
    // Text with a hash the server knows: Apollo checks that they match. With an unknown hash, the text runs (`also`).
    if (typeof params.query !== 'string' || !texts || (hash !== null && documents.has(hash))) return null;
    if (params.extensions != null && !isRecord(params.extensions)) return null;
    const text = texts.get(params.query);
    const operation = text && prepareText(text, operationName);
    return operation && { operation, key: `text:${text.hash}:${operationName ?? ''}` };
  };

  const bodies = new LruCache<RepeatedBody>(500);
  /** The body these bytes were when the fast path last answered them as a query, if it did. */
  const repeated = (text: string): RepeatedBody | undefined => (text.length > MAX_REPEATED_BODY ? undefined : bodies.get(text));

  /** The operation a request names, with its variables and the text its kept answer is found by; null when Apollo must answer. */
  const requested = (request: FastifyRequest, isGet: boolean): Omit<RepeatedBody, 'params' | 'slotText'> & { slotText: string | null } | null => {
    const body = request.graphqlBody;
    if (!isGet && typeof body === 'object' && body !== null) return body;
    const params = isGet ? queryParams(request.query) : request.body;
    if (!isRecord(params)) return null;
    const { variables, operationName } = params;
    if (variables != null && !isRecord(variables)) return null;
    if (operationName != null && typeof operationName !== 'string') return null;
    const named = operationOf(params, operationName ?? null);
    if (named === null) return null;
    const { operation } = named;
    // A GET's answer is kept by its URL (urlSlot).
    const slotText = operation.keepable && !isGet ? `POST ${named.key}:${JSON.stringify(variables ?? {})}` : null;
    if (slotText !== null && typeof body === 'string' && body.length <= MAX_REPEATED_BODY) {
      bodies.set(body, { params: deepFreeze(params), variables: variables ?? undefined, operation, slotText });
    }
    return { operation, variables: variables ?? undefined, slotText };
  };

  /** Runs an operation whose answer is not kept; null when Apollo must answer (variables graphql-jit refuses). */
  const run = async (
    request: FastifyRequest,
    operation: PreparedOperation,
    variables: Readonly<Record<string, unknown>> | undefined,
    contentType: string,
    slot: AnswerSlot | null,
  ): Promise<FastAnswer | null> => {
    const result = await operation.query.query(undefined, contextOf(request.principal, request), variables ?? {});
    if (!('data' in result)) return null;
    if (!result.errors) {
      const body = `${operation.serialize(result)}\n`;
      return { status: 200, contentType, body, kept: slot ? answers!.keep(slot, { contentType, body }) : undefined };
    }
    const { errors, status } = formatErrors(result.errors);
    return { status, contentType, body: `${JSON.stringify({ errors, data: result.data })}\n` };
  };

  /**
   * The answer of a request the fast path can run (`queries`: only if it is a query), else null: a kept answer
   * at once (no promise, no tick), an answer to compute as a promise.
   */
  const answer = (request: FastifyRequest, kinds: 'queries' | 'all'): FastAnswer | Promise<FastAnswer | null> | null => {
    const isGet = request.method === 'GET';
    if ((!isGet && request.method !== 'POST') || !accepts(request)) return null;
    const contentType = responseType(request.headers.accept);
    if (contentType === null) return null;
    const named = requested(request, isGet);
    // Apollo answers a mutation sent by GET with its own refusal.
    if (named === null || ((isGet || kinds === 'queries') && !named.operation.keepable)) return null;
    const { operation, variables, slotText } = named;
    const { principal } = request;
    const slot = answers && principal && operation.keepable ? (urlSlot(request) ?? (slotText === null ? null : answers.slot(principal, slotText))) : null;
    const kept = slot && answers!.get(slot);
    if (kept) return { status: 200, contentType, body: kept.body, kept };
    return run(request, operation, variables, contentType, slot);
  };

  return { kept, answer, repeated };
}

/**
 * The parameters of a GET (Apollo's persisted-query form: `variables` and `extensions` as JSON text), or
 * null when one is not JSON (Apollo answers it with its own error).
 */
function queryParams(query: unknown): Record<string, unknown> | null {
  if (!isRecord(query)) return null;
  const params: Record<string, unknown> = { ...query };
  for (const key of ['variables', 'extensions']) {
    const text = params[key];
    if (text === undefined) continue;
    if (typeof text !== 'string') return null;
    try {
      params[key] = JSON.parse(text) as unknown;
    } catch {
      return null;
    }
  }
  return params;
}
