import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { GRAPHQL_LIMITS, graphqlProtection } from '../../server/graphql/armor.js';
import { buildSchema } from '../../server/graphql/schema.js';
import { TextDocuments } from '../../server/graphql/text-documents.js';
import { documentHash } from '../../server/graphql/trusted-document-text.js';
import { domains } from '../../server/composition/domains.js';
import { injectAs, tokensFor, useApp } from '../helper.js';

/**
 * Any document sent as text takes the fast path once seen (server/graphql/fast-path.ts): it is
 * parsed and validated once, its answers are kept per caller until a write as trusted documents' are, and
 * it answers exactly as Apollo's own pipeline does.
 */
type Role = 'admin' | 'client' | null;
interface Ask {
  method?: 'GET' | 'POST';
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
  extensions?: Record<string, unknown>;
}

/** One request id for every request: an error names its request, and answers compare whole. */
const REQUEST_ID = 'compared';

async function ask(app: FastifyInstance, role: Role, { method = 'POST', query, variables, operationName, extensions }: Ask) {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-request-id': REQUEST_ID };
  if (role) headers.authorization = `Bearer ${(await tokensFor(app, role)).accessToken}`;
  const res =
    method === 'GET'
      ? await app.inject({ method, url: getUrl({ query, variables, operationName }), headers })
      : await app.inject({ method, url: '/graphql', headers, payload: { query, variables, operationName, extensions } });
  return { status: res.statusCode, contentType: res.headers['content-type'], body: withoutTokens(res.body) };
}

function getUrl({ query, variables, operationName }: Omit<Ask, 'method'>): string {
  const params = new URLSearchParams({ query });
  if (variables) params.set('variables', JSON.stringify(variables));
  if (operationName) params.set('operationName', operationName);
  return `/graphql?${params}`;
}

/** Tokens are signed with each app's own random secret: compare their presence, not their value. */
function withoutTokens(body: string): string {
  return body.replace(/"eyJ[\w-]+\.[\w-]+\.[\w-]+"/g, '"<jwt>"');
}

/** What the app keeps for the admin under `text` (the slot's text: `GET <url>`, or `POST text:<sha256>:<operation>:<variables>`). */
async function keptForAdmin(app: FastifyInstance, text: string) {
  const principal = await app.principalFromHeader(`Bearer ${(await tokensFor(app, 'admin')).accessToken}`);
  return app.answers!.get(app.answers!.slot(principal!, text));
}

const CART_COUNT = '{ cartCount }';
const aliases = (n: number, field = 'me { id }') => `{ ${Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join(' ')} }`;
const postSlot = (query: string, operationName = '', variables: Record<string, unknown> = {}) =>
  `POST text:${documentHash(query)}:${operationName}:${JSON.stringify(variables)}`;

/** Answers and errors clients rely on: each is asked twice (the second from the remembered document). */
const cases: [string, Ask, Role][] = [
  ['a list read with variables', { query: 'query ($n: PositiveInt) { products(perPage: $n) { total items { id name price } } }', variables: { n: 3 } }, 'admin'],
  ['the same read by GET', { method: 'GET', query: 'query ($n: PositiveInt) { products(perPage: $n) { total items { id name } } }', variables: { n: 2 } }, 'admin'],
  ['operationName choosing among several operations', { query: 'query A { cartCount } query B { me { id email role } }', operationName: 'B' }, 'admin'],
  ['several operations and no operationName', { query: 'query A { cartCount } query B { me { id } }' }, 'admin'],
  ['an operationName the document lacks', { query: 'query A { cartCount }', operationName: 'C' }, 'admin'],
  ['fragments, aliases, __typename and @include', { query: 'query ($f: Boolean!) { who: me { __typename ...U } } fragment U on AuthUser { id email @include(if: $f) }', variables: { f: false } }, 'admin'],
  ['a variable of the wrong type', { query: 'query ($n: PositiveInt) { products(perPage: $n) { total } }', variables: { n: 'ten' } }, 'admin'],
  ['a missing required variable', { query: 'query ($id: ID!) { invoice(id: $id) { id } }' }, 'admin'],
  ['a record that does not exist', { query: 'query ($id: ID!) { invoice(id: $id) { id } }', variables: { id: '999999' } }, 'admin'],
  ['a read the role may not make', { query: '{ products(perPage: 1) { total } }' }, 'client'],
  ['no token', { query: '{ cartCount }' }, null],
  ['an unknown field', { query: '{ cartCount nope }' }, 'admin'],
  ['a syntax error', { query: '{ cartCount ' }, 'admin'],
  ['a mutation by GET', { method: 'GET', query: 'mutation { markAllNotificationsRead { unreadCount } }' }, 'admin'],
  ['text with a persisted-query hash the server does not know', { query: '{ cartCount }', extensions: { persistedQuery: { version: 1, sha256Hash: 'f'.repeat(64) } } }, 'admin'],
  ['introspection', { query: '{ __schema { queryType { name } } __type(name: "Product") { name fields { name } } }' }, 'admin'],
];

