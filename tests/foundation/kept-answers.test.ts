import { readFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configFromEnv } from '../../server/config.js';
import { persistedDocumentsPath } from '../../server/common/paths.js';
import { build, injectAs, login, tokensFor, useApp } from '../helper.js';

/**
 * Answers of reads kept per caller between requests (server/http/answer-cache.ts): the same
 * page asked again is the same bytes, and any write, through either face, ends what was kept.
 */
const PRODUCTS = '/apps/ecommerce/products?q=&sortBy=featured&perPage=9&page=1';
const manifest = JSON.parse(readFileSync(persistedDocumentsPath, 'utf8')) as Record<string, string>;
const hashOf = (operationName: string) => Object.entries(manifest).find(([, text]) => new RegExp(`\\b(query|mutation) ${operationName}\\b`).test(text))![0];

interface ProductPage {
  products: { id: number; isInCart: boolean; isInWishlist: boolean }[];
  userCart: { productId: number }[];
  userWishlist: { productId: number }[];
}

async function byHash(app: FastifyInstance, operationName: string, variables: Record<string, unknown> = {}) {
  const { accessToken } = await tokensFor(app, 'admin');
  const res = await app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
    payload: { operationName, variables, extensions: { persistedQuery: { version: 1, sha256Hash: hashOf(operationName) } } },
  });
  expect(res.statusCode).toBe(200);
  return { text: res.body, data: (res.json() as { data: Record<string, unknown> }).data };
}

/** What the app keeps for the admin's ask of `url`, if anything. */
async function keptForAdmin(app: FastifyInstance, url: string) {
  const { accessToken } = await tokensFor(app, 'admin');
  const principal = await app.principalFromHeader(`Bearer ${accessToken}`);
  return app.answers!.get(app.answers!.slot(principal!, url));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('kept REST answers', () => {
  const app = useApp();
  const admin = injectAs(app, 'admin');
  const keptFor = (url: string) => keptForAdmin(app, url);

  it('keeps a list page after the first ask and answers the same bytes from it', async () => {
    expect(await keptFor(PRODUCTS)).toBeUndefined();
    const first = await admin({ method: 'GET', url: PRODUCTS });
    expect(first.statusCode).toBe(200);
    expect((await keptFor(PRODUCTS))?.body.toString()).toBe(first.body);
    const again = await admin({ method: 'GET', url: PRODUCTS });
    expect(again.body).toBe(first.body);
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect(again.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
  });

  it('shows a REST write on the next ask: the product added to the cart is in the cart', async () => {
    const before = (await admin({ method: 'GET', url: PRODUCTS })).json() as ProductPage;
    const product = before.products.find((p) => !p.isInCart)!;
    expect((await admin({ method: 'POST', url: '/apps/ecommerce/cart', payload: { productId: product.id } })).statusCode).toBe(201);
    const after = (await admin({ method: 'GET', url: PRODUCTS })).json() as ProductPage;
    expect(after.products.find((p) => p.id === product.id)?.isInCart).toBe(true);
    expect(after.userCart.map((line) => line.productId)).toContain(product.id);
  });

  it('shows a GraphQL write on the next REST ask', async () => {
    const before = (await admin({ method: 'GET', url: PRODUCTS })).json() as ProductPage;
    const product = before.products.find((p) => !p.isInWishlist)!;
    const res = await admin({
      method: 'POST',
      url: '/graphql',
      payload: { query: 'mutation($id: ID!) { addToWishlist(productId: $id) { id isInWishlist } }', variables: { id: String(product.id) } },
    });
    expect(res.json()).toEqual({ data: { addToWishlist: { id: String(product.id), isInWishlist: true } } });
    const after = (await admin({ method: 'GET', url: PRODUCTS })).json() as ProductPage;
    expect(after.products.find((p) => p.id === product.id)?.isInWishlist).toBe(true);
  });

  it("never answers one account with another's kept page", async () => {
    const adminPage = (await admin({ method: 'GET', url: PRODUCTS })).json() as ProductPage;
    expect(adminPage.userCart.length).toBeGreaterThan(0);
    const register = await app.inject({
      method: 'POST',
      url: '/jwt/register',
      payload: { username: 'keptanswers', email: 'kept.answers@demo.com', password: 'kept-answers-1' },
    });
    const { accessToken } = register.json() as { accessToken: string };
    const theirs = await app.inject({ method: 'GET', url: PRODUCTS, headers: { authorization: `Bearer ${accessToken}` } });
    expect(theirs.statusCode).toBe(200);
    expect((theirs.json() as ProductPage).userCart).toEqual([]);
  });

  it('refuses an expired token although its answer was kept', async () => {
    expect((await admin({ method: 'GET', url: PRODUCTS })).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 601_000);
    expect((await admin({ method: 'GET', url: PRODUCTS })).statusCode).toBe(401);
  });

  it('keeps an answer one second at most (answers that depend on the clock)', async () => {
    await admin({ method: 'GET', url: PRODUCTS });
    expect(await keptFor(PRODUCTS)).toBeDefined();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 1_001);
    expect(await keptFor(PRODUCTS)).toBeUndefined();
  });

  it('keeps no refused answer: a bad query is refused every time, naming the field', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await admin({ method: 'GET', url: '/apps/ecommerce/products?perPage=abc' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/perPage/);
    }
  });
});

