import { describe, expect, it } from 'vitest';
import { useLegacyApp, axiosQuery } from './support.js';
import type { ProductListing } from '../../server/ecommerce/models.js';

/**
 * The e-commerce store: shop, product page, wishlist and checkout. The product page takes the id
 * from after the last hyphen of the slug in its URL and posts it to the wishlist as that text.
 */
type Product = Omit<ProductListing, 'colorOptions'>;

function expectCard(product: Product): void {
  expect(product).toMatchObject({
    id: expect.any(Number),
    name: expect.any(String),
    description: expect.any(String),
    brand: expect.any(String),
    price: expect.any(Number),
    image: expect.any(String),
    hasFreeShipping: expect.any(Boolean),
    rating: expect.any(Number),
    isInWishlist: expect.any(Boolean),
    isInCart: expect.any(Boolean),
  });
  // detail/index.js: productId = slug.substring(slug.lastIndexOf('-') + 1)
  expect(product.slug.substring(product.slug.lastIndexOf('-') + 1)).toBe(String(product.id));
}

/** What the shop page asks for first. */
const shopParams = { q: '', sortBy: 'featured', perPage: 9, page: 1 };

const ctx = useLegacyApp();

describe('reads', () => {
  it('GET /apps/ecommerce/products?q=&sortBy=featured&perPage=9&page=1: 9 product cards and the total', async () => {
    expect(axiosQuery(shopParams)).toBe('q=&sortBy=featured&perPage=9&page=1');
    const res = await ctx.client.get('/apps/ecommerce/products', shopParams);
    expect(res.statusCode).toBe(200);
    const { products, total } = res.json<{ products: Product[]; total: number }>();
    expect(products).toHaveLength(9);
    expect(total).toBeGreaterThan(9);
    products.forEach(expectCard);
  });

  it.each(['price-asc', 'price-desc'])('sorts by %s and pages on', async (sortBy) => {
    const { products } = (await ctx.client.get('/apps/ecommerce/products', { ...shopParams, sortBy, page: 2 })).json<{ products: Product[] }>();
    const prices = products.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => (sortBy === 'price-asc' ? a - b : b - a)));
  });

  it('GET /apps/ecommerce/products/<id from the slug>: the product page with colour options', async () => {
    const { products } = (await ctx.client.get('/apps/ecommerce/products', shopParams)).json<{ products: Product[] }>();
    const slug = products[3].slug;
    const res = await ctx.client.get(`/apps/ecommerce/products/${slug.substring(slug.lastIndexOf('-') + 1)}`);
    expect(res.statusCode).toBe(200);
    const { product } = res.json<{ product: Product & { colorOptions: string[] } }>();
    expectCard(product);
    expect(product.id).toBe(products[3].id);
    expect(product.colorOptions.length).toBeGreaterThan(0);
  });

  it('GET /apps/ecommerce/wishlist and /cart: the lists the wishlist and checkout pages draw', async () => {
    const wishlist = (await ctx.client.get('/apps/ecommerce/wishlist')).json<{ products: Product[] }>().products;
    expect(wishlist.length).toBeGreaterThan(0);
    wishlist.forEach(expectCard);
    const cart = (await ctx.client.get('/apps/ecommerce/cart')).json<{ products: (Product & Record<string, unknown>)[] }>().products;
    expect(cart.length).toBeGreaterThan(0);
    for (const line of cart) {
      expectCard(line);
      expect(line).toMatchObject({ qty: 1, offers: expect.any(Number), discountPercentage: expect.any(Number) });
      expect(Number.isNaN(new Date(String(line.shippingDate)).getTime())).toBe(false);
    }
  });
});

describe('writes', () => {
  const productsNotIn = async (list: 'wishlist' | 'cart') => {
    const { products } = (await ctx.client.get('/apps/ecommerce/products', { ...shopParams, perPage: 27 })).json<{ products: Product[] }>();
    return products.filter((p) => (list === 'wishlist' ? !p.isInWishlist : !p.isInCart));
  };

  it('POST /apps/ecommerce/wishlist {productId: "<id>"} from the product page adds it; DELETE /wishlist/<id> removes it', async () => {
    const [product] = await productsNotIn('wishlist');
    const slug = product.slug;
    const added = await ctx.client.post('/apps/ecommerce/wishlist', { productId: slug.substring(slug.lastIndexOf('-') + 1) });
    expect(added.statusCode).toBe(201);
    let wishlist = (await ctx.client.get('/apps/ecommerce/wishlist')).json<{ products: Product[] }>().products;
    expect(wishlist.map((p) => p.id)).toContain(product.id);
    expect((await ctx.client.get(`/apps/ecommerce/products/${product.id}`)).json().product.isInWishlist).toBe(true);

    expect((await ctx.client.delete(`/apps/ecommerce/wishlist/${product.id}`)).statusCode).toBe(200);
    wishlist = (await ctx.client.get('/apps/ecommerce/wishlist')).json<{ products: Product[] }>().products;
    expect(wishlist.map((p) => p.id)).not.toContain(product.id);
  });

  it('POST /apps/ecommerce/cart {productId} from a product card adds it; DELETE /cart/<id> from checkout removes it', async () => {
    const [product] = await productsNotIn('cart');
    expect((await ctx.client.post('/apps/ecommerce/cart', { productId: product.id })).statusCode).toBe(201);
    let cart = (await ctx.client.get('/apps/ecommerce/cart')).json<{ products: Product[] }>().products;
    expect(cart.find((p) => p.id === product.id)).toMatchObject({ qty: 1, isInCart: true });
    const { products } = (await ctx.client.get('/apps/ecommerce/products', { ...shopParams, perPage: 27 })).json<{ products: Product[] }>();
    expect(products.find((p) => p.id === product.id)?.isInCart).toBe(true);

    expect((await ctx.client.delete(`/apps/ecommerce/cart/${product.id}`)).statusCode).toBe(200);
    cart = (await ctx.client.get('/apps/ecommerce/cart')).json<{ products: Product[] }>().products;
    expect(cart.map((p) => p.id)).not.toContain(product.id);
  });
});
