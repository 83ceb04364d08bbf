import { ApolloServer } from '@apollo/server';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { describe, expect, it } from 'vitest';
import { GRAPHQL_LIMITS } from '../../server/graphql/armor.js';
import { formatError } from '../../server/graphql/errors.js';
import { createJitExecutor } from '../../server/graphql/executor.js';
import { executorGateway } from '../../server/graphql/gateway.js';
import { extensionsOf, useApp } from '../helper.js';

const app = useApp();

async function post(query: string) {
  const res = await app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' }, payload: { query } });
  return { status: res.statusCode, body: res.body, json: res.json() as { data?: unknown; errors: { message: string; extensions: Record<string, unknown> }[] } };
}

/** `__type` recursion through `ofType`: the classic deep introspection probe, available on any schema. */
function nestedOfType(levels: number): string {
  return `{ __type(name: "AuthUser") { fields { type { ${'ofType { '.repeat(levels)}name${' }'.repeat(levels)} } } } }`;
}

/** A fragment bomb: each level spreads the previous one three times, so the work triples per level. */
function fragmentBomb(levels: number): string {
  const fragments = ['fragment F0 on AuthUser { id fullName username email role avatar ability { action subject } extras { eCommerceCartItemsCount } }'];
  for (let i = 1; i <= levels; i++) fragments.push(`fragment F${i} on AuthUser { ...F${i - 1} ...F${i - 1} ...F${i - 1} }`);
  return `{ me { ...F${levels} } } ${fragments.join(' ')}`;
}

const hostile: [string, string, RegExp, string][] = [
  ['too deep', nestedOfType(GRAPHQL_LIMITS.maxDepth), /^Query refused: Query depth limit of 10 exceeded, found \d+\.$/, 'GRAPHQL_VALIDATION_FAILED'],
  [
    'too many aliases',
    `{ ${Array.from({ length: GRAPHQL_LIMITS.maxAliases + 1 }, (_, i) => `a${i}: me { id }`).join(' ')} }`,
    /^Query refused: Aliases limit of 15 exceeded, found 16\.$/,
    'GRAPHQL_VALIDATION_FAILED',
  ],
  ['too costly', fragmentBomb(6), /^Query refused: Query Cost limit of 5000 exceeded, found \d+(\.\d+)?\.$/, 'GRAPHQL_VALIDATION_FAILED'],
  [
    'too many directives',
    `{ me { ${'__typename @include(if: true) '.repeat(GRAPHQL_LIMITS.maxDirectives + 1)} } }`,
    /^Query refused: Directives limit of 20 exceeded, found 21\.$/,
    'GRAPHQL_VALIDATION_FAILED',
  ],
  ['too many tokens', `{ ${'me { id } '.repeat(300)} }`, /^Syntax Error: Document contains more that 1000 tokens\. Parsing aborted\.$/, 'GRAPHQL_PARSE_FAILED'],
];

describe('query limits (graphql-armor + parser token limit)', () => {
  it.each(hostile)('refuses a query that is %s with 400, a clear message and no stack', async (_name, query, message, code) => {
    const res = await post(query);
    expect(res.status).toBe(400);
    expect(res.json.data).toBeUndefined();
    expect(res.json.errors).toHaveLength(1);
    expect(res.json.errors[0].message).toMatch(message);
    expect(extensionsOf(res.json.errors[0])).toEqual({ code });
    expect(res.body).not.toMatch(/stacktrace|\bat .*\.(js|ts):\d+/);
  });

  it.each([
    ['depth at the limit', nestedOfType(GRAPHQL_LIMITS.maxDepth - 4)],
    ['15 aliases', `{ ${Array.from({ length: GRAPHQL_LIMITS.maxAliases }, (_, i) => `a${i}: me { id }`).join(' ')} }`],
    ['a three-level fragment tree', fragmentBomb(3)],
  ])('still answers %s', async (_name, query) => {
    const res = await post(query);
    expect(res.status).toBe(200);
    expect(res.json.errors).toBeUndefined();
  });

  it('answers the full introspection query GraphiQL sends', async () => {
    const { getIntrospectionQuery } = await import('graphql');
    const res = await post(getIntrospectionQuery({ descriptions: true, inputValueDeprecation: true, specifiedByUrl: true }));
    expect(res.status).toBe(200);
    expect(res.json.errors).toBeUndefined();
  });

  it('hides field suggestions that would reveal the schema', async () => {
    const res = await post('{ me { emial } }');
    expect(res.status).toBe(400);
    expect(res.json.errors[0].message).toBe('Cannot query field "emial" on type "AuthUser".');
    expect(extensionsOf(res.json.errors[0])).toEqual({ code: 'GRAPHQL_VALIDATION_FAILED' });
  });

  it('refuses batched operations', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: [{ query: '{ me { id } }' }, { query: '{ me { id } }' }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatch(/batch/i);
  });
});

describe('error masking', () => {
  // The app has no resolver that fails unexpectedly on purpose, so the real pipeline (Apollo,
  // our jit gateway, our formatError) runs over a schema whose resolvers do.
  const schema = makeExecutableSchema({
    typeDefs: 'type Query { broken: String, typeError: Int, fine: String }',
    resolvers: {
      Query: {
        broken: () => {
          throw new Error('connection to 10.0.0.5 refused at /srv/db.ts:42');
        },
        typeError: () => 'not a number',
        fine: () => 'ok',
      },
    },
  });

  it.each([
    ['a resolver throwing an Error', '{ broken fine }', ['broken']],
    ['a value the schema cannot serialize', '{ typeError fine }', ['typeError']],
  ])('masks %s as "Internal server error", keeping the rest of the data', async (_name, query, path) => {
    const apollo = new ApolloServer({
      gateway: executorGateway(schema, createJitExecutor(schema)),
      formatError,
      includeStacktraceInErrorResponses: false,
    });
    await apollo.start();
    const res = await apollo.executeOperation({ query });
    await apollo.stop();
    if (res.body.kind !== 'single') throw new Error('expected a single result');
    const { errors, data } = res.body.singleResult;
    expect(data).toEqual({ [path[0]]: null, fine: 'ok' });
    expect(errors).toEqual([{ message: 'Internal server error', path, extensions: { code: 'INTERNAL_SERVER_ERROR' } }]);
    expect(JSON.stringify(errors)).not.toMatch(/10\.0\.0\.5|db\.ts|not a number/);
  });
});
