import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import type { ProductFlagsFragment } from '../../../__generated__/graphql';
import { toast } from '../../../lib/toaster';
import { addToCartList, addToWishlistList, removeFromCartList, removeFromWishlistList } from './cache-updates';
import { AddToCartMutation, RemoveFromCartMutation } from './cart-mutations';
import { AddToWishlistMutation, RemoveFromWishlistMutation } from './wishlist-mutations';

type Flags = Pick<ProductFlagsFragment, 'id' | 'isInWishlist' | 'isInCart'>;

/** The certain outcome of a wishlist/cart change: the same product with one flag set. */
function optimistic(product: Flags, change: Partial<Omit<Flags, 'id'>>): ProductFlagsFragment & { __typename: 'Product' } {
  return { __typename: 'Product', id: product.id, isInWishlist: product.isInWishlist, isInCart: product.isInCart, ...change };
}

/**
 * Wishlist and cart changes of one product. Each is optimistic (the heart, the cart button and the
 * navbar badge change at once in every view of the product) and rolled back with a toast on error.
 */
export function useProductActions() {
  const { t } = useTranslation('ecommerce');
  const [addWish] = useMutation(AddToWishlistMutation);
  const [removeWish] = useMutation(RemoveFromWishlistMutation);
  const [addCart] = useMutation(AddToCartMutation);
  const [removeCart] = useMutation(RemoveFromCartMutation);
  // Each action resolves to whether it succeeded; a failure is already rolled back and toasted.
  const settle = (run: Promise<unknown>): Promise<boolean> =>
    run.then(
      () => true,
      (error: Error) => {
        toast.error(t('errors.action', { message: error.message }));
        return false;
      },
    );

  return {
    toggleWishlist(product: Flags): Promise<boolean> {
      const productId = product.id;
      if (product.isInWishlist) {
        return settle(removeWish({
          variables: { productId },
          optimisticResponse: { removeFromWishlist: optimistic(product, { isInWishlist: false }) },
          update: (cache) => removeFromWishlistList(cache, productId),
        }));
      }
      return settle(addWish({
        variables: { productId },
        optimisticResponse: { addToWishlist: optimistic(product, { isInWishlist: true }) },
        update: (cache) => addToWishlistList(cache, productId),
      }));
    },
    addToCart(product: Flags): Promise<boolean> {
      return settle(addCart({
        variables: { productId: product.id },
        optimisticResponse: { addToCart: optimistic(product, { isInCart: true }) },
        update: (cache) => addToCartList(cache),
      }));
    },
    removeFromCart(product: Flags): Promise<boolean> {
      const productId = product.id;
      return settle(removeCart({
        variables: { productId },
        optimisticResponse: { removeFromCart: optimistic(product, { isInCart: false }) },
        update: (cache) => removeFromCartList(cache, productId),
      }));
    },
  };
}
