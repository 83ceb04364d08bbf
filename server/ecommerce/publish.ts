import type { EventPublisher } from '../events/bus.js';
import { liveEvent } from '../events/envelope.js';
import { publishingWrites, type ErrorReporter } from '../events/publishing.js';
import type { EcommerceRepository } from './repository.js';
import type { ChangeKind, TopicRules } from '../events/catalog.js';

declare module '../events/catalog.js' {
  interface LiveEventTopics {
    cart: { change: ChangeKind; productId: number };
    wishlist: { change: ChangeKind; productId: number };
  }
}

/** Who may receive this domain's live events (server/events/catalog.ts). */
export const ecommerceTopics = { cart: { subject: 'Product', shared: false }, wishlist: { subject: 'Product', shared: false } } as const satisfies Partial<TopicRules>;

/**
 * Cart and wishlist changes, REST or GraphQL alike, to the account whose list changed only (its other tabs
 * and devices); adding what is already there changes nothing and publishes nothing.
 */
export function publishEcommerceChanges(repo: EcommerceRepository, events: EventPublisher, report: ErrorReporter): EcommerceRepository {
  const cart = (accountId: number, change: ChangeKind, productId: number) => events.publish(liveEvent({ topic: 'cart', change, productId }, [accountId]));
  const wishlist = (accountId: number, change: ChangeKind, productId: number) =>
    events.publish(liveEvent({ topic: 'wishlist', change, productId }, [accountId]));
  return publishingWrites(
    repo,
    {
      addToWishlist: { after: ({ product, created }, [accountId]) => created && wishlist(accountId, 'CREATED', product.id) },
      removeFromWishlist: { after: (product, [accountId]) => wishlist(accountId, 'DELETED', product.id) },
      addToCart: { after: ({ product, created }, [accountId]) => created && cart(accountId, 'CREATED', product.id) },
      removeFromCart: { after: (product, [accountId]) => cart(accountId, 'DELETED', product.id) },
      updateCartQuantity: { after: (item, [accountId]) => cart(accountId, 'UPDATED', item.productId) },
    },
    report,
  );
}
