import { describe, expect, it } from 'vitest';
import { useParity } from '../helper.js';

const FIELDS = ['id', 'name', 'slug', 'description', 'brand', 'price', 'image', 'hasFreeShipping', 'rating', 'isInWishlist', 'isInCart'] as const;
type Product = Record<(typeof FIELDS)[number], unknown>;

const { rest, restJson, gqlData } = useParity();

/** GraphQL ids are strings; everything else must match REST exactly. */
function normalize(product: Record<string, unknown>): Product {
  return Object.fromEntries(FIELDS.map((f) => [f, f === 'id' ? Number(product[f]) : product[f]])) as Product;
}

/** A REST product without the "-<id>" its slug carries for the legacy product page. */
function fromRest(product: Record<string, unknown>): Product {
  const suffix = `-${String(product.id)}`;
  expect(String(product.slug).endsWith(suffix)).toBe(true);
  return normalize({ ...product, slug: String(product.slug).slice(0, -suffix.length) });
}

describe('REST and GraphQL agree', () => {
  it.each([
    ['defaults', '', {}],
    ['price ascending, page 2', 'sortBy=price-asc&page=2', { sortBy: 'price_asc', page: 2 }],
    ['price descending, 5 per page', 'sortBy=price-desc&perPage=5', { sortBy: 'price_desc', perPage: 5 }],
    ['a name query', 'q=%D0%BA%D0%B0', { q: 'ка' }],
    ['a page past the end', 'page=9', { page: 9 }],
  ])('on the product list: %s', async (_name, query, variables) => {
    const r = await restJson<{ products: Product[]; total: number }>(`/apps/ecommerce/products?${query}`);
    const g = await gqlData<{ products: { items: Product[]; total: number } }>(
      `query($q: String, $sortBy: ProductSort, $page: PositiveInt, $perPage: PositiveInt) {
        products(q: $q, sortBy: $sortBy, page: $page, perPage: $perPage) { total items { ${FIELDS.join(' ')} } }
      }`,
      variables,
    );
    expect(g.products.total).toBe(r.total);
    expect(g.products.items.map(normalize)).toEqual(r.products.map(fromRest));
  });

  it('on a product detail, colour options included', async () => {
    for (const id of [1, 14, 27]) {
      const r = await restJson<{ product: Product & { colorOptions: string[] } }>(`/apps/ecommerce/products/${id}`);
      const g = await gqlData<{ product: Product & { colorOptions: string[] } }>(
        `{ product(id: "${id}") { ${FIELDS.join(' ')} colorOptions } }`,
      );
      expect(normalize(g.product)).toEqual(fromRest(r.product));
      expect(g.product.colorOptions).toEqual(r.product.colorOptions);
    }
  });

  it('on the wishlist', async () => {
    const r = await restJson<{ products: Product[] }>('/apps/ecommerce/wishlist');
    const g = await gqlData<{ wishlist: Product[] }>(`{ wishlist { ${FIELDS.join(' ')} } }`);
    expect(g.wishlist.map(normalize)).toEqual(r.products.map(fromRest));
  });

  it('on the cart, delivery terms included, after a change through each face', async () => {
    await rest({ method: 'POST', url: '/apps/ecommerce/cart', payload: { productId: 27 } });
    await gqlData('mutation { addToCart(productId: "26") { id } updateCartItemQuantity(productId: "27", qty: 4) { id } }');
    type Line = Product & { qty: number; shippingDate: string; offers: number; discountPercentage: number };
    const r = await restJson<{ products: Line[] }>('/apps/ecommerce/cart');
    const g = await gqlData<{ cart: { qty: number; shippingDate: string; offers: number; discountPercentage: number; product: Product }[] }>(
      `{ cart { qty shippingDate offers discountPercentage product { ${FIELDS.join(' ')} } } }`,
    );
    const terms = (l: Omit<Line, keyof Product>) => ({
      qty: l.qty,
      shippingDate: l.shippingDate,
      offers: l.offers,
      discountPercentage: l.discountPercentage,
    });
    expect(g.cart.map((line) => ({ ...normalize(line.product), ...terms(line) }))).toEqual(
      r.products.map((p) => ({ ...fromRest(p), ...terms(p) })),
    );
    const { cartCount } = await gqlData<{ cartCount: number }>('{ cartCount }');
    expect(cartCount).toBe(r.products.length);
  });
});
