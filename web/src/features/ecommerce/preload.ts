import { preloadQuery } from '../../lib/apollo/preload';
import { WishlistQuery } from './api/wishlist';

/** The route's data, started with the navigation (its own chunk, loaded beside the page's). */
export function preloadWishlist(): void {
  preloadQuery(WishlistQuery);
}
