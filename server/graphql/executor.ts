import {
  execute,
  getOperationAST,
  getNamedType,
  GraphQLError,
  isSpecifiedScalarType,
  isScalarType,
  Kind,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  BREAK,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLSchema,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import { LruCache } from '../common/lru-cache.js';

export type ExecutorKind = 'jit' | 'default';

export interface ExecutionRequest<TContext> {
  document: DocumentNode;
  /** Stable identity of the document's text (Apollo's queryHash), the compile cache key. */
  documentKey: string;
  operationName?: string | null;
  variables?: Record<string, unknown>;
  contextValue: TContext;
}

export type Executor<TContext> = (request: ExecutionRequest<TContext>) => Promise<ExecutionResult>;

/** A document graphql-jit refused to compile is remembered too, so it is not retried on every request. */
export type CompiledEntry = CompiledQuery | 'fallback';

export interface JitExecutor<TContext> extends Executor<TContext> {
  cache: LruCache<CompiledEntry>;
  /** The operation compiled once per document key and operation name; 'fallback' when graphql-js must run it. */
  compiled(documentKey: string, document: DocumentNode, operationName?: string | null): CompiledEntry;
}

/** One compiled function per operation of a document. */
export function compiledQueryKey(documentKey: string, operationName?: string | null): string {
  return `${operationName ?? ''}\u0000${documentKey}`;
}

/**
 * graphql-jit compiles each operation once into a specialised function (no per-field AST walk),
 * which is where graphql-js spends most of its time on list reads. Anything jit cannot compile,
 * and requests whose variables it refuses, run through graphql-js `execute`, so clients always get
 * graphql-js's own error shapes (Apollo recognises those to answer BAD_USER_INPUT with status 400).
 */
export function createJitExecutor<TContext>(schema: GraphQLSchema, maxEntries = 500): JitExecutor<TContext> {
  const cache = new LruCache<CompiledEntry>(maxEntries);

  const runDefault = createDefaultExecutor<TContext>(schema);

  const compiled = (documentKey: string, document: DocumentNode, operationName?: string | null): CompiledEntry => {
    const key = compiledQueryKey(documentKey, operationName);
    let entry = cache.get(key);
    if (entry === undefined) {
      const query = compileQuery(schema, document, operationName ?? undefined, {
        // Stacks never leave the server (formatError), so capturing them is wasted work.
        disablingCapturingStackErrors: true,
      });
      entry = isCompiledQuery(query) && !hasCustomScalarLiteral(schema, document) ? query : 'fallback';
      cache.set(key, entry);
    }
    return entry;
  };

  const executor = async (request: ExecutionRequest<TContext>): Promise<ExecutionResult> => {
    // graphql-jit throws on an operation name the document lacks; graphql-js answers it with the error Apollo
    // turns into its 400 OPERATION_RESOLUTION_FAILURE.
    if (!getOperationAST(request.document, request.operationName)) return runDefault(request);
    const entry = compiled(request.documentKey, request.document, request.operationName);
    if (entry === 'fallback') return runDefault(request);

    const result = await entry.query(undefined, request.contextValue, request.variables ?? {});
    // No `data` at all means the variables were refused before any resolver ran: safe to re-run.
    if (!('data' in result)) return runDefault(request);
    return result.errors ? { data: result.data, errors: result.errors.map(withExtensions) } : result;
  };
  return Object.assign(executor, { cache, compiled });
}

const LITERAL_KINDS = new Set<string>([Kind.STRING, Kind.INT, Kind.FLOAT, Kind.BOOLEAN]);

/**
 * graphql-jit passes a custom scalar written inline in the query ("https://…" for a URL argument)
 * through as the raw literal instead of calling the scalar's parseLiteral, while the same value sent
 * as a variable is parsed. Such documents run on graphql-js so resolvers always get parsed values;
 * clients that use variables (ours do) keep the compiled path.
 */
export function hasCustomScalarLiteral(schema: GraphQLSchema, document: DocumentNode): boolean {
  const typeInfo = new TypeInfo(schema);
  let found = false;
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      enter(node) {
        if (!LITERAL_KINDS.has(node.kind)) return undefined;
        const type = typeInfo.getInputType();
        const named = type ? getNamedType(type) : undefined;
        if (named && isScalarType(named) && !isSpecifiedScalarType(named)) {
          found = true;
          return BREAK;
        }
        return undefined;
      },
    }),
  );
  return found;
}

/**
 * graphql-jit leaves `extensions` undefined when the thrown error had none (our DomainErrors, plain
 * Errors), and Apollo reads `error.extensions.code` unguarded. A graphql-js error with the same
 * message, locations, path and original error restores the shape formatError expects.
 */
export function withExtensions(error: GraphQLError): GraphQLError {
  if (error.extensions) return error;
  const normalized = new GraphQLError(error.message, { path: error.path, originalError: error.originalError, extensions: {} });
  return Object.assign(normalized, { locations: error.locations });
}

/** graphql-js `execute` behind the same interface, for comparison (benchmark, tests). */
export function createDefaultExecutor<TContext>(schema: GraphQLSchema): Executor<TContext> {
  return async (request) =>
    execute({
      schema,
      document: request.document,
      operationName: request.operationName,
      variableValues: request.variables,
      contextValue: request.contextValue,
    });
}
