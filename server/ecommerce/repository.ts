import type { Page } from '../common/list-index.js';
import type { CartItemRecord, CartListing, ProductListing, ProductQuery, ProductRecord, WishlistItemRecord } from './models.js';
import type { MethodKinds } from '../common/revisions.js';

declare module '../common/repositories.js' {
  interface Repositories {
    ecommerce: EcommerceRepository;
  }
}

/** The result of an add: `created` is false when the product was already there (nothing duplicated). */
export interface AddResult {
  product: ProductListing;
  created: boolean;
}

/** Whether a product is in the account's wishlist and cart. */
export interface ProductFlags {
  isInWishlist: boolean;
  isInCart: boolean;
}

/**
 * Owner of the shop's catalogue (shared) and of each account's wishlist and cart (spec sections 3, 4, 9;
 * the seed's belong to the demo admin, others start empty). Every per-account call takes the
 * account id first. Two stores implement it (memory-repository.ts, postgres-repository.ts) with the rules of
 * rules.ts; tests/ecommerce/contract.test.ts pins that both answer alike.
 */
export interface EcommerceRepository {
  /** q matches the product name (case-insensitive substring); featured = id descending, price sorts tie by id the same way. */
  list(accountId: number, query?: ProductQuery): Promise<Page<ProductListing>>;
  /** The products of these ids, in the same order (undefined for an unknown one). */
  findProducts(ids: readonly number[]): Promise<(ProductRecord | undefined)[]>;
  /** NotFoundError for an unknown id. */
  getProduct(accountId: number, id: number): Promise<ProductListing>;
  getProductBySlug(accountId: number, slug: string): Promise<ProductListing>;
  /** The account's flags of these products, in the same order. */
  flags(accountId: number, productIds: readonly number[]): Promise<ProductFlags[]>;
  /** In the order they were added. */
  wishlistItems(accountId: number): Promise<WishlistItemRecord[]>;
  cartItems(accountId: number): Promise<CartItemRecord[]>;
  wishlistProducts(accountId: number): Promise<ProductListing[]>;
  /** Cart lines in the order they were added, each a product with its quantity and delivery terms. */
  cartProducts(accountId: number): Promise<CartListing[]>;
  /** What the navbar badge shows: cart lines, not units. */
  cartItemsCount(accountId: number): Promise<number>;
  /** Adding what is there changes nothing (`created` false); a new line's id is the maximum + 1. */
  addToWishlist(accountId: number, productId: number): Promise<AddResult>;
  /** NotFoundError when the product is not in the account's wishlist. */
  removeFromWishlist(accountId: number, productId: number): Promise<ProductListing>;
  /** A new line: quantity 1, delivery terms drawn now (cart-terms.ts). */
  addToCart(accountId: number, productId: number): Promise<AddResult>;
  removeFromCart(accountId: number, productId: number): Promise<ProductListing>;
  updateCartQuantity(accountId: number, productId: number, qty: number): Promise<CartItemRecord>;
}

/** Which methods change state (server/common/revisions.ts): answers kept between requests end at a write. */
export const ecommerceMethods = {
  list: 'read',
  findProducts: 'read',
  getProduct: 'read',
  getProductBySlug: 'read',
  flags: 'read',
  wishlistItems: 'read',
  cartItems: 'read',
  wishlistProducts: 'read',
  cartProducts: 'read',
  cartItemsCount: 'read',
  addToWishlist: 'write',
  removeFromWishlist: 'write',
  addToCart: 'write',
  removeFromCart: 'write',
  updateCartQuantity: 'write',
} as const satisfies MethodKinds<EcommerceRepository>;
