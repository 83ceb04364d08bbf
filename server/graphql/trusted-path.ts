import type { FastifyRequest } from 'fastify';
import {
  getOperationAST,
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
import type { Principal } from '../auth/abilities.js';
import { LruCache } from '../common/lru-cache.js';
import type { AnswerCache, Kept } from '../http/answer-cache.js';
import { withExtensions, type JitExecutor } from './executor.js';
import { resultSerializer } from './result-serializer.js';
import type { TrustedDocuments } from './trusted-documents.js';

/** Apollo Server's media types for single results (its MEDIA_TYPES), in its order of preference. */
const MEDIA_TYPES = [
  'application/json; charset=utf-8',
  'application/graphql-response+json; charset=utf-8',
  'application/json; callbackSpec=1.0; charset=utf-8',
] as const;

const JSON_BODY = /^application\/json\s*(;|$)/i;

export interface TrustedAnswer {
  status: number;
  contentType: string;
  body: string;
  /** The answer as kept, when it is: sent through AnswerCache.payload. */
  kept?: Kept;
}

export interface TrustedPathOptions<TContext> {
  schema: GraphQLSchema;
  documents: TrustedDocuments;
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

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `{ persistedQuery: { version: 1, sha256Hash } }`, or null. */
export function persistedHash(extensions: unknown): string | null {
  if (!isRecord(extensions) || !isRecord(extensions.persistedQuery)) return null;
  const { version, sha256Hash } = extensions.persistedQuery;
  return version === 1 && typeof sha256Hash === 'string' ? sha256Hash : null;
}

/**
 * The fast path for trusted documents: a query by GET or an operation by JSON POST naming a known hash
 * runs it compiled by graphql-jit and answers with its compiled serializer, without Apollo's per-request
 * pipeline (hashing, document-store lookup, plugin hooks, response negotiation objects). A query's answer
 * is kept per caller until a write (server/http/answer-cache.ts). It answers exactly as Apollo would: the
 * same context (the caller the route resolved into `request.principal`, CASL checks in resolvers), Apollo's content negotiation, Apollo's error
 * normalisation followed by our formatError (masking), Apollo's field order and trailing newline. CSRF
 * prevention holds because only requests declaring `content-type: application/json` come here (Apollo
 * Client sends it with GETs too), which Apollo's check lets through as well. Anything else returns null
 * and Apollo answers it: other content types, a full `query`, unknown hashes, unresolvable operation
 * names, a mutation by GET, subscriptions, documents that fail validation, and variables graphql-jit
 * refuses (no resolver has run then, so Apollo can answer with its own BAD_USER_INPUT shape).
 */
export function createTrustedPath<TContext>(options: TrustedPathOptions<TContext>) {
  const { schema, documents, jit, formatError, contextOf, answers } = options;
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

  const prepare = (hash: string, operationName: string | null): PreparedOperation | null => {
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
    const operation = isValid ? getOperationAST(trusted.document, operationName) : null;
    // An operation name the document lacks is not remembered: the map stays bounded by the manifest.
    if (!operation) return null;
    let prepared: PreparedOperation | null = null;
    if (operation.operation !== 'subscription') {
      const compiled = jit.compiled(`trusted:${hash}`, trusted.document, operationName);
      if (compiled !== 'fallback') {
        const serialize = resultSerializer(schema, trusted.document, operation);
        prepared = { query: compiled, serialize, keepable: operation.operation === 'query' };
      }
    }
    operations.set(key, prepared);
    return prepared;
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
  const kept = (request: FastifyRequest): TrustedAnswer | null => {
    if (request.method !== 'GET' || !accepts(request)) return null;
    const contentType = responseType(request.headers.accept);
    const slot = contentType === null ? null : urlSlot(request);
    const answer = slot && answers!.get(slot);
    return answer ? { status: 200, contentType: contentType!, body: answer.body, kept: answer } : null;
  };

  const answer = async (request: FastifyRequest): Promise<TrustedAnswer | null> => {
    const isGet = request.method === 'GET';
    if ((!isGet && request.method !== 'POST') || !accepts(request)) return null;
    const contentType = responseType(request.headers.accept);
    if (contentType === null) return null;
    const { principal } = request;
    const params = isGet ? queryParams(request.query) : request.body;
    if (!isRecord(params) || params.query !== undefined) return null;
    const hash = persistedHash(params.extensions);
    const { variables, operationName } = params;
    if (hash === null || (variables != null && !isRecord(variables))) return null;
    if (operationName != null && typeof operationName !== 'string') return null;
    const operation = prepare(hash, operationName ?? null);
    // Apollo answers a mutation sent by GET with its own refusal.
    if (operation === null || (isGet && !operation.keepable)) return null;

    const slot =
      answers && principal && operation.keepable
        ? (urlSlot(request) ?? answers.slot(principal, `POST ${hash}:${operationName ?? ''}:${JSON.stringify(variables ?? {})}`))
        : null;
    const kept = slot && answers!.get(slot);
    if (kept) return { status: 200, contentType, body: kept.body, kept };
    const result = await operation.query.query(undefined, contextOf(principal, request), variables ?? {});
    if (!('data' in result)) return null;
    if (!result.errors) {
      const body = `${operation.serialize(result)}\n`;
      return { status: 200, contentType, body, kept: slot ? answers!.keep(slot, { contentType, body }) : undefined };
    }
    const { errors, status } = formatErrors(result.errors);
    return { status, contentType, body: `${JSON.stringify({ errors, data: result.data })}\n` };
  };

  return { kept, answer };
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
