import { ApolloServer } from '@apollo/server';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { FastifyInstance } from 'fastify';
import { parse } from 'graphql';
import { URLResolver } from 'graphql-scalars';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createContext, type GraphQLContext } from '../../server/graphql/context.js';
import { formatError } from '../../server/graphql/errors.js';
import { compiledQueryKey, createJitExecutor } from '../../server/graphql/executor.js';
import { executorGateway } from '../../server/graphql/gateway.js';
import { NotFoundError } from '../../server/common/errors.js';
import { tokensFor, useApp } from '../helper.js';

type Operation = { query: string; variables?: Record<string, unknown>; operationName?: string };

const USER_FIELDS = `
  fragment Rule on AbilityRule { action subject }
  fragment UserCard on AuthUser { id fullName email role extras { eCommerceCartItemsCount } ability { ...Rule } }`;

/** Operations over the auth resolvers, covering what the executor must get right. */
const operations: [string, Operation, 'admin' | null][] = [
  ['an anonymous read', { query: '{ me { id } }' }, null],
  ['named fragments, nested', { query: `query Me { me { ...UserCard } } ${USER_FIELDS}` }, 'admin'],
  ['inline fragments, aliases and __typename', { query: '{ who: me { __typename ... on AuthUser { login: username avatar } } }' }, 'admin'],
  [
    '@include / @skip driven by variables',
    { query: 'query ($full: Boolean!) { me { id fullName @include(if: $full) email @skip(if: $full) } }', variables: { full: true } },
    'admin',
  ],
  [
    'operationName choosing among several operations',
    { query: `query A { me { id } } query B { me { email role } }`, operationName: 'B' },
    'admin',
  ],
  [
    'a mutation with variables',
    {
      query: 'mutation ($email: EmailAddress!, $password: String!) { login(email: $email, password: $password) { accessToken userData { id email } } }',
      variables: { email: 'client@demo.com', password: 'client' },
    },
    null,
  ],
  [
    'a union answered by its error member',
    {
      query: 'mutation { register(input: { email: "admin@demo.com", password: "secret-42", username: "admin" }) { __typename ... on RegistrationError { email username } } }',
    },
    null,
  ],
  ['a resolver error with BAD_USER_INPUT', { query: 'mutation { login(email: "admin@demo.com", password: "nope") { accessToken } }' }, null],
  ['a resolver error with UNAUTHENTICATED', { query: 'mutation { refreshToken(refreshToken: "forged") { accessToken } }' }, null],
  [
    'a variable of the wrong type',
    { query: 'mutation ($email: EmailAddress!) { login(email: $email, password: "x") { accessToken } }', variables: { email: 'not-an-email' } },
    null,
  ],
  ['a missing required variable', { query: 'query ($full: Boolean!) { me { id fullName @include(if: $full) } }' }, null],
];

/** Tokens are signed with each app's own random secret: compare their presence, not their value. */
function withoutTokens(body: string): unknown {
  return JSON.parse(body.replace(/"eyJ[\w-]+\.[\w-]+\.[\w-]+"/g, '"<jwt>"'));
}

describe('graphql-jit executor answers exactly like graphql-js (through /graphql)', () => {
  const jit = useApp({ config: { graphqlExecutor: 'jit' } });
  const graphqlJs = useApp({ config: { graphqlExecutor: 'default' } });

  async function run(app: FastifyInstance, operation: Operation, role: 'admin' | null) {
    // One request id for both executors: an error names its request, and the answers compare whole.
    const headers: Record<string, string> = { 'content-type': 'application/json', 'x-request-id': 'compared' };
    if (role) headers.authorization = `Bearer ${(await tokensFor(app, role)).accessToken}`;
    const res = await app.inject({ method: 'POST', url: '/graphql', headers, payload: operation });
    return { status: res.statusCode, body: withoutTokens(res.body) };
  }

  it.each(operations)('%s', async (_name, operation, role) => {
    const [fromJit, fromGraphqlJs] = await Promise.all([run(jit, operation, role), run(graphqlJs, operation, role)]);
    expect(fromJit).toEqual(fromGraphqlJs);
  });

  it('keeps the codes and statuses clients rely on', async () => {
    const codes = [];
    for (const [, operation, role] of operations.slice(-4)) {
      const { status, body } = await run(jit, operation, role);
      codes.push([status, (body as { errors: { extensions: { code: string } }[] }).errors[0].extensions.code]);
    }
    expect(codes).toEqual([
      [200, 'BAD_USER_INPUT'],
      [200, 'UNAUTHENTICATED'],
      [400, 'BAD_USER_INPUT'],
      [400, 'BAD_USER_INPUT'],
    ]);
  });
});