describe('documents sent as text answer exactly as Apollo answers them (graphql-js pipeline)', () => {
  const fast = useApp();
  const apollo = useApp({ config: { graphqlExecutor: 'default' } });

  it.each(cases)('%s', async (_name, operation, role) => {
    const expected = await ask(apollo, role, operation);
    expect(await ask(fast, role, operation)).toEqual(expected);
    expect(await ask(fast, role, operation)).toEqual(expected);
  });

  it('refuses a body with an inexact number every time it is sent, naming the field', async () => {
    const payload = '{"query":"query ($n: PositiveInt) { products(perPage: $n) { total } }","variables":{"n":9007199254740993}}';
    const headers = { authorization: `Bearer ${(await tokensFor(fast, 'admin')).accessToken}`, 'content-type': 'application/json' };
    for (let i = 0; i < 2; i++) {
      const res = await fast.inject({ method: 'POST', url: '/graphql', headers, payload });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('body/variables/n');
    }
  });

  it('runs a repeated mutation every time', async () => {
    const toggle = { query: 'mutation ($id: ID!) { toggleBlogBookmark(id: $id) { id bookmarked } }', variables: { id: '1' } };
    const flag = async () => (JSON.parse((await ask(fast, 'admin', toggle)).body) as { data: { toggleBlogBookmark: { bookmarked: boolean } } }).data.toggleBlogBookmark.bookmarked;
    const first = await flag();
    expect(await flag()).toBe(!first);
    expect(await flag()).toBe(first);
  });
});

