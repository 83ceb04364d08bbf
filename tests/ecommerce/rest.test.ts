import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO, injectAs, useApp } from '../helper.js';

type Inject = (options: InjectOptions) => Promise<LightMyRequestResponse>;

interface Product {
  id: number;
  name: string;
  slug: string;
  price: number;
  rating: number;
  image: string;
  isInWishlist: boolean;
  isInCart: boolean;
  colorOptions?: string[];
}

interface CartProduct extends Product {
  qty: number;
  shippingDate: string;
  offers: number;
  discountPercentage: number;
}

const NOW = new Date('2027-03-10T12:00:00Z');
let now = NOW;
const app = useApp({ clock: () => now });
const admin: Inject = injectAs(app, 'admin');

beforeEach(() => {
  now = NOW;
});

async function getJson<T>(url: string): Promise<T> {
  const res = await admin({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return res.json() as T;
}

const listAll = () => getJson<{ products: Product[]; total: number }>('/apps/ecommerce/products?perPage=100');
const wishlist = async () => (await getJson<{ products: Product[] }>('/apps/ecommerce/wishlist')).products;
const cart = async () => (await getJson<{ products: CartProduct[] }>('/apps/ecommerce/cart')).products;

function day(offset: number, from: Date = NOW): string {
  return new Date(from.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
}

describe('access', () => {
  const routes: InjectOptions[] = [
    { method: 'GET', url: '/apps/ecommerce/products' },
    { method: 'GET', url: '/apps/ecommerce/products/1' },
    { method: 'GET', url: '/apps/ecommerce/wishlist' },
    { method: 'POST', url: '/apps/ecommerce/wishlist', payload: { productId: 1 } },
    { method: 'DELETE', url: '/apps/ecommerce/wishlist/1' },
    { method: 'GET', url: '/apps/ecommerce/cart' },
    { method: 'POST', url: '/apps/ecommerce/cart', payload: { productId: 1 } },
    { method: 'DELETE', url: '/apps/ecommerce/cart/1' },
  ];

  it.each(routes)('$method $url answers 401 without a token', async (route) => {
    const res = await app.inject(route);
    expect(res.statusCode).toBe(401);
  });

  it.each(routes)('$method $url answers 403 to the client role', async (route) => {
    const res = await injectAs(app, 'client')(route);
    expect(res.statusCode).toBe(403);
  });

  it('changes nothing when the client is refused', async () => {
    const before = await cart();
    await injectAs(app, 'client')({ method: 'POST', url: '/apps/ecommerce/cart', payload: { productId: 20 } });
    expect(await cart()).toEqual(before);
  });
});

describe('seed', () => {
  it('holds 27 products with unique slugs, image paths by slug and ratings 1-5', async () => {
    const { products, total } = await listAll();
    expect(total).toBe(27);
    expect(new Set(products.map((p) => p.slug)).size).toBe(27);
    for (const p of products) {
      // The legacy product page reads the id back from after the slug's last hyphen.
      expect(p.slug).toMatch(new RegExp(`^[a-z0-9-]+-${p.id}$`));
      expect(p.image).toBe(`/images/products/${p.slug.slice(0, -`-${p.id}`.length)}.svg`);
      expect(p.rating).toBeGreaterThanOrEqual(1);
      expect(p.rating).toBeLessThanOrEqual(5);
      expect(p.name).toMatch(/[а-яё]/i);
    }
  });

  it('starts with 2 wishlist items and 5 cart items of qty 1', async () => {
    const body = await getJson<{ userWishlist: unknown[]; userCart: { qty: number }[] }>('/apps/ecommerce/products');
    expect(body.userWishlist).toHaveLength(2);
    expect(body.userCart).toHaveLength(5);
    expect(body.userCart.every((item) => item.qty === 1)).toBe(true);
    expect(await wishlist()).toHaveLength(2);
    expect(await cart()).toHaveLength(5);
  });
});

describe('GET /apps/ecommerce/products', () => {
  it('answers 9 featured products (id descending) with total, flags and the user lists', async () => {
    const body = await getJson<{
      products: Product[];
      total: number;
      userWishlist: { id: number; productId: number }[];
      userCart: { id: number; productId: number; qty: number }[];
    }>('/apps/ecommerce/products');
    expect(body.total).toBe(27);
    expect(body.products.map((p) => p.id)).toEqual([27, 26, 25, 24, 23, 22, 21, 20, 19]);
    const wished = new Set(body.userWishlist.map((w) => w.productId));
    const carted = new Set(body.userCart.map((c) => c.productId));
    for (const p of body.products) {
      expect(p.isInWishlist).toBe(wished.has(p.id));
      expect(p.isInCart).toBe(carted.has(p.id));
      expect(p).not.toHaveProperty('colorOptions');
    }
  });

  it.each([
    ['featured', (a: Product, b: Product) => b.id <= a.id],
    ['price-desc', (a: Product, b: Product) => b.price <= a.price],
    ['price-asc', (a: Product, b: Product) => b.price >= a.price],
  ])('sorts by %s', async (sortBy, inOrder) => {
    const { products } = await getJson<{ products: Product[] }>(`/apps/ecommerce/products?sortBy=${sortBy}&perPage=100`);
    expect(products).toHaveLength(27);
    for (let i = 1; i < products.length; i++) expect(inOrder(products[i - 1], products[i])).toBe(true);
  });

  it('pages 1-based through the whole catalogue without overlap', async () => {
    const pages = await Promise.all(
      [1, 2, 3, 4].map((page) => getJson<{ products: Product[]; total: number }>(`/apps/ecommerce/products?page=${page}`)),
    );
    expect(pages.map((p) => p.products.length)).toEqual([9, 9, 9, 0]);
    expect(pages.every((p) => p.total === 27)).toBe(true);
    expect(new Set(pages.flatMap((p) => p.products.map((x) => x.id))).size).toBe(27);
  });

  it('honours perPage', async () => {
    const { products, total } = await getJson<{ products: Product[]; total: number }>('/apps/ecommerce/products?perPage=4&page=2');
    expect(products.map((p) => p.id)).toEqual([23, 22, 21, 20]);
    expect(total).toBe(27);
  });

  it.each(['смартфон', 'СМАРТФОН', 'Смартфон'])('matches q=%s on the name, case-insensitively', async (q) => {
    const { products, total } = await getJson<{ products: Product[]; total: number }>(
      `/apps/ecommerce/products?q=${encodeURIComponent(q)}`,
    );
    expect(total).toBe(3);
    expect(products.every((p) => p.name.toLowerCase().includes('смартфон'))).toBe(true);
  });

  it('answers an empty page for a query nothing matches', async () => {
    expect(await getJson('/apps/ecommerce/products?q=zzzz')).toMatchObject({ products: [], total: 0 });
  });

  it.each([
    ['an unknown sortBy', 'sortBy=cheapest'],
    ['page 0', 'page=0'],
    ['a non-numeric page', 'page=two'],
    ['perPage above 100', 'perPage=101'],
    ['perPage 0', 'perPage=0'],
    ['an over-long q', `q=${'a'.repeat(201)}`],
  ])('refuses %s with 400', async (_name, query) => {
    const res = await admin({ method: 'GET', url: `/apps/ecommerce/products?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
  });
});

describe('GET /apps/ecommerce/products/:id', () => {
  it('answers the product with flags and a deterministic subset of colour options', async () => {
    const [inCart] = await cart();
    const { product } = await getJson<{ product: Product }>(`/apps/ecommerce/products/${inCart.id}`);
    expect(product).toMatchObject({ id: inCart.id, slug: inCart.slug, isInCart: true });
    expect(product.colorOptions!.length).toBeGreaterThan(0);
    expect(product.colorOptions!.every((c) => ['primary', 'success', 'warning', 'danger', 'info'].includes(c))).toBe(true);
    const again = await getJson<{ product: Product }>(`/apps/ecommerce/products/${inCart.id}`);
    expect(again.product.colorOptions).toEqual(product.colorOptions);
  });

  it('answers 404 with an empty body for an unknown id', async () => {
    const res = await admin({ method: 'GET', url: '/apps/ecommerce/products/999' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe('');
  });

  it('refuses a non-numeric id with 400', async () => {
    const res = await admin({ method: 'GET', url: '/apps/ecommerce/products/abc' });
    expect(res.statusCode).toBe(400);
  });
});

describe.each([
  ['wishlist', wishlist, 'isInWishlist'],
  ['cart', cart, 'isInCart'],
] as const)('%s changes', (list, read, flag) => {
  const url = `/apps/ecommerce/${list}`;

  async function notInList(): Promise<number> {
    const ids = new Set((await read()).map((p) => p.id));
    return [27, 26, 25, 24, 23, 22, 21, 20].find((id) => !ids.has(id))!;
  }

  it('adds a product with 201, then lists it and flags it in the catalogue', async () => {
    const id = await notInList();
    const before = await read();
    const res = await admin({ method: 'POST', url, payload: { productId: id } });
    expect(res.statusCode).toBe(201);
    expect(res.json().product).toMatchObject({ id, [flag]: true });
    const after = await read();
    expect(after.map((p) => p.id)).toEqual([...before.map((p) => p.id), id]);
    const { products } = await listAll();
    expect(products.find((p) => p.id === id)![flag]).toBe(true);
  });

  it('answers 200 to a second add and never duplicates the row', async () => {
    const id = await notInList();
    await admin({ method: 'POST', url, payload: { productId: id } });
    const res = await admin({ method: 'POST', url, payload: { productId: id } });
    expect(res.statusCode).toBe(200);
    expect(res.json().product).toMatchObject({ id, [flag]: true });
    expect((await read()).filter((p) => p.id === id)).toHaveLength(1);
  });

  it('accepts a productId sent as a string', async () => {
    const id = await notInList();
    const res = await admin({ method: 'POST', url, payload: { productId: String(id) } });
    expect(res.statusCode).toBe(201);
  });

  it('answers 404 for an unknown product and adds nothing', async () => {
    const before = await read();
    const res = await admin({ method: 'POST', url, payload: { productId: 999 } });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/999/);
    expect(await read()).toEqual(before);
  });

  it.each([
    ['no body', undefined],
    ['a missing productId', {}],
    ['a non-numeric productId', { productId: 'abc' }],
    ['productId 0', { productId: 0 }],
  ])('refuses %s with 400', async (_name, payload) => {
    const before = await read();
    const res = await admin({ method: 'POST', url, payload });
    expect(res.statusCode).toBe(400);
    expect(await read()).toEqual(before);
  });

  it('removes a product with 200, then no longer lists or flags it', async () => {
    const [first, ...rest] = await read();
    const res = await admin({ method: 'DELETE', url: `${url}/${first.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().product).toMatchObject({ id: first.id, [flag]: false });
    expect((await read()).map((p) => p.id)).toEqual(rest.map((p) => p.id));
    const { product } = await getJson<{ product: Product }>(`/apps/ecommerce/products/${first.id}`);
    expect(product[flag]).toBe(false);
  });

  it('answers 404 with a message when the product is not in the list', async () => {
    const id = await notInList();
    const before = await read();
    const res = await admin({ method: 'DELETE', url: `${url}/${id}` });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(`Product ${id} is not in the ${list}`);
    expect(await read()).toEqual(before);
  });

  it('answers 404 for an unknown product and 400 for a non-numeric one', async () => {
    expect((await admin({ method: 'DELETE', url: `${url}/999` })).statusCode).toBe(404);
    expect((await admin({ method: 'DELETE', url: `${url}/abc` })).statusCode).toBe(400);
  });
});

describe('GET /apps/ecommerce/wishlist', () => {
  it('lists the wishlist products with their cart flag', async () => {
    const products = await wishlist();
    const carted = new Set((await cart()).map((p) => p.id));
    for (const p of products) {
      expect(p.isInWishlist).toBe(true);
      expect(p.isInCart).toBe(carted.has(p.id));
    }
  });
});

describe('GET /apps/ecommerce/cart', () => {
  it('lists cart products with qty 1, delivery terms in range and the wishlist flag', async () => {
    const wished = new Set((await wishlist()).map((p) => p.id));
    for (const p of await cart()) {
      expect(p.qty).toBe(1);
      expect(p.shippingDate >= day(1) && p.shippingDate <= day(8)).toBe(true);
      expect(p.offers).toBeGreaterThanOrEqual(1);
      expect(p.offers).toBeLessThanOrEqual(4);
      expect(p.discountPercentage).toBeGreaterThanOrEqual(3);
      expect(p.discountPercentage).toBeLessThanOrEqual(20);
      expect(p.isInWishlist).toBe(wished.has(p.id));
      expect(p.isInCart).toBe(true);
    }
  });

  it('keeps shipping dates stable across re-reads and the passing of time', async () => {
    const first = await cart();
    now = new Date(NOW.getTime() + 3 * 86_400_000);
    expect(await cart()).toEqual(first);
  });

  it('draws the shipping date of a new item from the time it is added', async () => {
    now = new Date('2027-06-01T08:00:00Z');
    await admin({ method: 'POST', url: '/apps/ecommerce/cart', payload: { productId: 27 } });
    const added = (await cart()).find((p) => p.id === 27)!;
    expect(added.shippingDate >= day(1, now) && added.shippingDate <= day(8, now)).toBe(true);
  });

  it('counts cart lines in the signed-in userData', async () => {
    const badge = async () => {
      const res = await app.inject({ method: 'POST', url: '/jwt/login', payload: DEMO.admin });
      return (res.json() as { userData: { extras: { eCommerceCartItemsCount: number } } }).userData.extras.eCommerceCartItemsCount;
    };
    expect(await badge()).toBe(5);
    await admin({ method: 'POST', url: '/apps/ecommerce/cart', payload: { productId: 27 } });
    await admin({ method: 'DELETE', url: `/apps/ecommerce/cart/${(await cart())[0].id}` });
    await admin({ method: 'POST', url: '/apps/ecommerce/cart', payload: { productId: 26 } });
    expect(await badge()).toBe((await cart()).length);
  });
});
