import { describe, expect, it } from 'vitest';
import { SEED_EPOCH } from '../../seed/random.js';
import { InvalidInputError, NotFoundError } from '../../server/common/errors.js';
import { DEMO, useApp } from '../helper.js';
import { appStoreConfig, STORE_NAMES, useStore } from '../stores/support.js';

/** The demo admin owns the seed's wishlist and cart; account 2 (the demo client) and later ones start empty. */
const ADMIN = 1;
const OTHER = 2;
const DAY_MS = 86_400_000;

describe.each(STORE_NAMES)('e-commerce on the %s store', (name) => {
  const store = useStore(name);
  const shop = () => store().stores.ecommerce;

  it('lists 9 featured products (id descending) with the total, pages never overlapping', async () => {
    const first = await shop().list(ADMIN);
    expect(first.items).toHaveLength(9);
    expect(first.items.map((p) => p.id)).toEqual(Array.from({ length: 9 }, (_, i) => first.total - i));
    const pages = await Promise.all([1, 2, 3, 4].map((page) => shop().list(ADMIN, { page })));
    const ids = pages.flatMap((p) => p.items.map((item) => item.id));
    expect(new Set(ids).size).toBe(Math.min(first.total, 36));
  });

  it('sorts by price both ways, ties in id order the same way', async () => {
    const all = (await shop().list(ADMIN, { perPage: 100 })).items;
    const asc = (await shop().list(ADMIN, { sortBy: 'price-asc', perPage: 100 })).items;
    const desc = (await shop().list(ADMIN, { sortBy: 'price-desc', perPage: 100 })).items;
    expect(asc.map((p) => p.id)).toEqual([...all].sort((a, b) => a.price - b.price || a.id - b.id).map((p) => p.id));
    expect(desc.map((p) => p.id)).toEqual([...all].sort((a, b) => b.price - a.price || b.id - a.id).map((p) => p.id));
  });

  it('searches the name case-insensitively, Cyrillic included; % and _ are plain characters', async () => {
    const found = await shop().list(ADMIN, { q: 'СМАРТФОН', perPage: 100 });
    expect(found.total).toBeGreaterThan(0);
    expect(found.items.every((p) => p.name.toLowerCase().includes('смартфон'))).toBe(true);
    expect((await shop().list(ADMIN, { q: '%' })).total).toBe(0);
    expect((await shop().list(ADMIN, { q: '_' })).total).toBe(0);
  });

  it('refuses bad list input naming the field', async () => {
    await expect(shop().list(ADMIN, { page: 0 })).rejects.toThrow(/page/);
    await expect(shop().list(ADMIN, { perPage: 101 })).rejects.toThrow(/perPage/);
    await expect(shop().list(ADMIN, { q: 'x'.repeat(201) })).rejects.toThrow(InvalidInputError);
    await expect(shop().list(ADMIN, { sortBy: 'cheapest' as never })).rejects.toThrow(/sortBy/);
  });

  it('gives the seed wishlist and cart to the demo admin; another account starts empty', async () => {
    expect(await shop().wishlistItems(ADMIN)).toHaveLength(2);
    expect(await shop().cartItems(ADMIN)).toHaveLength(5);
    expect(await shop().cartItemsCount(ADMIN)).toBe(5);
    expect(await shop().wishlistItems(OTHER)).toEqual([]);
    expect(await shop().cartProducts(OTHER)).toEqual([]);
    expect(await shop().cartItemsCount(OTHER)).toBe(0);
    const [line] = await shop().cartItems(ADMIN);
    expect((await shop().getProduct(ADMIN, line.productId)).isInCart).toBe(true);
    expect((await shop().getProduct(OTHER, line.productId)).isInCart).toBe(false);
    expect(await shop().flags(OTHER, [line.productId])).toEqual([{ isInWishlist: false, isInCart: false }]);
  });

  it("keeps one account's wishlist and cart changes from every other account", async () => {
    const product = (await shop().list(OTHER)).items[0];
    const added = await shop().addToCart(OTHER, product.id);
    expect(added).toMatchObject({ created: true, product: { id: product.id, isInCart: true } });
    await shop().addToWishlist(OTHER, product.id);
    expect((await shop().cartItems(OTHER)).map((l) => l.productId)).toEqual([product.id]);
    expect((await shop().wishlistProducts(OTHER)).map((p) => p.id)).toEqual([product.id]);
    expect(await shop().cartItemsCount(ADMIN)).toBe(5);
    expect((await shop().cartItems(ADMIN)).map((l) => l.productId)).not.toContain(product.id);
    expect((await shop().getProduct(ADMIN, product.id)).isInWishlist).toBe((await shop().wishlistItems(ADMIN)).some((w) => w.productId === product.id));
    // Removing from one account's lists leaves the other's alone.
    const [adminLine] = await shop().cartItems(ADMIN);
    await expect(shop().removeFromCart(OTHER, adminLine.productId)).rejects.toThrow(NotFoundError);
    expect(await shop().cartItemsCount(ADMIN)).toBe(5);
    await shop().removeFromCart(ADMIN, adminLine.productId);
    expect(await shop().cartItemsCount(OTHER)).toBe(1);
  });

  it('adds a cart line once (id = maximum + 1 over every account), quantity 1, terms drawn from now', async () => {
    const before = await shop().cartItems(ADMIN);
    const product = (await shop().list(ADMIN, { perPage: 100 })).items.find((p) => !p.isInCart)!;
    const { created } = await shop().addToCart(OTHER, product.id);
    expect(created).toBe(true);
    expect((await shop().addToCart(OTHER, product.id)).created).toBe(false);
    const [line] = await shop().cartItems(OTHER);
    expect(line).toMatchObject({ id: Math.max(...before.map((l) => l.id)) + 1, productId: product.id, qty: 1 });
    const shipping = Date.parse(`${line.shippingDate}T00:00:00Z`);
    expect(shipping).toBeGreaterThan(SEED_EPOCH.getTime());
    expect(shipping).toBeLessThanOrEqual(SEED_EPOCH.getTime() + 8 * DAY_MS);
    expect(line.offers).toBeGreaterThanOrEqual(1);
    expect(line.offers).toBeLessThanOrEqual(4);
    expect(line.discountPercentage).toBeGreaterThanOrEqual(3);
    expect(line.discountPercentage).toBeLessThanOrEqual(20);
  });

  it('changes a quantity within 1..10 of a line in the cart only', async () => {
    const [line] = await shop().cartItems(ADMIN);
    expect(await shop().updateCartQuantity(ADMIN, line.productId, 4)).toMatchObject({ productId: line.productId, qty: 4 });
    expect((await shop().cartProducts(ADMIN)).find((p) => p.id === line.productId)?.qty).toBe(4);
    await expect(shop().updateCartQuantity(ADMIN, line.productId, 11)).rejects.toThrow(/qty/);
    await expect(shop().updateCartQuantity(ADMIN, line.productId, 0)).rejects.toThrow(InvalidInputError);
    await expect(shop().updateCartQuantity(OTHER, line.productId, 2)).rejects.toThrow(NotFoundError);
  });

  it('answers NOT_FOUND for unknown products and refuses ids that are not positive integers', async () => {
    await expect(shop().getProduct(ADMIN, 99_999)).rejects.toThrow(NotFoundError);
    await expect(shop().getProductBySlug(ADMIN, 'no-such-product')).rejects.toThrow(NotFoundError);
    await expect(shop().addToWishlist(ADMIN, 99_999)).rejects.toThrow(NotFoundError);
    await expect(shop().addToCart(ADMIN, 1.5)).rejects.toThrow(/productId/);
    await expect(shop().removeFromWishlist(OTHER, 1)).rejects.toThrow(NotFoundError);
  });

  it('finds a product by slug with the account flags, and products by id in the asked order', async () => {
    const [wished] = await shop().wishlistItems(ADMIN);
    const product = await shop().getProduct(ADMIN, wished.productId);
    expect(await shop().getProductBySlug(ADMIN, product.slug)).toEqual(product);
    expect(product.isInWishlist).toBe(true);
    const found = await shop().findProducts([product.id, 99_999, 1]);
    expect(found.map((p) => p?.id)).toEqual([product.id, undefined, 1]);
  });

  it('gives distinct line ids to concurrent adds by many accounts', async () => {
    const product = (await shop().list(ADMIN)).items[0];
    const accounts = Array.from({ length: 40 }, (_, i) => 100 + i);
    await Promise.all(accounts.map((account) => shop().addToCart(account, product.id)));
    const lines = (await Promise.all(accounts.map((account) => shop().cartItems(account)))).flat();
    expect(lines).toHaveLength(40);
    expect(new Set(lines.map((l) => l.id)).size).toBe(40);
  });
});

