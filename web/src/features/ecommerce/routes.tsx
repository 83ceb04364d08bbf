import { lazy } from 'react';
import type { AppRoute } from '../../app/routing/types';

const EcommercePage = lazy(() => import('./pages/ecommerce-page'));

/** Routes of the ecommerce feature (spec section 2). */
export const routes: AppRoute[] = [
  { path: '/apps/ecommerce/shop', element: EcommercePage, meta: { titleKey: 'ecommerce:pages.shop.title', action: 'read', subject: 'Product' } },
  { path: '/apps/ecommerce/wishlist', element: EcommercePage, meta: { titleKey: 'ecommerce:pages.wishlist.title', action: 'read', subject: 'Product' } },
  { path: '/apps/ecommerce/checkout', element: EcommercePage, meta: { titleKey: 'ecommerce:pages.checkout.title', action: 'read', subject: 'Product' } },
  { path: '/apps/ecommerce/product-detail/:slug', element: EcommercePage, meta: { titleKey: 'ecommerce:pages.productDetail.title', action: 'read', subject: 'Product' } },
];
