import { fold, ListIndex, type Page } from '../common/list-index.js';
import { NotFoundError } from '../common/errors.js';
import { cartItemTerms } from './cart-terms.js';
import type { CartItemRecord, CartListing, ProductListing, ProductQuery, ProductRecord, ProductSort, WishlistItemRecord, EcommerceSeed } from './models.js';
import type { AddResult, EcommerceRepository, ProductFlags } from './repository.js';
import { checkedListQuery, checkedQty, MAX_QUERY_LENGTH, notInCart, notInWishlist, productNotFound, requireId } from './rules.js';
import type { Clock } from '../common/clock.js';

const COMPARATORS: Record<ProductSort, (a: ProductRecord, b: ProductRecord) => number> = {
  featured: (a, b) => b.id - a.id,
  'price-desc': (a, b) => b.price - a.price || b.id - a.id,
  'price-asc': (a, b) => a.price - b.price || a.id - b.id,
};

/** One account's wishlist and cart, with the product ids of each kept alongside for the per-row flags. */
class Basket {
  readonly wishlist: WishlistItemRecord[] = [];
  readonly cart: CartItemRecord[] = [];
  readonly wishlisted = new Set<number>();
  readonly carted = new Set<number>();
}

/** The catalogue and every account's wishlist and cart in this process's memory: the default store. */
export class MemoryEcommerceRepository implements EcommerceRepository {
  /** The catalogue by id, in each sort order, names folded for search; the catalogue never changes. */
  private readonly catalogue: ListIndex<ProductSort, ProductRecord>;
  private readonly productsBySlug: Map<string, ProductRecord>;
  private readonly baskets = new Map<number, Basket>();
  private static readonly EMPTY = new Basket();

  constructor(
    seed: EcommerceSeed,
    private readonly clock: Clock,
    /** The account the seed's wishlist and cart belong to (the demo admin). */
    owner: number,
  ) {
    const products = seed.products.map((p) => ({ ...p, colorOptions: [...p.colorOptions] }));
    this.catalogue = new ListIndex(products, COMPARATORS, (p) => [p.name]);
    this.productsBySlug = new Map(products.map((p) => [p.slug, p]));
    const basket = this.basketFor(owner);
    const now = clock();
    for (const item of seed.wishlist) {
      basket.wishlist.push({ ...item });
      basket.wishlisted.add(item.productId);
    }
    for (const item of seed.cart) {
      basket.cart.push({ ...item, ...cartItemTerms(item.id, now) });
      basket.carted.add(item.productId);
    }
  }

  async list(accountId: number, query: ProductQuery = {}): Promise<Page<ProductListing>> {
    const { q, sortBy, page, perPage } = checkedListQuery(query);
    const { items, total } = this.catalogue.page({ order: sortBy, needle: fold(q) }, page, perPage);
    const basket = this.basket(accountId);
    return { items: items.map((p) => withFlags(p, basket)), total };
  }

  async findProducts(ids: readonly number[]): Promise<(ProductRecord | undefined)[]> {
    return ids.map((id) => this.catalogue.get(id));
  }

  async getProduct(accountId: number, id: number): Promise<ProductListing> {
    return withFlags(this.requireProduct(id, 'id'), this.basket(accountId));
  }

  async getProductBySlug(accountId: number, slug: string): Promise<ProductListing> {
    const product = this.productsBySlug.get(slug);
    if (!product) throw new NotFoundError(`Product "${slug.slice(0, MAX_QUERY_LENGTH)}" not found`);
    return withFlags(product, this.basket(accountId));
  }

  async flags(accountId: number, productIds: readonly number[]): Promise<ProductFlags[]> {
    const basket = this.basket(accountId);
    return productIds.map((id) => ({ isInWishlist: basket.wishlisted.has(id), isInCart: basket.carted.has(id) }));
  }

  async wishlistItems(accountId: number): Promise<WishlistItemRecord[]> {
    return [...this.basket(accountId).wishlist];
  }

  async cartItems(accountId: number): Promise<CartItemRecord[]> {
    return [...this.basket(accountId).cart];
  }

  async wishlistProducts(accountId: number): Promise<ProductListing[]> {
    const basket = this.basket(accountId);
    return basket.wishlist.map((item) => withFlags(this.productOf(item.productId), basket));
  }

