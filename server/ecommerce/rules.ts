import { MAX_PER_PAGE } from '../common/schemas.js';
import { InvalidInputError } from '../common/errors.js';
import { MAX_CART_QTY, PRODUCT_SORTS, PRODUCTS_PER_PAGE, type ProductQuery, type ProductSort } from './models.js';

/**
 * The e-commerce rules that do not depend on where rows live, shared by both stores: what a list call may
 * ask (with its defaults), ids and quantities, and whose the seed's wishlist and cart are.
 */

export const MAX_QUERY_LENGTH = 200;

export interface ProductListQuery {
  q: string;
  sortBy: ProductSort;
  page: number;
  perPage: number;
}

/** Spec section 9: 9 per page, featured (newest first) unless asked. */
export function checkedListQuery(query: ProductQuery = {}): ProductListQuery {
  const { q = '', sortBy = 'featured', page = 1, perPage = PRODUCTS_PER_PAGE } = query;
  if (q.length > MAX_QUERY_LENGTH) throw new InvalidInputError(`q must be at most ${MAX_QUERY_LENGTH} characters`);
  if (!PRODUCT_SORTS.includes(sortBy)) throw new InvalidInputError(`sortBy must be one of ${PRODUCT_SORTS.join(', ')}`);
  if (!Number.isSafeInteger(page) || page < 1) throw new InvalidInputError('page must be a positive integer');
  if (!Number.isSafeInteger(perPage) || perPage < 1 || perPage > MAX_PER_PAGE) {
    throw new InvalidInputError(`perPage must be between 1 and ${MAX_PER_PAGE}`);
  }
  return { q, sortBy, page, perPage };
}

/** Both faces hand ids over as numbers; anything else (NaN, 0, 1.5) is the caller's mistake. */
export function requireId(id: number, what: string): number {
  if (!Number.isSafeInteger(id) || id < 1) throw new InvalidInputError(`${what} must be a positive integer`);
  return id;
}

/** The cart's quantity stepper: 1 to MAX_CART_QTY. */
export function checkedQty(qty: number): number {
  if (!Number.isSafeInteger(qty) || qty < 1 || qty > MAX_CART_QTY) throw new InvalidInputError(`qty must be between 1 and ${MAX_CART_QTY}`);
  return qty;
}

export const productNotFound = (id: number) => `Product ${id} not found`;
export const notInWishlist = (id: number) => `Product ${id} is not in the wishlist`;
export const notInCart = (id: number) => `Product ${id} is not in the cart`;

