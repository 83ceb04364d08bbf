import type { EcommerceSeed } from '../../seed/ecommerce.js';
import { fold, ListIndex } from '../common/list-index.js';
import { MAX_PER_PAGE } from '../common/schemas.js';
import { InvalidInputError, NotFoundError } from '../errors.js';
import type { Clock } from '../repositories.js';
import { cartItemTerms } from './cart-terms.js';
import {
  MAX_CART_QTY,
  PRODUCT_SORTS,
  PRODUCTS_PER_PAGE,
  type CartItemRecord,
  type CartListing,
  type ProductListing,
  type ProductQuery,
  type ProductRecord,
  type ProductSort,
  type WishlistItemRecord,
} from './models.js';

const MAX_QUERY_LENGTH = 200;

const COMPARATORS: Record<ProductSort, (a: ProductRecord, b: ProductRecord) => number> = {
  featured: (a, b) => b.id - a.id,
  'price-desc': (a, b) => b.price - a.price || b.id - a.id,
  'price-asc': (a, b) => a.price - b.price || a.id - b.id,
};

/** Both faces hand ids over as numbers; anything else (NaN, 0, 1.5) is the caller's mistake. */
function requireId(id: number, what: string): number {
  if (!Number.isSafeInteger(id) || id < 1) throw new InvalidInputError(`${what} must be a positive integer`);
  return id;
}

function nextId(rows: readonly { id: number }[]): number {
  return rows.reduce((max, row) => Math.max(max, row.id), 0) + 1;
}

/** The result of an add: `created` is false when the product was already there (nothing duplicated). */
export interface AddResult {
  product: ProductListing;
  created: boolean;
}

/**
 * Owner of the shop's catalogue and of the signed-in user's wishlist and cart (spec sections 3, 4,
 * 9). The demo has one shopper, so wishlist and cart are single lists, as in the legacy layer.
 */
export class EcommerceRepository {
  /** The catalogue by id, in each sort order, names folded for search; the catalogue never changes. */
  private readonly catalogue: ListIndex<ProductSort, ProductRecord>;
  private readonly productsBySlug: Map<string, ProductRecord>;
  private readonly wishlist: WishlistItemRecord[];
  private readonly cart: CartItemRecord[];
  /** Product ids in the wishlist and in the cart, kept with the lists, for the per-row flags. */
  private readonly wishlisted = new Set<number>();
  private readonly carted = new Set<number>();

  constructor(
    seed: EcommerceSeed,
    private readonly clock: Clock,
  ) {
    const products = seed.products.map((p) => ({ ...p, colorOptions: [...p.colorOptions] }));
    this.catalogue = new ListIndex(products, COMPARATORS, (p) => [p.name]);
    this.productsBySlug = new Map(products.map((p) => [p.slug, p]));
    this.wishlist = seed.wishlist.map((item) => ({ ...item }));
    const now = clock();
    this.cart = seed.cart.map((item) => ({ ...item, ...cartItemTerms(item.id, now) }));
    for (const item of this.wishlist) this.wishlisted.add(item.productId);
    for (const item of this.cart) this.carted.add(item.productId);
  }

  list(query: ProductQuery = {}): { items: ProductListing[]; total: number } {
    const q = query.q ?? '';
    const sortBy = query.sortBy ?? 'featured';
    const page = query.page ?? 1;
    const perPage = query.perPage ?? PRODUCTS_PER_PAGE;
    if (q.length > MAX_QUERY_LENGTH) throw new InvalidInputError(`q must be at most ${MAX_QUERY_LENGTH} characters`);
    if (!PRODUCT_SORTS.includes(sortBy)) throw new InvalidInputError(`sortBy must be one of ${PRODUCT_SORTS.join(', ')}`);
    if (!Number.isSafeInteger(page) || page < 1) throw new InvalidInputError('page must be a positive integer');
    if (!Number.isSafeInteger(perPage) || perPage < 1 || perPage > MAX_PER_PAGE) {
      throw new InvalidInputError(`perPage must be between 1 and ${MAX_PER_PAGE}`);
    }
    const { items, total } = this.catalogue.page({ order: sortBy, needle: fold(q) }, page, perPage);
    return { items: items.map((p) => this.withFlags(p)), total };
  }

  findProduct(id: number): ProductRecord | undefined {
    return this.catalogue.get(id);
  }

