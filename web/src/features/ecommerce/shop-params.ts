import type { ProductSort } from '../../__generated__/graphql';
import type { ProductView } from './components/product-card';

/** The shop's list state, kept in the URL (?q=&sort=&page=&view=) so reloads and shared links keep it. */
export interface ShopParams {
  q: string;
  sort: ShopSort;
  page: number;
  view: ProductView;
}

/** URL spellings are the REST ones (spec section 7); GraphQL enums can't hold '-'. */
export const SHOP_SORTS = ['featured', 'price-asc', 'price-desc'] as const;
export type ShopSort = (typeof SHOP_SORTS)[number];
export const SORT_ENUM: Record<ShopSort, ProductSort> = { featured: 'featured', 'price-asc': 'price_asc', 'price-desc': 'price_desc' };

export const PER_PAGE = 9;

export function readShopParams(search: URLSearchParams): ShopParams {
  const sort = search.get('sort');
  const page = Number(search.get('page'));
  return {
    q: search.get('q') ?? '',
    sort: SHOP_SORTS.find((s) => s === sort) ?? 'featured',
    page: Number.isInteger(page) && page > 0 ? page : 1,
    view: search.get('view') === 'list' ? 'list' : 'grid',
  };
}

/** Only non-default values go into the URL, so the plain shop link stays clean. */
export function writeShopParams(params: ShopParams): URLSearchParams {
  const next = new URLSearchParams();
  if (params.q) next.set('q', params.q);
  if (params.sort !== 'featured') next.set('sort', params.sort);
  if (params.page > 1) next.set('page', String(params.page));
  if (params.view !== 'grid') next.set('view', params.view);
  return next;
}
