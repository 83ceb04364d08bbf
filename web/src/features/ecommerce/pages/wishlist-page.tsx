import { Button, Card, Icon } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { ProductCardFieldsFragment } from '../../../__generated__/graphql';
import { PageHeader } from '../../../components/page-header';
import { ErrorState, LoadingState } from '../../../components/states';
import { Tag } from '../../../components/tag';
import { useProductActions } from '../api/use-product-actions';
import { WishlistQuery } from '../api/wishlist';
import { BackToShopState, FreeShipping, ProductName, productPath, SHOP_PATH } from '../components/product-card';
import { RatingStars } from '../components/rating-stars';
import { formatMoney } from '../format';
import '../ecommerce.css';

function WishlistCard({ product }: { product: ProductCardFieldsFragment }) {
  const { t, i18n } = useTranslation('ecommerce');
  const navigate = useNavigate();
  const { addToCart, toggleWishlist } = useProductActions();
  // Moving = into the cart, out of the wishlist; if the cart step fails the item stays put.
  const moveToCart = async () => {
    if (await addToCart(product)) await toggleWishlist({ ...product, isInCart: true });
  };
  return (
    <Card className="card product-card product-card--grid wish-card" data-testid="wishlist-card" data-product-id={product.id}>
      <Link to={productPath(product.slug)} className="product-card__media" tabIndex={-1} aria-hidden="true">
        <img src={product.image} alt="" loading="lazy" width={220} height={220} />
      </Link>
      <div className="product-card__body">
        <div className="product-card__meta">
          <RatingStars rating={product.rating} size={14} />
          <span className="product-card__price">{formatMoney(product.price, i18n.language)}</span>
        </div>
        <ProductName product={product} />
        {product.hasFreeShipping ? <FreeShipping /> : null}
      </div>
      <div className="wish-card__actions">
        <Button variant="outlined" icon="cross" text={t('wishlist.remove')} aria-label={t('actions.removeFromWishlistOf', { name: product.name })} data-testid="wishlist-remove" onClick={() => void toggleWishlist(product)} />
        {product.isInCart ? (
          <Button intent="primary" variant="outlined" icon="shopping-cart" text={t('actions.viewInCart')} onClick={() => navigate('/apps/ecommerce/checkout')} />
        ) : (
          <Button intent="primary" icon="shopping-cart" text={t('wishlist.moveToCart')} aria-label={t('wishlist.moveToCartOf', { name: product.name })} data-testid="wishlist-move" onClick={() => void moveToCart()} />
        )}
      </div>
    </Card>
  );
}

/** Products saved for later: remove, or move into the cart. */
export default function WishlistPage() {
  const { t } = useTranslation('ecommerce');
  const { data, loading, error, refetch } = useQuery(WishlistQuery);
  const items = data?.wishlist ?? [];
  return (
    <div className="page" data-testid="wishlist-page">
      <PageHeader
        title={t('pages.wishlist.title')}
        actions={
          <>
            {data ? (
              <Tag large round minimal intent="primary" data-testid="wishlist-count" data-count={items.length}>
                {t('wishlist.count', { count: items.length })}
              </Tag>
            ) : null}
            <Link to={SHOP_PATH} className="bp6-button bp6-outlined header-link" data-testid="to-shop">
              <Icon icon="shop" />
              <span>{t('wishlist.continue')}</span>
            </Link>
          </>
        }
      />
      {!data && loading ? (
        <LoadingState />
      ) : !data ? (
        <Card className="card">
          <ErrorState error={error} onRetry={() => void refetch()} />
        </Card>
      ) : items.length === 0 ? (
        <Card className="card">
          <BackToShopState icon="heart" title={t('wishlist.empty.title')} description={t('wishlist.empty.text')} action={t('wishlist.empty.action')} />
        </Card>
      ) : (
        <div className="product-grid product-grid--wide" data-testid="wishlist-list">
          {items.map((product) => (
            <WishlistCard key={product.id} product={product} />
          ))}
        </div>
      )}
    </div>
  );
}
