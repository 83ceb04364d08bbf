import { Card, Icon, type IconName } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { graphql } from '../../../__generated__/gql';
import type { ProductCardFieldsFragment } from '../../../__generated__/graphql';
import { EmptyState } from '../../../components/states';
import { Tag } from '../../../components/tag';
import { formatMoney } from '../format';
import { CartButton, WishlistButton } from './product-actions';
import { RatingStars } from './rating-stars';

/** What a product card shows; the wishlist and cart list the same fields so cached products fill them. */
export const ProductCardFields = graphql(`
  fragment ProductCardFields on Product {
    id
    name
    slug
    description
    brand
    price
    image
    hasFreeShipping
    rating
    ...ProductFlags
  }
`);

export type ProductView = 'grid' | 'list';

export const SHOP_PATH = '/apps/ecommerce/shop';

export function productPath(slug: string): string {
  return `/apps/ecommerce/product-detail/${slug}`;
}

/** A product's name, linking to its page, over its brand: on the cards, the wishlist and the cart's lines. */
export function ProductName({ product }: { product: Pick<ProductCardFieldsFragment, 'slug' | 'name' | 'brand'> }) {
  const { t } = useTranslation('ecommerce');
  return (
    <>
      <h3 className="product-card__name">
        <Link to={productPath(product.slug)}>{product.name}</Link>
      </h3>
      <p className="product-card__brand">
        {t('product.by')} <span>{product.brand}</span>
      </p>
    </>
  );
}

/** Nothing to show (an empty cart or wishlist, a product not found): the way on is back to the shop. */
export function BackToShopState({ icon, title, description, action }: { icon: IconName; title: string; description: string; action: string }) {
  return (
    <EmptyState
      icon={icon}
      title={title}
      description={description}
      action={
        <Link to={SHOP_PATH} className="bp6-button bp6-intent-primary">
          {action}
        </Link>
      }
    />
  );
}

/** A shop card: image, rating, price, name, description, free-shipping badge, heart and cart button. */
export function ProductCard({ product, view }: { product: ProductCardFieldsFragment; view: ProductView }) {
  const { i18n } = useTranslation('ecommerce');
  const price = formatMoney(product.price, i18n.language);
  const link = productPath(product.slug);
  return (
    <Card className={`card product-card product-card--${view}`} data-testid="product-card" data-product-id={product.id} data-slug={product.slug} data-price={product.price}>
      <Link to={link} className="product-card__media" tabIndex={-1} aria-hidden="true">
        <img src={product.image} alt="" loading="lazy" width={220} height={220} />
      </Link>
      <div className="product-card__body">
        <div className="product-card__meta">
          <RatingStars rating={product.rating} size={14} />
          {view === 'grid' ? <span className="product-card__price">{price}</span> : null}
        </div>
        <ProductName product={product} />
        <p className="product-card__description">{product.description}</p>
      </div>
      {view === 'list' ? (
        <div className="product-card__side">
          <span className="product-card__price product-card__price--big">{price}</span>
          {product.hasFreeShipping ? <FreeShipping /> : null}
          <div className="product-card__side-actions">
            <WishlistButton product={product} name={product.name} withText />
            <CartButton product={product} name={product.name} />
          </div>
        </div>
      ) : (
        <div className="product-card__foot">
          {product.hasFreeShipping ? <FreeShipping /> : <span />}
          <div className="product-card__actions">
            <WishlistButton product={product} name={product.name} />
            <CartButton product={product} name={product.name} />
          </div>
        </div>
      )}
    </Card>
  );
}

export function FreeShipping() {
  const { t } = useTranslation('ecommerce');
  return (
    <Tag minimal intent="success" round className="free-shipping" icon={<Icon icon="truck" size={12} />}>
      {t('product.freeShipping')}
    </Tag>
  );
}
