import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { graphql } from '../../../__generated__/gql';
import { setCartCount } from '../../../lib/cart/cart-count';

/** The number of cart lines: the navbar badge. */
export const CartCountQuery = graphql(`
  query CartCount {
    cartCount
  }
`);

/**
 * Keeps the navbar badge equal to the cached `cartCount`. The cart mutations change that field
 * (optimistically first), so the badge follows every add/remove at once.
 */
export function useCartCountSync(): void {
  const { data } = useQuery(CartCountQuery);
  const count = data?.cartCount;
  useEffect(() => {
    if (count !== undefined) setCartCount(count);
  }, [count]);
}