describe.each(STORE_NAMES)('per-account cart over HTTP on the %s store', (name) => {
  const app = useApp({ config: appStoreConfig(name) });

  async function register(username: string) {
    const res = await app.inject({
      method: 'POST',
      url: '/jwt/register',
      payload: { username, email: `${username}@example.com`, password: 'secret-123' },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { user: { extras: { eCommerceCartItemsCount: number } }; accessToken: string };
  }

  it('a new account has an empty cart and wishlist, and its changes never reach the demo admin', async () => {
    const login = await app.inject({ method: 'POST', url: '/jwt/login', payload: DEMO.admin });
    const admin = { authorization: `Bearer ${login.json().accessToken}` };
    expect(login.json().userData.extras.eCommerceCartItemsCount).toBe(5);
    const fresh = await register(`shopper${name}`);
    expect(fresh.user.extras.eCommerceCartItemsCount).toBe(0);
    const mine = { authorization: `Bearer ${fresh.accessToken}` };
    expect((await app.inject({ method: 'GET', url: '/apps/ecommerce/cart', headers: mine })).json()).toEqual({ products: [] });
    expect((await app.inject({ method: 'GET', url: '/apps/ecommerce/wishlist', headers: mine })).json()).toEqual({ products: [] });

    const listed = (await app.inject({ method: 'GET', url: '/apps/ecommerce/products', headers: mine })).json();
    expect(listed).toMatchObject({ userWishlist: [], userCart: [] });
    const productId = listed.products[0].id as number;
    expect((await app.inject({ method: 'POST', url: '/apps/ecommerce/cart', headers: mine, payload: { productId } })).statusCode).toBe(201);
    const gql = (headers: Record<string, string>) =>
      app.inject({ method: 'POST', url: '/graphql', headers, payload: { query: `{ cartCount product(id: ${productId}) { isInCart } cart { product { id isInCart } } }` } });
    expect((await gql(mine)).json().data).toEqual({ cartCount: 1, product: { isInCart: true }, cart: [{ product: { id: String(productId), isInCart: true } }] });
    const adminView = (await gql(admin)).json().data;
    expect(adminView.cartCount).toBe(5);
    expect(adminView.cart.map((line: { product: { id: string } }) => line.product.id)).not.toContain(String(productId));
  });
});
