import { Button, Card, Divider, Icon } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { ProductColor } from '../../../__generated__/graphql';
import { PageHeader } from '../../../components/page-header';
import { ErrorState, LoadingState } from '../../../components/states';
import { Tag } from '../../../components/tag';
import { ProductDetailQuery } from '../api/product-detail';
import { FeaturesStrip } from '../components/features-strip';
import { CartButton, WishlistButton } from '../components/product-actions';
import { BackToShopState, SHOP_PATH } from '../components/product-card';
import { RatingStars } from '../components/rating-stars';
import { RelatedProducts } from '../components/related-products';
import { toast } from '../../../lib/toaster';
import { formatMoney } from '../format';
import '../ecommerce.css';

function isNotFound(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'NOT_FOUND');
}

/** One product: image, price, rating, brand, availability, colours, actions, promises and related products. */
export default function ProductDetailPage() {
  const { t, i18n } = useTranslation('ecommerce');
  const { slug = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(ProductDetailQuery, { variables: { slug } });
  const [color, setColor] = useState<ProductColor | null>(null);
  const product = data?.productBySlug;
  const crumbs = [
    { label: t('common:breadcrumbs.home'), to: '/' },
    { label: t('pages.shop.title'), to: SHOP_PATH },
  ];

  if (!product) {
    return (
      <div className="page" data-testid="product-detail-page">
        <PageHeader title={t('pages.productDetail.title')} breadcrumbs={crumbs} />
        <Card className="card">
          {loading ? (
            <LoadingState />
          ) : isNotFound(error) ? (
            <BackToShopState icon="search-template" title={t('detail.notFound.title')} description={t('detail.notFound.text')} action={t('detail.backToShop')} />
          ) : (
            <ErrorState error={error} onRetry={() => void refetch()} />
          )}
        </Card>
      </div>
    );
  }

  const copyLink = () =>
    navigator.clipboard.writeText(window.location.href).then(
      () => toast.success(t('detail.linkCopied')),
      () => toast.error(t('detail.linkNotCopied')),
    );
  const selected = color ?? product.colorOptions[0] ?? null;
  return (
    <div className="page" data-testid="product-detail-page" data-product-id={product.id}>
      <PageHeader title={t('pages.productDetail.title')} breadcrumbs={crumbs} />
      <Card className="card card--flush product-detail">
        <div className="product-detail__main">
          <div className="product-detail__media">
            <img src={product.image} alt={product.name} width={360} height={360} />
          </div>
          <div className="product-detail__info">
            <h2 className="product-detail__name">{product.name}</h2>
            <p className="product-card__brand">
              {t('product.by')} <span>{product.brand}</span>
            </p>
            <div className="product-detail__price-row">
              <span className="product-detail__price">{formatMoney(product.price, i18n.language)}</span>
              <Divider />
              <RatingStars rating={product.rating} />
            </div>
            <p className="product-detail__availability">
              {t('detail.availability')} <Tag minimal intent="success">{t('detail.inStock')}</Tag>
            </p>
            <p className="product-detail__description">{product.description}</p>
            {product.hasFreeShipping ? (
              <p className="product-detail__shipping">
                <Icon icon="truck" /> {t('detail.freeShippingNote')}
              </p>
            ) : null}
            <Divider className="product-detail__divider" />
            {product.colorOptions.length > 0 ? (
              <fieldset className="swatches">
                <legend>{t('detail.colors')}</legend>
                {product.colorOptions.map((c) => (
                  <label key={c} className={`swatch swatch--${c}${selected === c ? ' swatch--on' : ''}`} title={t(`colors.${c}`)}>
                    <input type="radio" name="color" value={c} checked={selected === c} onChange={() => setColor(c)} aria-label={t(`colors.${c}`)} />
                    <span className="swatch__dot" />
                  </label>
                ))}
                {selected ? <span className="swatches__name">{t(`colors.${selected}`)}</span> : null}
              </fieldset>
            ) : null}
            <div className="product-detail__actions">
              <CartButton product={product} name={product.name} size="large" />
              <WishlistButton product={product} name={product.name} size="large" withText />
              <Button variant="minimal" size="large" icon="share" aria-label={t('detail.copyLink')} title={t('detail.copyLink')} onClick={() => void copyLink()} />
            </div>
          </div>
        </div>
        <FeaturesStrip />
      </Card>
      <RelatedProducts productId={product.id} name={product.name} />
    </div>
  );
}
