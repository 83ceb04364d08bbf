import { describe, expect, it } from 'vitest';
import { graphqlAs, graphqlDataAs, graphqlErrorCode, useApp } from '../helper.js';

interface Product {
  id: string;
  name: string;
  slug: string;
  price: number;
  isInWishlist: boolean;
  isInCart: boolean;
  colorOptions: string[];
}
interface CartItem {
  id: string;
  qty: number;
  shippingDate: string;
  offers: number;
  discountPercentage: number;
  product: Pick<Product, 'id' | 'isInCart'>;
}

const PRODUCT = 'id name slug price isInWishlist isInCart colorOptions';
const CART = `cart { id qty shippingDate offers discountPercentage product { id isInCart } }`;

const app = useApp({ clock: () => new Date('2027-03-10T12:00:00Z') });
const data = graphqlDataAs(app, 'admin');
const errorCode = graphqlErrorCode(app);
const gql = graphqlAs(app, 'admin');

const listIds = async (): Promise<{ wishlist: string[]; cart: string[]; cartCount: number }> => {
  const d = await data<{ wishlist: Product[]; cart: CartItem[]; cartCount: number }>(
    `{ wishlist { id } cart { product { id } } cartCount }`,
  );
  return { wishlist: d.wishlist.map((p) => p.id), cart: d.cart.map((c) => c.product.id), cartCount: d.cartCount };
};

describe('products', () => {
  type Page = { products: { items: Product[]; total: number } };
  const page = (args: string) => data<Page>(`{ products${args} { total items { ${PRODUCT} } } }`);

  it('defaults to 9 featured products (id descending) of 27', async () => {
    const { products } = await page('');
    expect(products.total).toBe(27);
    expect(products.items.map((p) => p.id)).toEqual(['27', '26', '25', '24', '23', '22', '21', '20', '19']);
  });

  it.each([
    ['price_desc', (a: Product, b: Product) => a.price >= b.price],
    ['price_asc', (a: Product, b: Product) => a.price <= b.price],
    ['featured', (a: Product, b: Product) => Number(a.id) > Number(b.id)],
  ])('sorts by %s', async (sortBy, inOrder) => {
    const { products } = await page(`(sortBy: ${sortBy}, perPage: 100)`);
    expect(products.items).toHaveLength(27);
    for (let i = 1; i < 27; i++) expect(inOrder(products.items[i - 1], products.items[i])).toBe(true);
  });

  it('pages and filters by name, case-insensitively', async () => {
    expect((await page('(page: 3)')).products.items).toHaveLength(9);
    expect((await page('(page: 4)')).products.items).toEqual([]);
    const { products } = await page('(q: "НОУТБУК")');
    expect(products.total).toBe(2);
    expect(products.items.every((p) => p.name.toLowerCase().includes('ноутбук'))).toBe(true);
  });

  it.each([
    ['perPage above 100', '(perPage: 101)', 'BAD_USER_INPUT'],
    ['an over-long q', `(q: "${'x'.repeat(201)}")`, 'BAD_USER_INPUT'],
    ['page 0', '(page: 0)', 'GRAPHQL_VALIDATION_FAILED'],
    ['an unknown sort', '(sortBy: cheapest)', 'GRAPHQL_VALIDATION_FAILED'],
  ])('refuses %s', async (_name, args, code) => {
    expect(await errorCode(`{ products${args} { total } }`)).toBe(code);
  });
});

describe('product and productBySlug', () => {
  it('reads one product by id and by slug with the same answer', async () => {
    const byId = await data<{ product: Product }>(`{ product(id: "3") { ${PRODUCT} } }`);
    const bySlug = await data<{ productBySlug: Product }>(`query($s: String!) { productBySlug(slug: $s) { ${PRODUCT} } }`, {
      s: byId.product.slug,
    });
    expect(bySlug.productBySlug).toEqual(byId.product);
    expect(byId.product.colorOptions.length).toBeGreaterThan(0);
  });

  it.each([
    ['an unknown id', '{ product(id: "999") { id } }', 'NOT_FOUND'],
    ['an unknown slug', '{ productBySlug(slug: "no-such-thing") { id } }', 'NOT_FOUND'],
    ['a non-numeric id', '{ product(id: "abc") { id } }', 'BAD_USER_INPUT'],
  ])('answers %s with %s', async (_name, query, code) => {
    expect(await errorCode(query)).toBe(code);
  });
});

describe('wishlist, cart and cartCount', () => {
  it('read the seeded lists with cart lines resolving their products', async () => {
    const d = await data<{ wishlist: Product[]; cart: CartItem[]; cartCount: number }>(
      `{ wishlist { ${PRODUCT} } ${CART} cartCount }`,
    );
    expect(d.wishlist).toHaveLength(2);
    expect(d.wishlist.every((p) => p.isInWishlist)).toBe(true);
    expect(d.cart).toHaveLength(5);
    expect(d.cartCount).toBe(5);
    for (const line of d.cart) {
      expect(line.qty).toBe(1);
      expect(line.product.isInCart).toBe(true);
      expect(line.shippingDate >= '2027-03-11' && line.shippingDate <= '2027-03-18').toBe(true);
    }
  });
});

