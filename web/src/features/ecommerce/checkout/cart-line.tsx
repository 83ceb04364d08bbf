import { Button, Card, Icon } from '@blueprintjs/core';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { graphql } from '../../../__generated__/gql';
import type { CartLineFieldsFragment } from '../../../__generated__/graphql';
import { Tag } from '../../../components/tag';
import { toast } from '../../../lib/toaster';
import { UpdateCartItemQuantityMutation } from '../api/cart-mutations';
import { useProductActions } from '../api/use-product-actions';
import { WishlistButton } from '../components/product-actions';
import { ProductName, productPath } from '../components/product-card';
import { RatingStars } from '../components/rating-stars';
import { formatDay, formatMoney } from '../format';
import { lineDiscount } from './totals';

export const CartLineFields = graphql(`
  fragment CartLineFields on CartItem {
    id
    qty
    shippingDate
    offers
    discountPercentage
    product {
      ...ProductCardFields
    }
  }
`);

/** The server's stepper range (updateCartItemQuantity accepts 1..10). */
const MIN_QTY = 1;
const MAX_QTY = 10;

function QuantityStepper({ line }: { line: CartLineFieldsFragment }) {
  const { t } = useTranslation('ecommerce');
  const [update] = useMutation(UpdateCartItemQuantityMutation);
  const setQty = (qty: number) => {
    // __typename lets the optimistic line normalize onto the cached one (generated types omit it).
    const optimistic = { __typename: 'CartItem' as const, id: line.id, qty };
    return update({
      variables: { productId: line.product.id, qty },
      optimisticResponse: { updateCartItemQuantity: optimistic },
    }).catch((error: Error) => toast.error(t('errors.action', { message: error.message })));
  };
  return (
    <div className="stepper" role="group" aria-label={t('cart.quantityOf', { name: line.product.name })}>
      <Button variant="minimal" size="small" icon="minus" aria-label={t('cart.decrease')} disabled={line.qty <= MIN_QTY} onClick={() => void setQty(line.qty - 1)} data-testid="qty-decrease" />
      <output className="stepper__value" aria-live="polite" data-testid="qty-value">
        {line.qty}
      </output>
      <Button variant="minimal" size="small" icon="plus" aria-label={t('cart.increase')} disabled={line.qty >= MAX_QTY} onClick={() => void setQty(line.qty + 1)} data-testid="qty-increase" />
    </div>
  );
}

/** A cart line: product, quantity stepper, delivery date, offers, price with discount, remove and wishlist. */
export function CartLine({ line }: { line: CartLineFieldsFragment }) {
  const { t, i18n } = useTranslation('ecommerce');
  const { removeFromCart } = useProductActions();
  const { product } = line;
  const full = product.price * line.qty;
  const money = (v: number) => formatMoney(v, i18n.language);
  return (
    <Card className="card cart-line" data-testid="cart-line" data-product-id={product.id}>
      <Link to={productPath(product.slug)} className="cart-line__media" tabIndex={-1} aria-hidden="true">
        <img src={product.image} alt="" width={120} height={120} />
      </Link>
      <div className="cart-line__info">
        <ProductName product={product} />
        <RatingStars rating={product.rating} size={14} />
        <Tag minimal intent="success" className="cart-line__stock">
          {t('detail.inStock')}
        </Tag>
        <div className="cart-line__qty">
          <span>{t('cart.quantity')}</span>
          <QuantityStepper line={line} />
        </div>
        <p className="cart-line__ship">
          <Icon icon="calendar" size={14} /> {t('cart.deliveryBy', { date: formatDay(line.shippingDate, i18n.language) })}
        </p>
        <p className="cart-line__offers">
          <Icon icon="tag" size={14} /> {t('cart.offers', { count: line.offers })}
        </p>
      </div>
      <div className="cart-line__side">
        <div className="cart-line__prices">
          <span className="cart-line__price" data-testid="line-total">
            {money(full - lineDiscount(line))}
          </span>
          <s className="cart-line__old">{money(full)}</s>
          <Tag minimal intent="danger" round>
            {t('cart.discount', { percent: line.discountPercentage })}
          </Tag>
        </div>
        {product.hasFreeShipping ? <Tag minimal intent="success" icon="truck">{t('product.freeShipping')}</Tag> : null}
        <div className="cart-line__actions">
          <Button variant="outlined" icon="cross" text={t('cart.remove')} aria-label={t('cart.removeOf', { name: product.name })} data-testid="cart-remove" onClick={() => void removeFromCart(product)} />
          <WishlistButton product={product} name={product.name} withText />
        </div>
      </div>
    </Card>
  );
}