describe('kept GraphQL answers (trusted documents by hash)', () => {
  const app = useApp();

  it('answers a query by hash from what was kept, and shows a REST write on the next ask', async () => {
    const first = await byHash(app, 'NavbarCartCount');
    expect(await byHash(app, 'NavbarCartCount')).toEqual(first);
    const count = first.data.cartCount as number;
    const page = (await injectAs(app, 'admin')({ method: 'GET', url: PRODUCTS })).json() as ProductPage;
    const product = page.products.find((p) => !p.isInCart)!;
    await injectAs(app, 'admin')({ method: 'POST', url: '/apps/ecommerce/cart', payload: { productId: product.id } });
    expect((await byHash(app, 'NavbarCartCount')).data.cartCount).toBe(count + 1);
  });

  it('never keeps a mutation: the same toggle sent twice toggles twice', async () => {
    const first = await byHash(app, 'ToggleBlogBookmark', { id: '1' });
    const second = await byHash(app, 'ToggleBlogBookmark', { id: '1' });
    const flag = (data: Record<string, unknown>) => (data.toggleBlogBookmark as { bookmarked: boolean }).bookmarked;
    expect(flag(second.data)).toBe(!flag(first.data));
  });
});

describe('kept answers with API compression on (the default)', () => {
  const app = useApp();
  const admin = injectAs(app, 'admin');
  const keptFor = (url: string) => keptForAdmin(app, url);

  it('compresses a kept page once per encoding and sends those bytes to every later ask', async () => {
    const plain = await admin({ method: 'GET', url: PRODUCTS });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/);
    const br = await admin({ method: 'GET', url: PRODUCTS, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const kept = await keptFor(PRODUCTS);
    expect(kept?.encoded.br?.equals(br.rawPayload)).toBe(true);
    const brAgain = await admin({ method: 'GET', url: PRODUCTS, headers: { 'accept-encoding': 'br' } });
    expect(brAgain.rawPayload.equals(br.rawPayload)).toBe(true);
    expect(Number(brAgain.headers['content-length'])).toBe(br.rawPayload.length);
    expect((await keptFor(PRODUCTS))?.encoded.br).toBe(kept?.encoded.br);

    const gzip = await admin({ method: 'GET', url: PRODUCTS, headers: { 'accept-encoding': 'gzip;q=1, br;q=0.5' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    const refused = await admin({ method: 'GET', url: PRODUCTS, headers: { 'accept-encoding': 'br', 'x-no-compression': '1' } });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(plain.body);
  });

  it('compresses the first ask too, and a write makes a new answer in every encoding', async () => {
    const url = '/apps/ecommerce/products?q=&sortBy=featured&perPage=9&page=2';
    const first = await admin({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    expect(first.headers['content-encoding']).toBe('br');
    const page = JSON.parse(brotliDecompressSync(first.rawPayload).toString()) as ProductPage;
    const product = page.products.find((p) => !p.isInWishlist)!;
    expect((await admin({ method: 'POST', url: '/apps/ecommerce/wishlist', payload: { productId: product.id } })).statusCode).toBe(201);
    const after = await admin({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    const afterPage = JSON.parse(brotliDecompressSync(after.rawPayload).toString()) as ProductPage;
    expect(afterPage.products.find((p) => p.id === product.id)?.isInWishlist).toBe(true);
  });

  it('sends a small kept answer as it is', async () => {
    const url = '/apps/ecommerce/products?q=no-such-product-anywhere&perPage=9&page=1';
    for (let i = 0; i < 2; i++) {
      const res = await admin({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.rawPayload.length).toBeLessThan(1024);
    }
  });

  it('compresses a kept GraphQL answer to a query by hash (GET) the same way', async () => {
    const { accessToken } = await tokensFor(app, 'admin');
    const url = `/graphql?${new URLSearchParams({
      operationName: 'ShopProducts',
      variables: JSON.stringify({ q: '', sortBy: 'featured', page: 1, perPage: 9 }),
      extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash: hashOf('ShopProducts') } }),
    })}`;
    const ask = (encoding?: string) =>
      app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json', ...(encoding ? { 'accept-encoding': encoding } : {}) },
      });
    const plain = await ask();
    expect(plain.statusCode).toBe(200);
    expect(plain.json()).toHaveProperty('data');
    for (let i = 0; i < 2; i++) {
      const br = await ask('br');
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    }
  });
});

describe('where answers are kept', () => {
  it('on the memory store by default; not on PostgreSQL, where another instance may write, unless chosen', () => {
    const secrets = { JWT_SECRET: 'x'.repeat(32), JWT_REFRESH_SECRET: 'y'.repeat(32), TWO_STEP_ENCRYPTION_KEY: 'z'.repeat(32) };
    expect(configFromEnv({}).config.answerCacheMs).toBe(1000);
    expect(configFromEnv({ ...secrets, DATABASE_URL: 'postgres://db/aurora' }).config.answerCacheMs).toBe(0);
    expect(configFromEnv({ ...secrets, DATABASE_URL: 'postgres://db/aurora', ANSWER_CACHE_MS: '250' }).config.answerCacheMs).toBe(250);
    expect(() => configFromEnv({ ANSWER_CACHE_MS: 'soon' })).toThrow(/ANSWER_CACHE_MS/);
  });

  it('keeps nothing when answerCacheMs is 0', async () => {
    const app = await build({ config: { answerCacheMs: 0 } });
    try {
      expect(app.answers).toBeNull();
      const res = await injectAs(app, 'admin')({ method: 'GET', url: PRODUCTS });
      expect(res.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('kept answers per session', () => {
  const app = useApp();

  it('two sessions of one account each get their own session list (its "this device"), kept apart', async () => {
    const sessions = [await login(app, 'admin'), await login(app, 'admin')];
    const ask = async (accessToken: string) => {
      const res = await app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
        payload: { operationName: 'AccountSessions', variables: {}, extensions: { persistedQuery: { version: 1, sha256Hash: hashOf('AccountSessions') } } },
      });
      const { accountSessions } = (res.json() as { data: { accountSessions: { id: string; current: boolean }[] } }).data;
      return accountSessions.find((session) => session.current)?.id;
    };
    const sid = (token: string) => (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { sid: string }).sid;
    for (let round = 0; round < 2; round++) {
      for (const { accessToken } of sessions) expect(await ask(accessToken)).toBe(sid(accessToken));
    }
  });
});
