import type { CartItemRecord } from './models.js';
import { createRandom } from '../common/random.js';

const DAY_MS = 86_400_000;

/**
 * Delivery terms of a cart item (spec section 9): shipping between tomorrow and eight days ahead,
 * 1-4 offers, 3-20 % discount. Drawn from the item's own id, so the same item always gets the same
 * terms, and fixed at the moment it enters the cart, so re-reading the cart never moves the date.
 */
export function cartItemTerms(itemId: number, addedAt: Date): Pick<CartItemRecord, 'shippingDate' | 'offers' | 'discountPercentage'> {
  const random = createRandom(`ecommerce-cart-item-${itemId}`);
  const shipping = new Date(addedAt.getTime() + random.int(1, 8) * DAY_MS);
  return {
    shippingDate: shipping.toISOString().slice(0, 10),
    offers: random.int(1, 4),
    discountPercentage: random.int(3, 20),
  };
}
