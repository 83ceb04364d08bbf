import { Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { graphql } from '../../../__generated__/gql';
import type { ProductFlagsFragment } from '../../../__generated__/graphql';
import { useProductActions } from '../api/use-product-actions';

/** What every wishlist/cart mutation returns: the normalized cache updates each view of the product from it. */
export const ProductFlags = graphql(`
  fragment ProductFlags on Product {
    id
    isInWishlist
    isInCart
  }
`);

type Size = 'small' | 'medium' | 'large';

/** The heart: adds to or removes from the wishlist. */
export function WishlistButton({ product, name, size = 'medium', withText = false }: { product: ProductFlagsFragment; name: string; size?: Size; withText?: boolean }) {
  const { t } = useTranslation('ecommerce');
  const { toggleWishlist } = useProductActions();
  const on = product.isInWishlist;
  return (
    <Button
      className={`wish-button${on ? ' wish-button--on' : ''}`}
      variant="outlined"
      size={size}
      icon="heart"
      text={withText ? t(on ? 'actions.inWishlist' : 'actions.wishlist') : undefined}
      aria-pressed={on}
      // With its text shown the button is named by it (the page names the product); alone, by what it does to which product.
      aria-label={withText ? undefined : t(on ? 'actions.removeFromWishlistOf' : 'actions.addToWishlistOf', { name })}
      title={t(on ? 'actions.removeFromWishlist' : 'actions.addToWishlist')}
      data-testid="wishlist-toggle"
      onClick={() => void toggleWishlist(product)}
    />
  );
}

/** "Add to cart", or "View in cart" (to the checkout) once the product is in the cart. */
export function CartButton({ product, name, size = 'medium', fill = false }: { product: ProductFlagsFragment; name: string; size?: Size; fill?: boolean }) {
  const { t } = useTranslation('ecommerce');
  const navigate = useNavigate();
  const { addToCart } = useProductActions();
  const inCart = product.isInCart;
  return (
    <Button
      className="cart-button"
      intent="primary"
      variant={inCart ? 'outlined' : 'solid'}
      size={size}
      fill={fill}
      icon={inCart ? 'shopping-cart' : 'add'}
      text={t(inCart ? 'actions.viewInCart' : 'actions.addToCart')}
      aria-label={t(inCart ? 'actions.viewInCartOf' : 'actions.addToCartOf', { name })}
      data-testid="cart-toggle"
      data-in-cart={inCart}
      onClick={() => (inCart ? navigate('/apps/ecommerce/checkout') : void addToCart(product))}
    />
  );
}
