import { lazyPage } from '../../app/routing/lazy-page';
import type { AppRoute } from '../../app/routing/types';

const ShopPage = lazyPage(() => import('./pages/shop-page'));
const WishlistPage = lazyPage(() => import('./pages/wishlist-page'));
const CheckoutPage = lazyPage(() => import('./pages/checkout-page'));
const ProductDetailPage = lazyPage(() => import('./pages/product-detail-page'));

/** The routes' data preloads: a small chunk of their own, loaded beside the page's (app/routing/preload-route.ts). */
const data = () => import('./preload');

/** Routes of the ecommerce feature (spec section 2). */
export const routes: AppRoute[] = [
  { path: '/apps/ecommerce/shop', element: ShopPage, meta: { titleKey: 'ecommerce:pages.shop.title', action: 'read', subject: 'Product' }, preload: (target) => void data().then((m) => m.preloadShop(target)) },
  { path: '/apps/ecommerce/wishlist', element: WishlistPage, meta: { titleKey: 'ecommerce:pages.wishlist.title', action: 'read', subject: 'Product' }, preload: () => void data().then((m) => m.preloadWishlist()) },
  { path: '/apps/ecommerce/checkout', element: CheckoutPage, meta: { titleKey: 'ecommerce:pages.checkout.title', action: 'read', subject: 'Product' }, preload: () => void data().then((m) => m.preloadCheckout()) },
  { path: '/apps/ecommerce/product-detail/:slug', element: ProductDetailPage, meta: { titleKey: 'ecommerce:pages.productDetail.title', action: 'read', subject: 'Product' } },
];
