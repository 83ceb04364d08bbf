import { graphql } from '../../../__generated__/gql';

/** The wishlist page; kept current by the wishlist mutations' cache.modify, never refetched. */
export const WishlistQuery = graphql(`
  query Wishlist {
    wishlist {
      ...ProductCardFields
    }
  }
`);
