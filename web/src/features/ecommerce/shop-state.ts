import type { ProductSort, ShopProductsQueryVariables } from '../../__generated__/graphql';
import { oneOfOr, page, text, type UrlStateOf } from '../../lib/url-state';
import type { ProductView } from './components/product-card';

/** URL spellings are the REST ones (spec section 7); GraphQL enums can't hold '-'. */
export const SHOP_SORTS = ['featured', 'price-asc', 'price-desc'] as const;
export type ShopSort = (typeof SHOP_SORTS)[number];
export const SORT_ENUM: Record<ShopSort, ProductSort> = { featured: 'featured', 'price-asc': 'price_asc', 'price-desc': 'price_desc' };

const VIEWS: readonly ProductView[] = ['grid', 'list'];

export const PER_PAGE = 9;

/** The shop's list state, kept in the URL (`?q=&sort=&page=&view=`); the view keeps the page. */
export const SHOP_LIST = {
  q: text('q'),
  sort: oneOfOr<ShopSort>('sort', SHOP_SORTS, 'featured'),
  page: page(),
  view: oneOfOr('view', VIEWS, 'grid', { resetsPage: false }),
};

/** The shop's query for the URL's state: the page and the route's preload ask exactly this. */
export function shopVariables(params: UrlStateOf<typeof SHOP_LIST>): ShopProductsQueryVariables {
  return { q: params.q, sortBy: SORT_ENUM[params.sort], page: params.page, perPage: PER_PAGE };
}
