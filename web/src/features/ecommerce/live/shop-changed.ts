import type { ApolloCache, Reference } from '@apollo/client';
import { graphql } from '../../../__generated__/gql';
import type { CartChangedSubscription as CartChanged, ProductFlagsFragment, WishlistChangedSubscription as WishlistChanged } from '../../../__generated__/graphql';
import { addToWishlistList, removeFromCartList, removeFromWishlistList } from '../api/cache-updates';
import { CartLineFields } from '../checkout/cart-line';
import { ProductFlags } from '../components/product-actions';
import { ProductCardFields } from '../components/product-card';

export const CartChangedSubscription = graphql(`
  subscription CartChanged {
    cartChanged {
      change
      product {
        ...ProductCardFields
      }
      item {
        ...CartLineFields
      }
      cartCount
    }
  }
`);

export const WishlistChangedSubscription = graphql(`
  subscription WishlistChanged {
    wishlistChanged {
      change
      product {
        ...ProductCardFields
      }
    }
  }
`);

/**
 * Whether this session already shows the product's new flag (its own optimistic or answered change):
 * then its own mutation has moved the lists and the badge, and the event is its echo.
 */
function alreadyShown(cache: ApolloCache, product: ProductFlagsFragment, flag: 'isInCart' | 'isInWishlist'): boolean {
  const id = cache.identify({ __typename: 'Product', id: product.id });
  const cached = id ? cache.readFragment({ id, fragment: ProductFlags, optimistic: true }) : null;
  return cached !== null && cached[flag] === product[flag];
}

function appendCartLine(cache: ApolloCache, lineId: string): void {
  cache.modify<{ cart: readonly Reference[] }>({
    fields: {
      cart(existing, { readField, toReference }) {
        if (existing.some((line) => readField('id', line) === lineId)) return existing;
        const ref = toReference({ __typename: 'CartItem', id: lineId });
        return ref ? [...existing, ref] : existing;
      },
    },
  });
}

/**
 * A cart change of this account made in another session (or tab): product flags by id, the checkout's
 * lines, and the navbar's root `cartCount`, which takes the server's figure. This session's own change
 * (its flag already shown) has moved the lists and the badge itself.
 */
export function applyCartChanged({ cartChanged }: CartChanged, cache: ApolloCache): void {
  const { change, product, item, cartCount } = cartChanged;
  const echo = change !== 'UPDATED' && alreadyShown(cache, product, 'isInCart');
  cache.writeFragment({ fragment: ProductCardFields, fragmentName: 'ProductCardFields', data: product });
  if (item) cache.writeFragment({ fragment: CartLineFields, fragmentName: 'CartLineFields', data: item });
  if (echo) return;
  if (change === 'CREATED' && item) appendCartLine(cache, item.id);
  if (change === 'DELETED') removeFromCartList(cache, product.id);
  cache.modify<{ cartCount: number }>({ fields: { cartCount: () => cartCount } });
}

/** A wishlist change of this account made elsewhere: the product's heart and the wishlist page (idempotent). */
export function applyWishlistChanged({ wishlistChanged }: WishlistChanged, cache: ApolloCache): void {
  const { change, product } = wishlistChanged;
  cache.writeFragment({ fragment: ProductCardFields, fragmentName: 'ProductCardFields', data: product });
  if (change === 'CREATED') addToWishlistList(cache, product.id);
  else if (change === 'DELETED') removeFromWishlistList(cache, product.id);
}