  async cartProducts(accountId: number): Promise<CartListing[]> {
    const basket = this.basket(accountId);
    return basket.cart.map((item) => ({
      ...withFlags(this.productOf(item.productId), basket),
      qty: item.qty,
      shippingDate: item.shippingDate,
      offers: item.offers,
      discountPercentage: item.discountPercentage,
    }));
  }

  async cartItemsCount(accountId: number): Promise<number> {
    return this.basket(accountId).cart.length;
  }

  async addToWishlist(accountId: number, productId: number): Promise<AddResult> {
    const product = this.requireProduct(productId, 'productId');
    const basket = this.basketFor(accountId);
    const created = !basket.wishlisted.has(product.id);
    if (created) {
      basket.wishlist.push({ id: this.nextId((b) => b.wishlist), productId: product.id });
      basket.wishlisted.add(product.id);
    }
    return { product: withFlags(product, basket), created };
  }

  async removeFromWishlist(accountId: number, productId: number): Promise<ProductListing> {
    const product = this.requireProduct(productId, 'productId');
    const basket = this.basket(accountId);
    const index = basket.wishlist.findIndex((item) => item.productId === product.id);
    if (index < 0) throw new NotFoundError(notInWishlist(product.id));
    basket.wishlist.splice(index, 1);
    basket.wishlisted.delete(product.id);
    return withFlags(product, basket);
  }

  async addToCart(accountId: number, productId: number): Promise<AddResult> {
    const product = this.requireProduct(productId, 'productId');
    const basket = this.basketFor(accountId);
    const created = !basket.carted.has(product.id);
    if (created) {
      const id = this.nextId((b) => b.cart);
      basket.cart.push({ id, productId: product.id, qty: 1, ...cartItemTerms(id, this.clock()) });
      basket.carted.add(product.id);
    }
    return { product: withFlags(product, basket), created };
  }

  async removeFromCart(accountId: number, productId: number): Promise<ProductListing> {
    const product = this.requireProduct(productId, 'productId');
    const basket = this.basket(accountId);
    const index = basket.cart.findIndex((item) => item.productId === product.id);
    if (index < 0) throw new NotFoundError(notInCart(product.id));
    basket.cart.splice(index, 1);
    basket.carted.delete(product.id);
    return withFlags(product, basket);
  }

  async updateCartQuantity(accountId: number, productId: number, qty: number): Promise<CartItemRecord> {
    const product = this.requireProduct(productId, 'productId');
    checkedQty(qty);
    const item = this.basket(accountId).cart.find((row) => row.productId === product.id);
    if (!item) throw new NotFoundError(notInCart(product.id));
    item.qty = qty;
    return { ...item };
  }

  /** Reads never create a basket: an account that never shopped has the shared empty one. */
  private basket(accountId: number): Basket {
    return this.baskets.get(accountId) ?? MemoryEcommerceRepository.EMPTY;
  }

  private basketFor(accountId: number): Basket {
    let basket = this.baskets.get(accountId);
    if (!basket) {
      basket = new Basket();
      this.baskets.set(accountId, basket);
    }
    return basket;
  }

  /** Line ids are the maximum over every account's lines plus one, as one table would give them. */
  private nextId(lines: (basket: Basket) => readonly { id: number }[]): number {
    let max = 0;
    for (const basket of this.baskets.values()) for (const line of lines(basket)) max = Math.max(max, line.id);
    return max + 1;
  }

  private requireProduct(productId: number, what: string): ProductRecord {
    const product = this.catalogue.get(requireId(productId, what));
    if (!product) throw new NotFoundError(productNotFound(productId));
    return product;
  }

  /** Wishlist and cart only ever hold existing products: removal of a product is not a feature. */
  private productOf(productId: number): ProductRecord {
    const product = this.catalogue.get(productId);
    if (!product) throw new Error(`cart or wishlist refers to missing product ${productId}`);
    return product;
  }
}

/** Field by field rather than a spread: one fixed-shape object per listed row, on every list call. */
function withFlags(p: ProductRecord, basket: Basket): ProductListing {
  return {
    id: p.id,
    name: p.name,
    slug: p.slug,
    description: p.description,
    brand: p.brand,
    price: p.price,
    image: p.image,
    hasFreeShipping: p.hasFreeShipping,
    rating: p.rating,
    colorOptions: p.colorOptions,
    isInWishlist: basket.wishlisted.has(p.id),
    isInCart: basket.carted.has(p.id),
  };
}