describe('mutations', () => {
  async function freeId(list: 'wishlist' | 'cart'): Promise<string> {
    const ids = new Set((await listIds())[list]);
    return ['27', '26', '25', '24', '23', '22', '21', '20'].find((id) => !ids.has(id))!;
  }

  it.each([
    ['addToWishlist', 'removeFromWishlist', 'wishlist', 'isInWishlist'],
    ['addToCart', 'removeFromCart', 'cart', 'isInCart'],
  ] as const)('%s / %s return the Product with its new flag and change the list', async (add, remove, list, flag) => {
    const id = await freeId(list);
    const before = await listIds();
    const added = await data<Record<string, Product>>(`mutation($id: ID!) { ${add}(productId: $id) { id ${flag} } }`, { id });
    expect(added[add]).toEqual({ id, [flag]: true });
    const afterAdd = await listIds();
    expect(afterAdd[list]).toEqual([...before[list], id]);

    const again = await data<Record<string, Product>>(`mutation($id: ID!) { ${add}(productId: $id) { id } }`, { id });
    expect(again[add].id).toBe(id);
    expect((await listIds())[list]).toEqual(afterAdd[list]);

    const removed = await data<Record<string, Product>>(`mutation($id: ID!) { ${remove}(productId: $id) { id ${flag} } }`, { id });
    expect(removed[remove]).toEqual({ id, [flag]: false });
    expect((await listIds())[list]).toEqual(before[list]);
    const { product } = await data<{ product: Product }>(`{ product(id: "${id}") { ${flag} } }`);
    expect(product[flag]).toBe(false);
  });

  it('addToCart raises cartCount', async () => {
    const id = await freeId('cart');
    await data(`mutation($id: ID!) { addToCart(productId: $id) { id } }`, { id });
    expect((await listIds()).cartCount).toBe(6);
  });

  it.each(['addToWishlist', 'addToCart', 'removeFromWishlist', 'removeFromCart'])('%s names productId when it is not a positive integer', async (mutation) => {
    const before = await listIds();
    for (const id of ['abc', '0', '-3', '1.5', '99999999999']) {
      const res = await gql(`mutation($id: ID!) { ${mutation}(productId: $id) { id } }`, { id });
      expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      expect(res.errors?.[0].message).toBe(`Invalid productId "${id}"`);
    }
    expect(await listIds()).toEqual(before);
  });

  it.each([
    ['addToWishlist', '999', 'NOT_FOUND'],
    ['addToCart', '999', 'NOT_FOUND'],
    ['removeFromWishlist', '999', 'NOT_FOUND'],
    ['removeFromCart', 'abc', 'BAD_USER_INPUT'],
  ])('%s(%s) fails with %s and changes nothing', async (mutation, id, code) => {
    const before = await listIds();
    expect(await errorCode(`mutation($id: ID!) { ${mutation}(productId: $id) { id } }`, { id })).toBe(code);
    expect(await listIds()).toEqual(before);
  });

  it.each(['removeFromWishlist', 'removeFromCart'])('%s of a product not in the list is NOT_FOUND', async (mutation) => {
    const list = mutation === 'removeFromCart' ? 'cart' : 'wishlist';
    const id = await freeId(list);
    expect(await errorCode(`mutation($id: ID!) { ${mutation}(productId: $id) { id } }`, { id })).toBe('NOT_FOUND');
  });

  it('updateCartItemQuantity sets the quantity and returns the cart line', async () => {
    const { cart } = await data<{ cart: CartItem[] }>(`{ ${CART} }`);
    const line = cart[1];
    const res = await data<{ updateCartItemQuantity: CartItem }>(
      `mutation($id: ID!, $qty: PositiveInt!) { updateCartItemQuantity(productId: $id, qty: $qty) { id qty product { id } } }`,
      { id: line.product.id, qty: 3 },
    );
    expect(res.updateCartItemQuantity).toEqual({ id: line.id, qty: 3, product: { id: line.product.id } });
    const after = await data<{ cart: CartItem[] }>(`{ ${CART} }`);
    expect(after.cart[1]).toEqual({ ...line, qty: 3 });
    expect(after.cart.filter((c) => c.id !== line.id).every((c) => c.qty === 1)).toBe(true);
  });

  it.each([
    ['qty 11', 11, 'BAD_USER_INPUT'],
    ['qty 0', 0, 'BAD_USER_INPUT'],
  ])('updateCartItemQuantity refuses %s', async (_name, qty, code) => {
    const { cart } = await data<{ cart: CartItem[] }>(`{ ${CART} }`);
    const query = `mutation($id: ID!, $qty: PositiveInt!) { updateCartItemQuantity(productId: $id, qty: $qty) { qty } }`;
    expect(await errorCode(query, { id: cart[0].product.id, qty })).toBe(code);
    expect((await data<{ cart: CartItem[] }>(`{ ${CART} }`)).cart).toEqual(cart);
  });

  it('updateCartItemQuantity of a product not in the cart is NOT_FOUND', async () => {
    const id = await freeId('cart');
    const query = `mutation($id: ID!) { updateCartItemQuantity(productId: $id, qty: 2) { qty } }`;
    expect(await errorCode(query, { id })).toBe('NOT_FOUND');
  });
});

describe('access', () => {
  const operations = [
    '{ products { total } }',
    '{ product(id: "1") { id } }',
    '{ wishlist { id } }',
    '{ cart { id } }',
    '{ cartCount }',
    'mutation { addToCart(productId: "27") { id } }',
    'mutation { removeFromWishlist(productId: "1") { id } }',
    'mutation { updateCartItemQuantity(productId: "1", qty: 2) { id } }',
  ];

  it.each(operations)('%s is UNAUTHENTICATED without a token', async (query) => {
    expect(await errorCode(query, undefined, null)).toBe('UNAUTHENTICATED');
  });

  it.each(operations)('%s is FORBIDDEN to the client role', async (query) => {
    expect(await errorCode(query, undefined, 'client')).toBe('FORBIDDEN');
  });

  it('a refused mutation changes nothing', async () => {
    const before = await listIds();
    await graphqlAs(app, 'client')('mutation { addToCart(productId: "27") { id } }');
    expect(await listIds()).toEqual(before);
  });
});
