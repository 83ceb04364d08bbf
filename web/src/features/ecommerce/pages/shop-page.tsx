import { Button, ButtonGroup, Card, HTMLSelect, Icon, Spinner } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { ViewsMenu } from '../../../components/saved-views/views-menu';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { ShopProductsQuery } from '../api/shop-products';
import { Pager } from '../../../components/pager';
import { SearchInput } from '../../../components/search-input';
import { usePageInRange, useUrlListState } from '../../../lib/url-state';
import { ProductCard, type ProductView } from '../components/product-card';
import { ShopSidebar } from '../components/shop-sidebar';
import { PER_PAGE, SHOP_LIST, SHOP_SORTS, shopVariables, type ShopSort } from '../shop-state';
import '../ecommerce.css';

/** The shop: server-side search, sort and paging (9 a page), grid or list, all kept in the URL. */
export default function ShopPage() {
  const { t } = useTranslation('ecommerce');
  const list = useUrlListState(SHOP_LIST);
  const { state: params, update } = list;

  const { data, previousData, loading, error, refetch } = useQuery(ShopProductsQuery, { variables: shopVariables(params) });
  const result = data?.products ?? previousData?.products;
  usePageInRange(list, data?.products.total, PER_PAGE);
  const total = result?.total ?? 0;
  const items = result?.items ?? [];
  const from = total === 0 ? 0 : (params.page - 1) * PER_PAGE + 1;
  const to = Math.min(total, params.page * PER_PAGE);

  return (
    <div className="page shop" data-testid="shop-page">
      <PageHeader
        title={t('pages.shop.title')}
        actions={
          <>
            <ViewsMenu list="products" fields={SHOP_LIST} />
            <Link to="/apps/ecommerce/wishlist" className="bp6-button bp6-outlined header-link" data-testid="to-wishlist">
              <Icon icon="heart" />
              <span>{t('pages.wishlist.title')}</span>
            </Link>
            <Link to="/apps/ecommerce/checkout" className="bp6-button bp6-intent-primary header-link" data-testid="to-cart">
              <Icon icon="shopping-cart" />
              <span>{t('cart.title')}</span>
            </Link>
          </>
        }
      />
      <div className="shop__layout">
        <ShopSidebar q={params.q} onPick={(q) => update({ q })} />
        <div className="shop__main">
          <Card className="card shop-toolbar">
            <div className="shop-toolbar__count" aria-live="polite" data-testid="shop-count">
              {result ? t('shop.results', { from, to, total }) : t('shop.loading')}
              {loading && result ? <Spinner size={14} className="shop-toolbar__spinner" aria-label={t('shop.loading')} /> : null}
            </div>
            <div className="shop-toolbar__controls">
              <label className="shop-toolbar__sort">
                <span>{t('shop.sortLabel')}</span>
                <HTMLSelect
                  value={params.sort}
                  onChange={(e) => update({ sort: e.target.value as ShopSort })}
                  options={SHOP_SORTS.map((value) => ({ value, label: t(`sort.${value}`) }))}
                  data-testid="shop-sort"
                />
              </label>
              <ButtonGroup className="view-toggle" aria-label={t('shop.view')}>
                {(['grid', 'list'] as ProductView[]).map((view) => (
                  <Button
                    key={view}
                    icon={view === 'grid' ? 'grid-view' : 'list'}
                    variant={params.view === view ? 'solid' : 'outlined'}
                    intent={params.view === view ? 'primary' : 'none'}
                    aria-pressed={params.view === view}
                    aria-label={t(`shop.${view}View`)}
                    title={t(`shop.${view}View`)}
                    data-testid={`view-${view}`}
                    onClick={() => update({ view })}
                  />
                ))}
              </ButtonGroup>
            </div>
          </Card>
          <SearchInput
            className="shop-search"
            size="large"
            label={t('shop.searchLabel')}
            placeholder={t('shop.searchPlaceholder')}
            value={list.search.text}
            onValueChange={list.search.setText}
            testId="shop-search"
          />
          {error && !result ? (
            <Card className="card">
              <ErrorState error={error} onRetry={() => void refetch()} />
            </Card>
          ) : !result ? (
            <LoadingState />
          ) : items.length === 0 ? (
            <Card className="card">
              <EmptyState
                icon="search"
                title={t('shop.empty.title')}
                description={params.q ? t('shop.empty.text', { q: params.q }) : t('shop.empty.page')}
                action={<Button intent="primary" text={t('shop.empty.reset')} onClick={() => update({ q: '', sort: 'featured' })} />}
              />
            </Card>
          ) : (
            <div className={`product-${params.view}`} data-testid="product-list" data-view={params.view} aria-busy={loading}>
              {items.map((product) => (
                <ProductCard key={product.id} product={product} view={params.view} />
              ))}
            </div>
          )}
          <Pager page={params.page} total={total} perPage={PER_PAGE} onChange={(page) => update({ page })} label={t('shop.pagination')} testId="pager" className="shop-pager" hideWhenSinglePage />
        </div>
      </div>
    </div>
  );
}
