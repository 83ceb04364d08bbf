import { lazyWithPreload } from '../../lib/lazy-with-preload';
import type { AppRoute } from '../../lib/routing/types';

const ShopPage = lazyWithPreload(() => import('./pages/shop-page'), 'default');
const WishlistPage = lazyWithPreload(() => import('./pages/wishlist-page'), 'default');
const CheckoutPage = lazyWithPreload(() => import('./pages/checkout-page'), 'default');
const ProductDetailPage = lazyWithPreload(() => import('./pages/product-detail-page'), 'default');

/** The routes' data preloads: a small chunk of their own, started beside the page's as the navigation begins. */
const data = () => import('./preload');

/** Routes of the ecommerce feature (spec section 2). */
export const routes: AppRoute[] = [
  { path: '/apps/ecommerce/shop', element: ShopPage, meta: { titleKey: 'ecommerce:pages.shop.title', action: 'read', subject: 'Product' }, preload: (target) => void data().then((m) => m.preloadShop(target)) },
  { path: '/apps/ecommerce/wishlist', element: WishlistPage, meta: { titleKey: 'ecommerce:pages.wishlist.title', action: 'read', subject: 'Product' }, preload: () => void data().then((m) => m.preloadWishlist()) },
  { path: '/apps/ecommerce/checkout', element: CheckoutPage, meta: { titleKey: 'ecommerce:pages.checkout.title', action: 'read', subject: 'Product' }, preload: () => void data().then((m) => m.preloadCheckout()) },
  { path: '/apps/ecommerce/product-detail/:slug', element: ProductDetailPage, meta: { titleKey: 'ecommerce:pages.productDetail.title', action: 'read', subject: 'Product' } },
];