describe('domain error codes survive graphql-jit and formatError (Apollo pipeline)', () => {
  // Resolvers shaped like every domain's: authorize with the real GraphQLContext, then a repository
  // that throws our DomainErrors. Run by Apollo over the jit gateway with our formatError.
  const schema = makeExecutableSchema<GraphQLContext>({
    typeDefs: 'type Query { secret: String!, missing: String, list: [Int!]! }',
    resolvers: {
      Query: {
        secret: (_parent, _args, ctx) => {
          ctx.authorize('read', 'Invoice');
          return 'ok';
        },
        missing: (_parent, _args, ctx) => {
          ctx.authorize('read', 'Auth');
          throw new NotFoundError('Invoice 9999 not found');
        },
        list: async () => [1, 2, 3],
      },
    },
  });

  const app = useApp();
  let apollo: ApolloServer<GraphQLContext>;
  beforeEach(async () => {
    apollo = new ApolloServer<GraphQLContext>({ gateway: executorGateway(schema, createJitExecutor<GraphQLContext>(schema)), formatError });
    await apollo.start();
  });
  afterEach(async () => {
    await apollo.stop();
  });

  async function runAs(role: 'admin' | 'client' | null, query: string) {
    const principal = role ? await app.principalFromHeader(`Bearer ${(await tokensFor(app, role)).accessToken}`) : null;
    const res = await apollo.executeOperation({ query }, { contextValue: createContext(principal, app.repositories, app.contextServices) });
    if (res.body.kind !== 'single') throw new Error('expected a single result');
    return res.body.singleResult;
  }

  it.each([
    ['UNAUTHENTICATED', 'without a token', null, 'secret', 'Missing or invalid access token'],
    ['FORBIDDEN', 'for the client role', 'client', 'secret', 'You are not allowed to read Invoice'],
    ['NOT_FOUND', 'from a repository', 'client', 'missing', 'Invoice 9999 not found'],
  ] as const)('%s %s', async (code, _when, role, field, message) => {
    const result = await runAs(role, `{ ${field} }`);
    expect(result.errors).toEqual([{ message, locations: [{ line: 1, column: 3 }], path: [field], extensions: { code } }]);
    expect(JSON.stringify(result)).not.toMatch(/stack|\.ts:\d+/);
  });

  it('returns data for the admin', async () => {
    expect((await runAs('admin', '{ secret list }')).data).toEqual({ secret: 'ok', list: [1, 2, 3] });
  });
});

describe('compiled query cache', () => {
  const schema = makeExecutableSchema({ typeDefs: 'type Query { n: Int, s: String }', resolvers: { Query: { n: () => 1, s: () => 's' } } });
  const request = (query: string, operationName?: string) => ({ document: parse(query), documentKey: query, operationName, contextValue: {} });

  it('compiles a document once per operation name', async () => {
    const executor = createJitExecutor(schema);
    const both = 'query A { n } query B { s }';
    expect(await executor(request(both, 'A'))).toEqual({ data: { n: 1 } });
    expect(await executor(request(both, 'A'))).toEqual({ data: { n: 1 } });
    expect(executor.cache.size).toBe(1);
    expect(await executor(request(both, 'B'))).toEqual({ data: { s: 's' } });
    expect(executor.cache.size).toBe(2);
  });

  it('is bounded, evicting the least recently used document', async () => {
    const executor = createJitExecutor(schema, 2);
    await executor(request('{ n }'));
    await executor(request('{ s }'));
    await executor(request('{ n }'));
    await executor(request('{ n s }'));
    expect(executor.cache.size).toBe(2);
    expect(executor.cache.get(compiledQueryKey('{ n }'))).toBeDefined();
    expect(executor.cache.get(compiledQueryKey('{ s }'))).toBeUndefined();
  });
});

describe('custom scalars written inline', () => {
  const schema = makeExecutableSchema({
    typeDefs: 'scalar URL\ninput Link { href: URL }\ntype Query { kind(url: URL, link: Link): String }',
    resolvers: {
      URL: URLResolver,
      Query: {
        kind: (_parent: unknown, args: { url?: unknown; link?: { href?: unknown } }) =>
          [args.url, args.link?.href].map((v) => (v instanceof URL ? 'URL' : typeof v)).join(','),
      },
    },
  });

  it('reach resolvers parsed, exactly as when sent as variables', async () => {
    const executor = createJitExecutor<Record<string, never>>(schema);
    const run = (query: string, variables?: Record<string, unknown>) =>
      executor({ document: parse(query), documentKey: query, variables, contextValue: {} });
    const inline = await run('{ kind(url: "https://a.example", link: { href: "https://b.example" }) }');
    const asVariables = await run('query ($u: URL, $l: Link) { kind(url: $u, link: $l) }', {
      u: 'https://a.example',
      l: { href: 'https://b.example' },
    });
    expect(inline).toEqual({ data: { kind: 'URL,URL' } });
    expect(asVariables).toEqual({ data: { kind: 'URL,URL' } });
  });
});
