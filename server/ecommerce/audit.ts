import type { AuditPlan } from '../audit/plan.js';
import type { EcommerceRepository, ecommerceMethods } from './repository.js';

/** A person's cart and wishlist are private: never audited (docs/audit-log.md). The catalogue has no writes yet. */
export const ecommerceAudit: AuditPlan<EcommerceRepository, typeof ecommerceMethods> = {
  addToWishlist: 'private',
  removeFromWishlist: 'private',
  addToCart: 'private',
  removeFromCart: 'private',
  updateCartQuantity: 'private',
};