describe('kept answers of documents sent as text', () => {
  const app = useApp();
  const admin = injectAs(app, 'admin');
  const cartCount = async (role: Role = 'admin') => (JSON.parse((await ask(app, role, { query: CART_COUNT })).body) as { data: { cartCount: number } }).data.cartCount;

  it('keeps a query sent by POST per caller, and ends it at the next write through either face', async () => {
    const first = await ask(app, 'admin', { query: CART_COUNT });
    expect((await keptForAdmin(app, postSlot(CART_COUNT)))?.body.toString()).toBe(first.body);
    expect(await ask(app, 'admin', { query: CART_COUNT })).toEqual(first);

    const count = await cartCount();
    const page = (await admin({ method: 'GET', url: '/apps/ecommerce/products?perPage=27' })).json() as { products: { id: number; isInCart: boolean }[] };
    const product = page.products.find((p) => !p.isInCart)!;
    expect((await admin({ method: 'POST', url: '/apps/ecommerce/cart', payload: { productId: product.id } })).statusCode).toBe(201);
    expect(await keptForAdmin(app, postSlot(CART_COUNT))).toBeUndefined();
    expect(await cartCount()).toBe(count + 1);

    const removed = await ask(app, 'admin', { query: 'mutation ($id: ID!) { removeFromCart(productId: $id) { id isInCart } }', variables: { id: String(product.id) } });
    expect(removed.body).toContain('"isInCart":false');
    expect(await cartCount()).toBe(count);
  });

  it('keeps a query sent by GET under its URL', async () => {
    const query = { method: 'GET' as const, query: 'query ($n: PositiveInt) { products(perPage: $n) { total } }', variables: { n: 4 } };
    const first = await ask(app, 'admin', query);
    expect((await keptForAdmin(app, `GET ${getUrl(query)}`))?.body.toString()).toBe(first.body);
    expect(await ask(app, 'admin', query)).toEqual(first);
  });

  it("never answers another account, or another role, with a caller's kept answer", async () => {
    expect(await cartCount()).toBeGreaterThan(0);
    expect(await keptForAdmin(app, postSlot(CART_COUNT))).toBeDefined();
    const register = await app.inject({
      method: 'POST',
      url: '/jwt/register',
      payload: { username: 'textdocs', email: 'text.documents@demo.com', password: 'text-documents-1' },
    });
    const { accessToken } = register.json() as { accessToken: string };
    const theirs = await app.inject({ method: 'POST', url: '/graphql', headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' }, payload: { query: CART_COUNT } });
    expect(theirs.json()).toEqual({ data: { cartCount: 0 } });

    const products = { query: '{ products(perPage: 1) { total } }' };
    expect((await ask(app, 'admin', products)).body).toContain('"total"');
    const refused = JSON.parse((await ask(app, 'client', products)).body) as { data: unknown; errors: { extensions: { code: string } }[] };
    expect(refused.data).toBeNull();
    expect(refused.errors[0].extensions.code).toBe('FORBIDDEN');
  });
});

describe('limits on documents sent as text', () => {
  const app = useApp();
  const deep = (levels: number) => `{ __type(name: "AuthUser") { fields { type { ${'ofType { '.repeat(levels)}name${' }'.repeat(levels)} } } } }`;

  it('refuses a hostile new document every time it is sent, though a harmless neighbour was remembered', async () => {
    const hostile: [string, string][] = [
      [aliases(GRAPHQL_LIMITS.maxAliases), aliases(GRAPHQL_LIMITS.maxAliases + 1)],
      [deep(GRAPHQL_LIMITS.maxDepth - 4), deep(GRAPHQL_LIMITS.maxDepth)],
      [`{ ${'me { id } '.repeat(50)} }`, `{ ${'me { id } '.repeat(300)} }`],
    ];
    for (const [harmless, refused] of hostile) {
      for (let i = 0; i < 2; i++) {
        expect((await ask(app, 'admin', { query: harmless })).status).toBe(200);
        const answer = await ask(app, 'admin', { query: refused });
        expect(answer.status).toBe(400);
        expect(JSON.parse(answer.body)).toEqual({ errors: [expect.objectContaining({ extensions: { code: expect.stringMatching(/^GRAPHQL_(VALIDATION|PARSE)_FAILED$/), requestId: REQUEST_ID } })] });
      }
    }
  });

  it('runs nothing of a refused document: sixteen aliased cart additions add nothing', async () => {
    const count = async () => (JSON.parse((await ask(app, 'admin', { query: CART_COUNT })).body) as { data: { cartCount: number } }).data.cartCount;
    const before = await count();
    const mutation = `mutation ${aliases(GRAPHQL_LIMITS.maxAliases + 1, 'addToCart(productId: "1") { id }')}`;
    for (let i = 0; i < 2; i++) expect((await ask(app, 'admin', { query: mutation })).status).toBe(400);
    expect(await count()).toBe(before);
  });
});

describe('TextDocuments: each text parsed and validated once, in a bounded LRU', () => {
  const { validationRules, parseOptions } = graphqlProtection();
  const schema = buildSchema(domains);
  const documents = (maxEntries = 10) => new TextDocuments({ schema, validationRules, parseOptions, maxEntries, maxLength: 2000 });

  it('returns the same parsed document for the same text, keyed by its sha256', () => {
    const texts = documents();
    const first = texts.get(CART_COUNT);
    expect(first?.hash).toBe(documentHash(CART_COUNT));
    expect(texts.get(CART_COUNT)).toBe(first);
    expect(texts.get('{cartCount}')).not.toBe(first);
    expect(texts.size).toBe(2);
  });

  it('remembers a text that does not parse or validate as one Apollo answers, without keeping it valid', () => {
    const texts = documents();
    expect(texts.get('{ cartCount ')).toBeNull();
    expect(texts.get('{ nope }')).toBeNull();
    expect(texts.get(aliases(GRAPHQL_LIMITS.maxAliases + 1))).toBeNull();
    expect(texts.size).toBe(3);
  });

  it('holds at most its bound, dropping the least recently used, and never a text over its length', () => {
    const texts = documents(2);
    const a = texts.get('{ cartCount }');
    texts.get('{ me { id } }');
    expect(texts.get('{ cartCount }')).toBe(a);
    texts.get('{ unreadNotificationCount }');
    expect(texts.size).toBe(2);
    expect(texts.get(`{ cartCount ${' '.repeat(2000)}}`)).toBeNull();
    expect(texts.size).toBe(2);
  });
});