  getProduct(id: number): ProductListing {
    const product = this.findProduct(requireId(id, 'id'));
    if (!product) throw new NotFoundError(`Product ${id} not found`);
    return this.withFlags(product);
  }

  getProductBySlug(slug: string): ProductListing {
    const product = this.productsBySlug.get(slug);
    if (!product) throw new NotFoundError(`Product "${slug.slice(0, MAX_QUERY_LENGTH)}" not found`);
    return this.withFlags(product);
  }

  isInWishlist(productId: number): boolean {
    return this.wishlisted.has(productId);
  }

  isInCart(productId: number): boolean {
    return this.carted.has(productId);
  }

  wishlistItems(): readonly WishlistItemRecord[] {
    return this.wishlist;
  }

  cartItems(): readonly CartItemRecord[] {
    return this.cart;
  }

  /** Wishlist products in the order they were added. */
  wishlistProducts(): ProductListing[] {
    return this.wishlist.map((item) => this.withFlags(this.productOf(item.productId)));
  }

  /** Cart lines in the order they were added, each a product with its quantity and delivery terms. */
  cartProducts(): CartListing[] {
    return this.cart.map((item) => ({
      ...this.withFlags(this.productOf(item.productId)),
      qty: item.qty,
      shippingDate: item.shippingDate,
      offers: item.offers,
      discountPercentage: item.discountPercentage,
    }));
  }

  /** What the navbar badge shows: cart lines, not units (the legacy seed's 5 items count as 5). */
  cartItemsCount(): number {
    return this.cart.length;
  }

  addToWishlist(productId: number): AddResult {
    const product = this.requireProduct(productId);
    const created = !this.isInWishlist(product.id);
    if (created) {
      this.wishlist.push({ id: nextId(this.wishlist), productId: product.id });
      this.wishlisted.add(product.id);
    }
    return { product: this.withFlags(product), created };
  }

  removeFromWishlist(productId: number): ProductListing {
    const product = this.requireProduct(productId);
    const index = this.wishlist.findIndex((item) => item.productId === product.id);
    if (index < 0) throw new NotFoundError(`Product ${product.id} is not in the wishlist`);
    this.wishlist.splice(index, 1);
    this.wishlisted.delete(product.id);
    return this.withFlags(product);
  }

  addToCart(productId: number): AddResult {
    const product = this.requireProduct(productId);
    const created = !this.isInCart(product.id);
    if (created) {
      const id = nextId(this.cart);
      this.cart.push({ id, productId: product.id, qty: 1, ...cartItemTerms(id, this.clock()) });
      this.carted.add(product.id);
    }
    return { product: this.withFlags(product), created };
  }

  removeFromCart(productId: number): ProductListing {
    const product = this.requireProduct(productId);
    const index = this.cart.findIndex((item) => item.productId === product.id);
    if (index < 0) throw new NotFoundError(`Product ${product.id} is not in the cart`);
    this.cart.splice(index, 1);
    this.carted.delete(product.id);
    return this.withFlags(product);
  }

  updateCartQuantity(productId: number, qty: number): CartItemRecord {
    const product = this.requireProduct(productId);
    if (!Number.isSafeInteger(qty) || qty < 1 || qty > MAX_CART_QTY) {
      throw new InvalidInputError(`qty must be between 1 and ${MAX_CART_QTY}`);
    }
    const item = this.cart.find((row) => row.productId === product.id);
    if (!item) throw new NotFoundError(`Product ${product.id} is not in the cart`);
    item.qty = qty;
    return item;
  }

  private requireProduct(productId: number): ProductRecord {
    const product = this.findProduct(requireId(productId, 'productId'));
    if (!product) throw new NotFoundError(`Product ${productId} not found`);
    return product;
  }

  /** Wishlist and cart only ever hold existing products: removal of a product is not a feature. */
  private productOf(productId: number): ProductRecord {
    const product = this.findProduct(productId);
    if (!product) throw new Error(`cart or wishlist refers to missing product ${productId}`);
    return product;
  }

  /** Field by field rather than a spread: one fixed-shape object per listed row, on every list call. */
  private withFlags(p: ProductRecord): ProductListing {
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
      isInWishlist: this.wishlisted.has(p.id),
      isInCart: this.carted.has(p.id),
    };
  }
}
