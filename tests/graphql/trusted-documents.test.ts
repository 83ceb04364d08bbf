import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { documentHash, trustedDocumentText } from '../../server/graphql/trusted-document-text.js';
import { persistedDocumentsPath } from '../../server/common/paths.js';
import { DEMO, tokensFor, useApp } from '../helper.js';
import { subscribe, useLiveServer } from '../live/support.js';

/** The web client's operations as codegen persisted them (hash → text). */
const manifest = JSON.parse(readFileSync(persistedDocumentsPath, 'utf8')) as Record<string, string>;
const hashOf = (operationName: string) => {
  const entry = Object.entries(manifest).find(([, text]) => new RegExp(`^\\w+ ${operationName}\\b`).test(text));
  if (!entry) throw new Error(`${operationName} is not a persisted document`);
  return entry[0];
};

const CART_COUNT = hashOf('NavbarCartCount');
const UNKNOWN = 'f'.repeat(64);

async function post(app: FastifyInstance, body: Record<string, unknown>) {
  const { accessToken } = await tokensFor(app, 'admin');
  const res = await app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
    payload: body,
  });
  return { status: res.statusCode, body: res.json() as { data?: Record<string, unknown>; errors?: { message: string; extensions?: { code?: string } }[] } };
}

const byHash = (hash: string, variables?: Record<string, unknown>) => ({ variables, extensions: { persistedQuery: { version: 1, sha256Hash: hash } } });

describe('trusted documents, GRAPHQL_TRUSTED_DOCUMENTS=also (the default)', () => {
  const app = useApp();

  it('runs a trusted document sent by hash alone, answering as its full text does', async () => {
    const hashed = await post(app, byHash(CART_COUNT));
    expect(hashed.status).toBe(200);
    expect(hashed.body.errors).toBeUndefined();
    expect(hashed.body.data).toEqual({ cartCount: expect.any(Number) });
    expect((await post(app, { query: trustedDocumentText(manifest[CART_COUNT]) })).body).toEqual(hashed.body);
  });

  it('answers an unknown hash with the standard PersistedQueryNotFound error', async () => {
    const res = await post(app, byHash(UNKNOWN));
    expect(res.body.data).toBeUndefined();
    expect(res.body.errors).toEqual([expect.objectContaining({ message: 'PersistedQueryNotFound', extensions: expect.objectContaining({ code: 'PERSISTED_QUERY_NOT_FOUND' }) })]);
  });

  it('runs the text a client resends with an unknown hash, and any full document (playground, API users)', async () => {
    const resent = await post(app, { query: '{ cartCount }', ...byHash(UNKNOWN) });
    expect(resent.body).toEqual({ data: { cartCount: expect.any(Number) } });
    expect((await post(app, { query: '{ products(perPage: 1) { total } }' })).body.data).toEqual({ products: { total: expect.any(Number) } });
  });
});

describe('queries by hash over GET (Apollo Client: useGETForHashedQueries)', () => {
  const app = useApp();
  const getByHash = async (hash: string, headers: Record<string, string> = { 'content-type': 'application/json' }, variables?: unknown) => {
    const { accessToken } = await tokensFor(app, 'admin');
    const params = new URLSearchParams({ extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash: hash } }) });
    if (variables !== undefined) params.set('variables', JSON.stringify(variables));
    return app.inject({ method: 'GET', url: `/graphql?${params}`, headers: { authorization: `Bearer ${accessToken}`, ...headers } });
  };

  it('answers a query by hash as the same query by POST does', async () => {
    const res = await getByHash(CART_COUNT);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual((await post(app, byHash(CART_COUNT))).body);
  });

  it('refuses a mutation by GET, as Apollo does, and changes nothing', async () => {
    const { accessToken } = await tokensFor(app, 'admin');
    const cart = async () => (await app.inject({ method: 'GET', url: '/apps/ecommerce/cart', headers: { authorization: `Bearer ${accessToken}` } })).json() as {
      products: { id: number; qty: number }[];
    };
    const before = await cart();
    const line = before.products[0];
    const res = await getByHash(hashOf('UpdateCartItemQuantity'), undefined, { productId: String(line.id), qty: line.qty + 3 });
    expect(res.statusCode).toBe(405);
    expect(res.json().errors[0].message).toMatch(/mutation/i);
    expect(await cart()).toEqual(before);
  });

  it('keeps CSRF prevention: a GET by hash without a JSON content type or preflight header is refused', async () => {
    const res = await getByHash(CART_COUNT, {});
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatch(/CSRF|preflight/i);
  });

  it('answers malformed variables in the URL with a 400 naming them, never a 500', async () => {
    const { accessToken } = await tokensFor(app, 'admin');
    const params = new URLSearchParams({ variables: '{nope', extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash: CART_COUNT } }) });
    const res = await app.inject({ method: 'GET', url: `/graphql?${params}`, headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatch(/variables/);
  });
});

describe('trusted documents, GRAPHQL_TRUSTED_DOCUMENTS=only', () => {
  const app = useApp({ config: { trustedDocuments: 'only' } });

  it('runs a trusted document by hash, or as its exact text', async () => {
    expect((await post(app, byHash(CART_COUNT))).body).toEqual({ data: { cartCount: expect.any(Number) } });
    expect((await post(app, { query: trustedDocumentText(manifest[CART_COUNT]) })).body).toEqual({ data: { cartCount: expect.any(Number) } });
  });

  it('refuses a full document that is not a trusted one, before running it', async () => {
    const res = await post(app, { query: '{ cartCount }' });
    expect(res.status).toBe(400);
    expect(res.body.data).toBeUndefined();
    expect(res.body.errors?.[0]?.extensions?.code).toBe('QUERY_NOT_IN_SAFELIST');
    const { accessToken } = await tokensFor(app, 'admin');
    const get = await app.inject({
      method: 'GET',
      url: `/graphql?query=${encodeURIComponent('{ cartCount }')}`,
      headers: { authorization: `Bearer ${accessToken}`, 'apollo-require-preflight': 'true' },
    });
    expect(get.statusCode).toBe(400);
    expect(get.json().errors[0].extensions.code).toBe('QUERY_NOT_IN_SAFELIST');
  });

  it('answers an unknown hash with PersistedQueryNotFound, and does not run the text sent with it', async () => {
    expect((await post(app, byHash(UNKNOWN))).body.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    const resent = await post(app, { query: '{ cartCount }', ...byHash(documentHash('{ cartCount }')) });
    expect(resent.body.data).toBeUndefined();
    expect(resent.body.errors?.[0]?.extensions?.code).toBe('QUERY_NOT_IN_SAFELIST');
  });
});

describe('trusted documents over the live socket, GRAPHQL_TRUSTED_DOCUMENTS=only', () => {
  const server = useLiveServer({ config: { trustedDocuments: 'only' } });

  it("accepts the web client's subscriptions and refuses any other", async () => {
    const live = server.open(await server.token(DEMO.admin.email, DEMO.admin.password));
    await live.connected;
    const refused = await subscribe(live.client, 'subscription { chatTyping { contactId isTyping } }').next();
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'QUERY_NOT_IN_SAFELIST' });

    const trusted = subscribe(live.client, trustedDocumentText(manifest[hashOf('ChatTyping')]));
    // Accepted subscriptions send nothing until an event: no error arrives.
    expect(await trusted.collect(300)).toEqual([]);
    trusted.stop();
  });
});
