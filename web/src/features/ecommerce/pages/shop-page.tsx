import { Button, ButtonGroup, Card, HTMLSelect, Icon, InputGroup, Spinner } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { ShopProductsQuery } from '../api/shop-products';
import { Pager } from '../../../components/pager';
import { ProductCard, type ProductView } from '../components/product-card';
import { ShopSidebar } from '../components/shop-sidebar';
import { PER_PAGE, readShopParams, SHOP_SORTS, SORT_ENUM, writeShopParams, type ShopParams, type ShopSort } from '../shop-params';
import '../ecommerce.css';

/** Typing settles for this long before the search reaches the URL and the server. */
const SEARCH_DELAY_MS = 300;

/** The shop: server-side search, sort and paging (9 a page), grid or list, all kept in the URL. */
export default function ShopPage() {
  const { t } = useTranslation('ecommerce');
  const [search, setSearch] = useSearchParams();
  const params = readShopParams(search);
  const [draft, setDraft] = useState(params.q);

  const update = (change: Partial<ShopParams>) => setSearch(writeShopParams({ ...params, ...change }));

  // The box follows the URL when it changes from outside (a category, back/forward), but not when
  // the URL merely caught up with what was typed (that would drop keystrokes typed meanwhile).
  const pushed = useRef(params.q);
  useEffect(() => {
    if (params.q === pushed.current) return;
    pushed.current = params.q;
    setDraft(params.q);
  }, [params.q]);
  useEffect(() => {
    if (draft === pushed.current) return undefined;
    const timer = setTimeout(() => {
      pushed.current = draft;
      update({ q: draft, page: 1 });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft]);

  const { data, previousData, loading, error, refetch } = useQuery(ShopProductsQuery, {
    variables: { q: params.q, sortBy: SORT_ENUM[params.sort], page: params.page, perPage: PER_PAGE },
  });
  const result = data?.products ?? previousData?.products;
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
        <ShopSidebar q={params.q} onPick={(q) => update({ q, page: 1 })} />
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
                  onChange={(e) => update({ sort: e.target.value as ShopSort, page: 1 })}
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
          <InputGroup
            className="shop-search"
            size="large"
            type="search"
            leftIcon="search"
            placeholder={t('shop.searchPlaceholder')}
            aria-label={t('shop.searchLabel')}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            data-testid="shop-search"
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
                action={<Button intent="primary" text={t('shop.empty.reset')} onClick={() => setSearch(new URLSearchParams(params.view === 'list' ? { view: 'list' } : {}))} />}
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
