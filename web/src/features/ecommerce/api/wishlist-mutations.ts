import { graphql } from '../../../__generated__/gql';

export const AddToWishlistMutation = graphql(`
  mutation AddToWishlist($productId: ID!) {
    addToWishlist(productId: $productId) {
      ...ProductFlags
    }
  }
`);

export const RemoveFromWishlistMutation = graphql(`
  mutation RemoveFromWishlist($productId: ID!) {
    removeFromWishlist(productId: $productId) {
      ...ProductFlags
    }
  }
`);
