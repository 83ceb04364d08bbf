import type { ApolloCache, Reference } from '@apollo/client';

/**
 * List-field updates after wishlist/cart mutations. The Product itself (its isInWishlist /
 * isInCart flags) is updated by normalization because every mutation returns it with its id;
 * these functions fix the lists and the counter that hold it, so no list is refetched.
 */
type Lists = { wishlist: readonly Reference[]; cart: readonly Reference[]; cartCount: number };

export function addToWishlistList(cache: ApolloCache, productId: string): void {
  const id = cache.identify({ __typename: 'Product', id: productId });
  if (!id) return;
  cache.modify<Lists>({
    fields: {
      wishlist(existing, { readField, toReference }) {
        if (existing.some((ref) => readField('id', ref) === productId)) return existing;
        const ref = toReference(id);
        return ref ? [...existing, ref] : existing;
      },
    },
  });
}

export function removeFromWishlistList(cache: ApolloCache, productId: string): void {
  cache.modify<Lists>({
    fields: {
      wishlist: (existing, { readField }) => existing.filter((ref) => readField('id', ref) !== productId),
    },
  });
}

/**
 * A new cart line carries delivery terms the server draws (shipping date, offers, discount), which
 * the client cannot invent: the cached `cart` field is dropped so the checkout reads the real line
 * the next time it shows the cart. The counter changes at once.
 */
export function addToCartList(cache: ApolloCache): void {
  cache.modify<Lists>({
    fields: {
      cart: (_existing, { DELETE }) => DELETE,
      cartCount: (count) => count + 1,
    },
  });
}

export function removeFromCartList(cache: ApolloCache, productId: string): void {
  cache.modify<Lists>({
    fields: {
      cart(existing, { readField }) {
        return existing.filter((line) => readField<string>('id', readField<Reference>('product', line)) !== productId);
      },
      cartCount: (count) => Math.max(0, count - 1),
    },
  });
}
