import type { RouteTarget } from '../../lib/routing/types';
import { preloadQuery } from '../../lib/apollo/preload';
import { readUrlState } from '../../lib/url-state';
import { CartQuery } from './api/cart';
import { ShopProductsQuery } from './api/shop-products';
import { WishlistQuery } from './api/wishlist';
import { SHOP_LIST, shopVariables } from './shop-state';

/** The routes' data, started with the navigation (their own chunk, loaded beside the page's). */
export function preloadShop({ searchParams }: RouteTarget): void {
  preloadQuery(ShopProductsQuery, shopVariables(readUrlState(SHOP_LIST, searchParams)));
}

export function preloadCheckout(): void {
  preloadQuery(CartQuery);
}

export function preloadWishlist(): void {
  preloadQuery(WishlistQuery);
}
