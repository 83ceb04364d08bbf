import type { EventPublisher } from '../events/bus.js';
import type { ChangeKind } from '../events/catalog.js';
import { liveEvent } from '../events/envelope.js';
import { publishingWrites, type ErrorReporter } from '../events/publishing.js';
import type { EcommerceRepository } from './repository.js';

/** Cart and wishlist changes, REST or GraphQL alike; adding what is already there changes nothing and publishes nothing. */
export function publishEcommerceChanges(repo: EcommerceRepository, events: EventPublisher, report: ErrorReporter): EcommerceRepository {
  const cart = (change: ChangeKind, productId: number) => events.publish(liveEvent({ topic: 'cart', change, productId }));
  const wishlist = (change: ChangeKind, productId: number) => events.publish(liveEvent({ topic: 'wishlist', change, productId }));
  return publishingWrites(
    repo,
    {
      addToWishlist: { after: ({ product, created }) => created && wishlist('CREATED', product.id) },
      removeFromWishlist: { after: (product) => wishlist('DELETED', product.id) },
      addToCart: { after: ({ product, created }) => created && cart('CREATED', product.id) },
      removeFromCart: { after: (product) => cart('DELETED', product.id) },
      updateCartQuantity: { after: (item) => cart('UPDATED', item.productId) },
    },
    report,
  );
}
